// A meet lives in three places (DESIGN 2); deleting it must leave nothing behind in R2 or its room.
import { forgetMeet, room } from "./store";

export async function removeMeetState(env: Env, meetIds: number[]): Promise<void> {
  for (const meetId of meetIds) {
    forgetMeet(meetId);
    const prefix = `meets/${meetId}/`;
    let cursor: string | undefined;
    do {
      const listing = await env.FILES.list({ prefix, cursor });
      if (listing.objects.length) await env.FILES.delete(listing.objects.map((o) => o.key));
      cursor = listing.truncated ? listing.cursor : undefined;
    } while (cursor);
    await room(env, meetId).destroy();
  }
}
