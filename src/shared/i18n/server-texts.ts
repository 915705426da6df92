// DESIGN 12: the messages the Worker and the meet room send (API `message`s, the socket's, mails and
// the labels of files), in every language at once: each answer picks its reader's.
import nlServer from "../locales/nl/server.json";
import enServer from "../locales/en/server.json";
import nlRoom from "../locales/nl/room.json";
import enRoom from "../locales/en/room.json";
import nlMail from "../locales/nl/mail.json";
import enMail from "../locales/en/mail.json";
import nlLabels from "../locales/nl/labels.json";
import enLabels from "../locales/en/labels.json";
import { MessageFormatter, type CompiledCatalogue, type MessageValues, type Paths } from "./catalogue";
import { LANGUAGES, type Language } from "./languages";
import { provideLabels } from "./label-text";

export type LabelId = `labels.${Paths<typeof nlLabels>}`;
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
};

for (const language of LANGUAGES) provideLabels(language, (id, values) => FORMATTERS[language].format(id, values));
// Provided again last: code on the server that names no language gets Dutch, SPEC's language.
provideLabels("nl", (id, values) => FORMATTERS.nl.format(id, values));

export function serverText(language: Language, id: ServerMessageId, values?: MessageValues): string {
  return FORMATTERS[language].format(id, values);
}

/** A message before it has a language: whoever sends it formats it in its reader's (an HttpError, a socket frame). */
export interface Message {
  id: ServerMessageId;
  values?: MessageValues;
}

export const message = (id: ServerMessageId, values?: MessageValues): Message => (values ? { id, values } : { id });
