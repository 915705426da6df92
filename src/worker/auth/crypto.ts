// Passwords and one-time secrets (DESIGN 3). Workers cap PBKDF2 at 100,000 iterations.
const ITERATIONS = 100_000;
const encoder = new TextEncoder();

const toB64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes));
const fromB64 = (text: string) => Uint8Array.from(atob(text), (ch) => ch.charCodeAt(0));
const toHex = (bytes: ArrayBuffer) => [...new Uint8Array(bytes)].map((b) => b.toString(16).padStart(2, "0")).join("");

async function pbkdf2(password: string, salt: Uint8Array<ArrayBuffer>, iterations: number): Promise<Uint8Array> {
  const key = await crypto.subtle.importKey("raw", encoder.encode(password), "PBKDF2", false, ["deriveBits"]);
  const bits = await crypto.subtle.deriveBits({ name: "PBKDF2", hash: "SHA-256", salt, iterations }, key, 256);
  return new Uint8Array(bits);
}

/** Stored as `pbkdf2$iterations$salt$hash` so the iteration count can rise without a migration. */
export async function hashPassword(password: string): Promise<string> {
  const salt = crypto.getRandomValues(new Uint8Array(16));
  return `pbkdf2$${ITERATIONS}$${toB64(salt)}$${toB64(await pbkdf2(password, salt, ITERATIONS))}`;
}

export async function verifyPassword(password: string, stored: string | null): Promise<boolean> {
  const [scheme, iterations, salt, hash] = (stored ?? "").split("$");
  if (scheme !== "pbkdf2" || !salt || !hash) {
    // Same work for unknown users and unactivated accounts, so timing does not reveal which exist.
    await pbkdf2(password, new Uint8Array(16), ITERATIONS);
    return false;
  }
  // Both sides are derived keys of fixed length: comparing them leaks nothing about the password.
  const actual = await pbkdf2(password, fromB64(salt), Number(iterations));
  const expected = fromB64(hash);
  return actual.length === expected.length && actual.every((byte, i) => byte === expected[i]);
}

/** A random secret for a cookie, link or code: 32 bytes, URL-safe. */
export function randomToken(bytes = 32): string {
  return toB64(crypto.getRandomValues(new Uint8Array(bytes)))
    .replace(/\+/g, "-")
    .replace(/\//g, "_")
    .replace(/=+$/, "");
}

/** Only hashes of secrets are stored, so a copy of the database opens no session. */
export async function sha256(text: string): Promise<string> {
  return toHex(await crypto.subtle.digest("SHA-256", encoder.encode(text)));
}

export function randomDigits(length: number): string {
  const values = crypto.getRandomValues(new Uint32Array(length));
  return [...values].map((n) => String(n % 10)).join("");
}
