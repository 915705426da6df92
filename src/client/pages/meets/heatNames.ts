// How the meet page names a heat of an import report, in the page's language.
import { heatTitle } from "../../../shared/labels";
import { parseHeatKey } from "../../../shared/programme";

/**
 * An import report names heats by id, event and heat number with Splash's round letter ("7F-1"):
 * "Programma 7F, serie 1". An id of another shape is shown as it is.
 */
export function heatTitleOfId(id: string): string {
  const key = parseHeatKey(id);
  return key ? heatTitle(key) : id;
}
