import { env } from "cloudflare:workers";
import { call, type Caller } from "./helpers";

export function fixture(name: string): Uint8Array {
  const b64 = env.FIXTURES?.[name];
  if (!b64) throw new Error(`fixture ${name} missing`);
  return Uint8Array.from(atob(b64), (ch) => ch.charCodeAt(0));
}

export function upload(path: string, as: Caller | undefined, file: { bytes: Uint8Array | string; name: string }, fields: Record<string, string> = {}) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.set(key, value);
  form.set("file", new File([file.bytes as BlobPart], file.name));
  return call("POST", path, { as, raw: form });
}

export const importLxf = (as: Caller | undefined, name = "lenex/inschrijving-minioren-competitie.lxf", fields: Record<string, string> = {}) =>
  upload("/api/meets/lxf", as, { bytes: fixture(name), name: name.split("/").pop()! }, fields);

export async function storedState() {
  const meets = (await env.DB.prepare("select count(*) as n from meets").first<number>("n"))!;
  const importsCount = (await env.DB.prepare("select count(*) as n from imports").first<number>("n"))!;
  const files = (await env.FILES.list({ prefix: "meets/" })).objects.length;
  return { meets, imports: importsCount, files };
}
