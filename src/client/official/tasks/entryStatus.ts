// A lane's start-list word as the phones say it (DESIGN 8e), in the words the meet page uses: a
// withdrawn swimmer is not timed or placed, an exhibition swimmer swims for a time only.
import { entryStatusOf } from "../../../shared/programme";
import type { Lane } from "../../../shared/programme";
import { t } from "../../i18n/texts";

/** 'Afgemeld', 'Ziek' or 'Buiten mededinging'; null for a lane that swims as entered. */
export function entryStatusText(lane: Lane | undefined): string | null {
  const status = lane ? entryStatusOf(lane) : undefined;
  return status ? t(`common.entryStatus.${status}`) : null;
}
