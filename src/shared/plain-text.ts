// Names and places are shown in lists, mails and files: control characters (NUL among them), lone
// UTF-16 halves, bidi overrides and marks, and zero-width characters, which can make one name read as
// another or two equal-looking names differ, are no part of them.
// One rule for both ways in: a form refuses such text (schemas.ts), a file has it taken out (the
// import readers), since a meet's file is not refused for one odd name in it.
const CONTROL = /\p{Cc}+/gu;
const INVISIBLE = /[\p{Cs}\u200B\u200C\u200E\u200F\u061C\u2060\uFEFF\u202A-\u202E\u2066-\u2069]/gu;
// A zero-width joiner is part of an emoji sequence (🏊‍♀️, 👩🏽‍💻) and kept there; anywhere else it is
// only invisible.
const LONE_JOINER = /(?<!\p{Extended_Pictographic}[\u{1F3FB}-\u{1F3FF}\uFE0F]?)\u200D|\u200D(?!\p{Extended_Pictographic})/gu;

export function isPlainText(text: string): boolean {
  return plainText(text) === text;
}

/** The text without those characters: a control character (a tab, a line break) reads as a space. */
export function plainText(text: string): string {
  return text.replace(INVISIBLE, "").replace(LONE_JOINER, "").replace(CONTROL, " ");
}
