// A public answer is gzipped once for its many readers (edge-cache.ts). The staff's answers go as text:
// a client takes longer to unpack one than to read it plain on the way the budget is measured (bench:api,
// DESIGN 11), and on Cloudflare the edge compresses JSON on its way out.

/**
 * The runtime's own gzip: native code, several times faster than fflate's JavaScript on the thread
 * that also carries the staff's broadcasts (a 70 KB answer: well under a millisecond instead of about 10).
 */
export async function gzip(body: string): Promise<Uint8Array<ArrayBuffer>> {
  const stream = new Blob([body]).stream().pipeThrough(new CompressionStream("gzip"));
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

export const acceptsGzip = (acceptEncoding: string | undefined): boolean => /\bgzip\b/.test(acceptEncoding ?? "");
