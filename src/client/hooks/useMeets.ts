import { api, isApiError } from "../api";
import { useLoad } from "./useLoad";

/** All meets, or one club's. A 404 on the list reads as no meets rather than as a broken page. */
export function useMeets(clubId?: number) {
  return useLoad(
    () =>
      api.meets.list(clubId === undefined ? {} : { club_id: clubId }).catch((e: unknown) => {
        if (isApiError(e, 404)) return [];
        throw e;
      }),
    [clubId],
  );
}
