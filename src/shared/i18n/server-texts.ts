// DESIGN 12: the messages the Worker and the meet room send (API `message`s, the socket's, mails and
// the labels of files), in every language at once: each answer picks its reader's. Importing this
// module provides the server's labels to shared code (label-text.ts); the Worker's entry
// (src/worker/index.ts) imports it so the Worker and the meet room always have them.
import nlServer from "../locales/nl/server.json";
import enServer from "../locales/en/server.json";
import nlRoom from "../locales/nl/room.json";
import enRoom from "../locales/en/room.json";
import nlMail from "../locales/nl/mail.json";
import enMail from "../locales/en/mail.json";
import nlLabels from "../locales/nl/labels.json";
import enLabels from "../locales/en/labels.json";
import deServer from "../locales/de/server.json";
import deRoom from "../locales/de/room.json";
import deMail from "../locales/de/mail.json";
import deLabels from "../locales/de/labels.json";
import frServer from "../locales/fr/server.json";
import frRoom from "../locales/fr/room.json";
import frMail from "../locales/fr/mail.json";
import frLabels from "../locales/fr/labels.json";
import { MessageFormatter, type CompiledCatalogue, type MessageValues, type Paths } from "./catalogue";
import type { Language } from "./languages";
import { provideServerLabels, type LabelId } from "./label-text";

export type { LabelId };
export type ServerMessageId =
  | `server.${Paths<typeof nlServer>}`
  | `room.${Paths<typeof nlRoom>}`
  | `mail.${Paths<typeof nlMail>}`
  | LabelId;

// The imports arrive compiled (scripts/icu-catalogues.ts); their declared type is the JSON's.
const compiled = (...catalogues: unknown[]): CompiledCatalogue => Object.assign({}, ...catalogues) as CompiledCatalogue;

const FORMATTERS: Record<Language, MessageFormatter> = {
  nl: new MessageFormatter("nl", compiled(nlServer, nlRoom, nlMail, nlLabels)),
  en: new MessageFormatter("en", compiled(enServer, enRoom, enMail, enLabels)),
  de: new MessageFormatter("de", compiled(deServer, deRoom, deMail, deLabels)),
  fr: new MessageFormatter("fr", compiled(frServer, frRoom, frMail, frLabels)),
};

// Every language; a label asked without one is Dutch on the server (label-text.ts).
provideServerLabels((language, id, values) => FORMATTERS[language].format(id, values));

export function serverText(language: Language, id: ServerMessageId, values?: MessageValues): string {
  return FORMATTERS[language].format(id, values);
}

/** A message before it has a language: whoever sends it formats it in its reader's (an HttpError, a socket frame). */
export interface Message {
  id: ServerMessageId;
  values?: MessageValues;
}

export const message = (id: ServerMessageId, values?: MessageValues): Message => (values ? { id, values } : { id });
