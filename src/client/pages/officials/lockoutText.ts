// What a rate-limit key (worker/auth/rate-limit.ts) locks, as an administrator reads it.
import { nl } from "../../texts/nl";

const t = nl.officials.lockouts;

/** A key's value and, for a limit per account and address, the address after ':ip:'. */
function fromAddress(value: string): [string, string | null] {
  const at = value.indexOf(":ip:");
  return at >= 0 ? [value.slice(0, at), value.slice(at + 4)] : [value, null];
}

export function lockoutText(key: string): string {
  const [scope, kind, ...rest] = key.split(":");
  const value = rest.join(":");
  if (scope === "login" && kind === "addr") {
    const [account, address] = fromAddress(value);
    return address === null ? t.login(account) : t.loginFrom(account, address);
  }
  if (scope === "login" && kind === "ip") return t.loginAddress(value);
  if (scope === "official" && kind === "ip") return t.code(value);
  if (scope === "official" && kind === "key") return t.qrKey(value);
  if (scope === "official" && kind === "meet") {
    const [meet, address] = fromAddress(value);
    return address === null ? t.codeMeet(meet) : t.codeMeetFrom(meet, address);
  }
  if ((scope === "reset" || scope === "activation") && kind === "addr") {
    const [account, address] = fromAddress(value);
    return address === null ? t.link(account) : t.linkFrom(account, address);
  }
  if ((scope === "reset" || scope === "activation") && kind === "ip") return t.linkAddress(value);
  if (scope === "invite" && kind === "addr") return t.invite(value);
  if (scope === "link" && kind === "ip") return t.linkCode(value);
  return key;
}
