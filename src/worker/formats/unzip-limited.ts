// DESIGN 9: a zip is unpacked counting its own output. A zip's directory may lie about a file's size
// (1,000 bytes that inflate to 1.5 GB): fflate's unzipSync then inflates the whole stream into the
// declared buffer, dropping what does not fit, and keeps the Worker busy for half a minute. Here the
// compressed bytes go in small slices, and inflating stops at the first byte over the limit.
import { Unzip, UnzipInflate } from "fflate";

/**
 * Deflate inflates at most about 1,032 times: a 16 KB slice never gives more than 17 MB at once, so
 * the Worker's 128 MB holds the limit and one slice over it.
 */
const SLICE_BYTES = 16 * 1024;

export interface UnzipRefusals {
  /** A wanted file is larger than the limit once inflated, whatever the directory says. */
  tooLarge(): Error;
  /** Not a zip fflate reads, a damaged stream, or a compression it does not know. */
  broken(): Error;
}

/** The wanted files of a zip, each at most `limit` bytes inflated, by name. */
export function unzipLimited(
  bytes: Uint8Array,
  wanted: (name: string) => boolean,
  limit: number,
  refuse: UnzipRefusals,
): Map<string, Uint8Array> {
  const files = new Map<string, { chunks: Uint8Array[]; size: number; done: boolean }>();
  // Set in the callbacks, which TypeScript does not follow: typed by a cast, not narrowed to null.
  let refusal = null as "tooLarge" | "broken" | null;
  const unzip = new Unzip((file) => {
    if (refusal || !wanted(file.name)) return;
    if (file.originalSize !== undefined && file.originalSize > limit) {
      refusal = "tooLarge";
      return;
    }
    const kept = { chunks: [] as Uint8Array[], size: 0, done: false };
    files.set(file.name, kept);
    file.ondata = (error, data, final) => {
      if (refusal) return;
      if (error) {
        refusal = "broken";
        return;
      }
      kept.size += data.length;
      if (kept.size > limit) {
        refusal = "tooLarge";
        file.terminate();
        return;
      }
      kept.chunks.push(data);
      kept.done = final;
    };
    file.start();
  });
  unzip.register(UnzipInflate);
  try {
    for (let at = 0; at < bytes.length && !refusal; at += SLICE_BYTES) {
      unzip.push(bytes.subarray(at, at + SLICE_BYTES), at + SLICE_BYTES >= bytes.length);
    }
  } catch {
    refusal ??= "broken";
  }
  if (refusal === "tooLarge") throw refuse.tooLarge();
  // A wanted file whose stream ended early is as damaged as one that failed to inflate.
  if (refusal === "broken" || [...files.values()].some((file) => !file.done)) throw refuse.broken();
  return new Map([...files].map(([name, { chunks, size }]) => [name, joined(chunks, size)]));
}

function joined(chunks: readonly Uint8Array[], size: number): Uint8Array {
  if (chunks.length === 1) return chunks[0]!;
  const all = new Uint8Array(size);
  let at = 0;
  for (const chunk of chunks) {
    all.set(chunk, at);
    at += chunk.length;
  }
  return all;
}
