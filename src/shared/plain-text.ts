// Names and places are shown in lists, mails and files: control characters (NUL among them), lone
// UTF-16 halves and bidi overrides, which can make one name read as another, are no part of them.
// One rule for both ways in: a form refuses such text (schemas.ts), a file has it taken out (the
// import readers), since a meet's file is not refused for one odd name in it.
const CONTROL = /\p{Cc}+/gu;
const INVISIBLE = /[\p{Cs}\u202A-\u202E\u2066-\u2069]/gu;

export function isPlainText(text: string): boolean {
  return plainText(text) === text;
}

/** The text without those characters: a control character (a tab, a line break) reads as a space. */
export function plainText(text: string): string {
  return text.replace(INVISIBLE, "").replace(CONTROL, " ");
}
