// Reads an uploaded meet file into a programme, or refuses it with the status and the text the client
// shows, in the request's language (DESIGN 9, 12; SPEC 8). Nothing is stored here: the caller stores only after this passed.
import type { Context } from "hono";
import { bodyLimit } from "hono/body-limit";
import { HttpError } from "../http/errors";
import { ImportError } from "../formats/errors";
import { readLenex } from "../formats/lenex-read";
import { readCsv } from "../formats/csv-read";
import { MAX_UPLOAD_BYTES } from "../../shared/schemas";
import type { Programme } from "../../shared/programme";
import { importKindOf, type ImportKind } from "../../shared/import-kind";
import { programmeTooBig } from "./programme-limits";
import { text } from "../http/language";

export interface Upload {
  kind: ImportKind;
  filename: string;
  bytes: Uint8Array;
}

// Multipart framing and the other fields add a little to the file itself.
export const MAX_BODY_BYTES = MAX_UPLOAD_BYTES + 64 * 1024;

export function tooLarge(): HttpError {
  const tooLarge = text("labels.validation.file.tooLarge");
  return new HttpError(413, "File too large", tooLarge, { file: tooLarge });
}

/**
 * Refuses an oversized body by counting its bytes as they arrive (also when sent in chunks without
 * a Content-Length), at the first byte over the limit, before the rest is read into memory.
 */
const limitUpload = bodyLimit({
  maxSize: MAX_BODY_BYTES,
  onError: () => {
    throw tooLarge();
  },
});

export async function formData(c: Context): Promise<FormData> {
  await limitUpload(c, async () => {});
  try {
    return await c.req.formData();
  } catch {
    throw new HttpError(400, "Invalid form", text("server.request.unreadableForm"));
  }
}

/** The form's file, chosen, not empty and under the limit (SPEC 9), for every kind of upload. */
export function uploadedFile(form: FormData): File {
  const file = form.get("file");
  if (!(file instanceof File) || (file.size === 0 && file.name === "")) {
    const required = text("labels.validation.file.required");
    throw new HttpError(400, "Validation failed", required, { file: required });
  }
  if (file.size === 0)
    throw new HttpError(400, "Validation failed", text("server.import.file_empty"), { file: text("labels.validation.file.empty") });
  // SPEC 9: under 2,000,000 bytes, so a file of exactly that size is refused as the client does.
  if (file.size >= MAX_UPLOAD_BYTES) throw tooLarge();
  return file;
}

/** Only the last path segment, and only safe characters, reach an R2 key or a history. */
export const safeFilename = (file: File) => (file.name.split(/[\\/]/).pop() ?? "bestand").replace(/[^\w.\- ]/g, "_").slice(-120);

export async function readUpload(form: FormData, accept: ImportKind[]): Promise<Upload> {
  const file = uploadedFile(form);
  const kind = importKindOf(file.name);
  if (!kind || !accept.includes(kind)) {
    const fileType = text("server.import.file_type");
    throw new HttpError(415, "file_type", fileType, { file: fileType });
  }
  return { kind, filename: safeFilename(file), bytes: new Uint8Array(await file.arrayBuffer()) };
}

export function parseUpload(upload: Upload, meet: { name: string; date: string | null }): Programme {
  const programme = readProgramme(upload, meet);
  const tooBig = programmeTooBig(programme);
  if (tooBig) throw new HttpError(422, "Programme too large", tooBig);
  return programme;
}

function readProgramme(upload: Upload, meet: { name: string; date: string | null }): Programme {
  try {
    return upload.kind === "csv" ? readCsv(upload.bytes, meet) : readLenex(upload.bytes);
  } catch (error) {
    if (error instanceof ImportError) {
      // SPEC 8: the client recognises the missing-columns case by this exact server error.
      const code = error.code === "csv_missing_columns" ? "CSV-file does not contain all required columns" : error.code;
      throw new HttpError(422, code, error.where ?? text(`server.import.${error.code}`));
    }
    console.error("import failed", error);
    throw new HttpError(422, "import_failed", text("server.import.import_failed"));
  }
}
