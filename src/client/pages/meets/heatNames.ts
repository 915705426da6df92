// How the meet page names a heat in Dutch: the labels of src/shared (SPEC 9) put together.
import { genderLabel, heatTitle, strokeLabel } from "../../../shared/labels";
import { parseHeatKey, type Heat } from "../../../shared/programme";
import { nl } from "../../texts/nl";

export const heatDistance = (heat: Pick<Heat, "distance" | "relaycount">) =>
  nl.meets.programme.distance(heat.distance, heat.relaycount);

/** "50 m Vrije slag, Mannen". */
export const heatRace = (heat: Heat) => `${heatDistance(heat)} ${strokeLabel(heat.stroke)}, ${genderLabel(heat.gender)}`;

/**
 * An import report names heats by id, event and heat number with Splash's round letter ("7F-1"):
 * "Programma 7F, serie 1". An id of another shape is shown as it is.
 */
export function heatTitleOfId(id: string): string {
  const key = parseHeatKey(id);
  return key ? heatTitle(key) : id;
}
