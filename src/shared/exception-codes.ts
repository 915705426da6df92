// World Para Swimming's codes of exception (DESIGN 8i): how the start and the stroke are adapted to a
// swimmer. The codes describe an impairment, so they go to staff and officials only, never to a
// public answer. Meanings follow the WPS list (start codes A, B, E, H, T, Y; stroke codes 0–9, 12
// and +); a code the list does not have (10 and 11 were not confirmed) is kept and shown as written.
import { labelText } from "./i18n/label-text";
import type { Language } from "./i18n/languages";
import type { Lane } from "./programme";

const KNOWN = ["A", "B", "E", "H", "T", "Y", "0", "1", "2", "3", "4", "5", "6", "7", "8", "9", "12", "+"] as const;
type KnownCode = (typeof KNOWN)[number];
const isKnown = (code: string): code is KnownCode => (KNOWN as readonly string[]).includes(code);

/** The codes that change how the heat is started, in the order the control panel names them. */
export const START_CODES = ["H", "A", "Y", "E", "T", "B"] as const;

/** A code as a file or a person writes it: one to three letters, digits or '+', maybe after the old rulebook's '*'. */
export const EXCEPTION_CODE = /^\*?[A-Za-z0-9+]{1,3}$/;
/** More codes than any swimmer has: the whole WPS list. */
export const MAX_EXCEPTION_CODES = 20;

/** "A,3,5,12,+" (LENEX HANDICAP exception, the CSV column) as its codes, each as written. */
export function parseExceptionCodes(text: string | null | undefined): string[] {
  return (text ?? "")
    .split(/[,;\s]+/)
    .map((code) => code.trim())
    .filter(Boolean);
}

/** A code without the old rulebook's mark, in capitals: the key of its meaning. */
const codeKey = (code: string) => code.replace(/^\*/, "").toUpperCase();

/** Whether a code is under the old rulebook: WPS put a '*' in front until the swimmer was classified again. */
export const isOldRulebook = (code: string): boolean => code.startsWith("*");

/** A code's meaning in the language; an unknown code is its own text, so nothing a file says is hidden. */
export function exceptionMeaning(code: string, language?: Language): string {
  const key = codeKey(code);
  const meaning = isKnown(key) ? labelText(`labels.exception.${key === "+" ? "plus" : key}`, undefined, language) : code;
  return isOldRulebook(code) ? labelText("labels.exception.oldRulebook", { meaning }, language) : meaning;
}

/** The lane's codes that change its start (H a light, A assistance, Y a device, E no grip, T a tapper, B goggles). */
export function startCodes(lane: Pick<Lane, "codes">): string[] {
  const codes = lane.codes ?? [];
  return START_CODES.filter((start) => codes.some((code) => codeKey(code) === start));
}
