// What one meet may hold (issue "trust under attack"): a programme is stored in the meet's room and
// sent whole to every socket that connects, so its size is a limit of the room's 128 MB as much as a
// rule of swimming. The limits sit well above the largest real meets we know (483 heats and 3,599
// lanes; 1.5 MB as JSON with every LENEX fact) and far below what hurts.
import { heatTitle } from "../../shared/labels";
import { MAX_LANES_PER_HEAT, type Programme } from "../../shared/programme";
import { messages } from "../../shared/texts/nl";

export const MAX_HEATS = 1_000;
export { MAX_LANES_PER_HEAT };
export const MAX_PROGRAMME_BYTES = 4_000_000;

/** Why a programme is too big for one meet, in Dutch, or null when it fits. */
export function programmeTooBig(programme: Programme): string | null {
  if (programme.heats.length > MAX_HEATS) return messages.import.tooManyHeats(programme.heats.length, MAX_HEATS);
  const crowded = programme.heats.find((heat) => Object.keys(heat.lanes).length > MAX_LANES_PER_HEAT);
  if (crowded) return messages.import.tooManyLanes(heatTitle(crowded), Object.keys(crowded.lanes).length, MAX_LANES_PER_HEAT);
  if (new TextEncoder().encode(JSON.stringify(programme)).length > MAX_PROGRAMME_BYTES) return messages.import.programmeTooLarge;
  return null;
}
