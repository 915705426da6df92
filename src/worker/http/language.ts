// DESIGN 12: the API answers in the signed-in account's language, else the one the browser asks for
// (Accept-Language), else Dutch. What the Worker says is kept as a message until it is answered, so
// one refusal or reader's finding reads in whatever language its reader has.
import type { Context, MiddlewareHandler } from "hono";
import type { AppEnv } from "./types";
import { acceptedLanguages, pickLanguage, type Language } from "../../shared/i18n/languages";
import { serverText, type Message, type ServerMessageId } from "../../shared/i18n/server-texts";

/**
 * A message whose values may be messages themselves ('Regel 4, kolom BAAN: …' names its problem) or
 * words of the reader's language (a heat's title): a Message, but one that can nest.
 */
export interface Text {
  id: ServerMessageId;
  values?: Record<string, TextValue>;
}
export type TextValue = string | number | Date | Text | ((language: Language) => string);

export function text(id: ServerMessageId, values?: Record<string, TextValue>): Text {
  return values ? { id, values } : { id };
}

/** A text in `language`, its nested messages and words first. */
export function say(language: Language, said: Text | Message): string {
  if (!said.values) return serverText(language, said.id);
  const values: Record<string, string | number | Date> = {};
  for (const [name, value] of Object.entries(said.values as Record<string, TextValue>)) {
    values[name] =
      typeof value === "function" ? value(language) : typeof value === "object" && !(value instanceof Date) ? say(language, value) : value;
  }
  return serverText(language, said.id, values);
}

/** The language a browser asks for, Dutch where it asks for none we have. */
export const browserLanguage = (header: string | null | undefined): Language => pickLanguage(acceptedLanguages(header));

/**
 * The request's language, for what its answer says: the answer then names it (Content-Language) and
 * that it depends on the browser's (Vary), so no cache hands it to a reader of another language.
 */
export function languageOf(c: Context): Language {
  c.set("languageUsed", true);
  return c.get("language") ?? browserLanguage(c.req.header("Accept-Language"));
}

/** Marks an answer as being in `language`. Set in place, or on a copy when its headers are not ours to change. */
export function sayLanguage(res: Response, language: Language): Response {
  const mark = (headers: Headers) => {
    headers.set("Content-Language", language);
    const vary = headers.get("Vary");
    if (!vary) headers.set("Vary", "Accept-Language");
    else if (!/(^|,)\s*accept-language\s*(,|$)/i.test(vary)) headers.set("Vary", `${vary}, Accept-Language`);
  };
  try {
    mark(res.headers);
    return res;
  } catch {
    const copy = new Response(res.body, res);
    mark(copy.headers);
    return copy;
  }
}

/**
 * Early in the app: the browser's language, which reading the session (auth/session.ts) replaces by the
 * account's. An answer whose words depend on it says so afterwards.
 */
export const requestLanguage: MiddlewareHandler<AppEnv> = async (c, next) => {
  c.set("language", browserLanguage(c.req.header("Accept-Language")));
  await next();
  if (!c.get("languageUsed") || c.res.webSocket) return;
  const marked = sayLanguage(c.res, c.get("language"));
  if (marked !== c.res) c.res = marked;
};
