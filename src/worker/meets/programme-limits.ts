// What one meet may hold: a programme is stored in the meet's room and sent whole to every socket
// that connects, so its size is a limit of the room's 128 MB as much as a rule of swimming. The
// limits sit well above the largest real meets we know (483 heats and 3,599 lanes; 1.5 MB as JSON
// with every LENEX fact) and far below what hurts.
import { heatTitleValues } from "../../shared/labels";
import { MAX_LANES_PER_HEAT, type Programme } from "../../shared/programme";
import { text, type Text } from "../http/language";

export const MAX_HEATS = 1_000;
export { MAX_LANES_PER_HEAT };
export const MAX_PROGRAMME_BYTES = 4_000_000;

/** Why a programme is too big for one meet, or null when it fits. */
export function programmeTooBig(programme: Programme): Text | null {
  if (programme.heats.length > MAX_HEATS)
    return text("server.import.tooManyHeats", { heats: String(programme.heats.length), max: String(MAX_HEATS) });
  const crowded = programme.heats.find((heat) => Object.keys(heat.lanes).length > MAX_LANES_PER_HEAT);
  if (crowded) {
    const heat = text("labels.heat.title", heatTitleValues(crowded));
    return text("server.import.tooManyLanes", { heat, lanes: String(Object.keys(crowded.lanes).length), max: String(MAX_LANES_PER_HEAT) });
  }
  if (new TextEncoder().encode(JSON.stringify(programme)).length > MAX_PROGRAMME_BYTES) return text("server.import.programmeTooLarge");
  return null;
}
