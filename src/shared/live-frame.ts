// DESIGN 6 and 11: the room's sockets carry no per-message deflate (it cost every socket its own
// compression of every small frame, the largest part of a broadcast to 200 sockets). A frame too
// big to send plain, such as the programme a socket receives when it opens, goes once gzipped as a
// binary frame instead: its text is the same JSON message.
import { gzipSync, strToU8 } from "fflate";
import type { ServerMessage } from "./live";

/** Below this many characters a frame goes as text: gzip would save a phone less than its header costs. */
export const GZIP_FROM_CHARS = 4_096;

/** The frame that carries a message: its JSON as text, or gzipped when that is long. */
export function encodeFrame(message: ServerMessage): string | Uint8Array {
  const text = JSON.stringify(message);
  return text.length < GZIP_FROM_CHARS ? text : gzipSync(strToU8(text));
}

/** The JSON text of a received frame: a text frame as it is, a binary one gunzipped. */
export async function frameText(data: string | ArrayBuffer | Uint8Array<ArrayBuffer> | Blob): Promise<string> {
  if (typeof data === "string") return data;
  const gzipped = data instanceof Blob ? data : new Blob([data]);
  return new Response(gzipped.stream().pipeThrough(new DecompressionStream("gzip"))).text();
}
