// World Para Swimming's codes of exception (DESIGN 8i): how the start and the stroke are adapted to a
// swimmer. The codes describe an impairment, so they go to staff and officials only, never to a
// public answer. Meanings follow Appendix 1 of the WPS Rules and Regulations as in force since
// January 2018 (start codes A, B, E, H, T, Y; stroke codes 0–5, 7–9, 12 and +). Until a swimmer is
// classified again, WPS marks the whole list with a '*' in front ("*A,3"): those codes keep their
// meanings of the rulebook before 2018, in which 2–6 were other touches. A code neither list has
// (10 and 11) is kept and shown as written.
import { labelText } from "./i18n/label-text";
import type { Language } from "./i18n/languages";
import type { Lane } from "./programme";

const START = ["A", "B", "E", "H", "T", "Y"] as const;
const CURRENT = [...START, "0", "1", "2", "3", "4", "5", "7", "8", "9", "12", "+"] as const;
/** The rulebook before 2018: 6 as well, and 2–6 meant other touches (labels.exceptionOld). */
const OLD = [...START, "0", "1", "2", "3", "4", "5", "6", "7", "8", "9", "12", "+"] as const;
const CHANGED_IN_2018 = ["2", "3", "4", "5", "6"] as const;
type Code = (typeof OLD)[number];
type Changed = (typeof CHANGED_IN_2018)[number];
const isIn = <T extends string>(list: readonly T[], key: string): key is T => (list as readonly string[]).includes(key);

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
export function exceptionMeaning(code: string, language?: Language, oldRulebook = isOldRulebook(code)): string {
  const key = codeKey(code);
  if (!isIn<Code>(oldRulebook ? OLD : CURRENT, key)) return code;
  const meaning = labelText(
    oldRulebook && isIn<Changed>(CHANGED_IN_2018, key)
      ? `labels.exceptionOld.${key}`
      : `labels.exception.${key === "+" ? "plus" : (key as Exclude<Code, "+" | "6">)}`,
    undefined,
    language,
  );
  return oldRulebook ? labelText("labels.exception.oldRulebook", { meaning }, language) : meaning;
}

/**
 * A lane's codes as officials read them, each with its meaning: the '*' in front of a list marks
 * every code of it as the old rulebook's, so each it knows is shown with it ("*A,3" as *A and *3).
 */
export function readExceptionCodes(codes: readonly string[] | undefined, language?: Language): { code: string; meaning: string }[] {
  const old = (codes ?? []).some(isOldRulebook);
  return (codes ?? []).map((code) => {
    const meaning = exceptionMeaning(code, language, old);
    return { code: old && !isOldRulebook(code) && meaning !== code ? `*${code}` : code, meaning };
  });
}

/** The lane's codes that change its start (H a light, A assistance, Y a device, E no grip, T a tapper, B goggles). */
export function startCodes(lane: Pick<Lane, "codes">): string[] {
  const codes = lane.codes ?? [];
  return START_CODES.filter((start) => codes.some((code) => codeKey(code) === start));
}
