// What a rate-limit key (worker/auth/rate-limit.ts) locks, as an administrator reads it.
import { nl } from "../../texts/nl";

const t = nl.officials.lockouts;

export function lockoutText(key: string): string {
  const [scope, kind, ...rest] = key.split(":");
  const value = rest.join(":");
  if (scope === "login" && kind === "addr") {
    const at = value.indexOf(":ip:");
    return at >= 0 ? t.loginFrom(value.slice(0, at), value.slice(at + 4)) : t.login(value);
  }
  if (scope === "login" && kind === "ip") return t.loginAddress(value);
  if (scope === "official" && kind === "ip") return t.code(value);
  if (scope === "official" && kind === "key") return t.qrKey(value);
  if (scope === "official" && kind === "meet") {
    const at = value.indexOf(":ip:");
    return at >= 0 ? t.codeMeetFrom(value.slice(0, at), value.slice(at + 4)) : t.codeMeet(value);
  }
  if ((scope === "reset" || scope === "activation") && kind === "addr") return t.link(value);
  if ((scope === "reset" || scope === "activation") && kind === "ip") return t.linkAddress(value);
  if (scope === "invite" && kind === "addr") return t.invite(value);
  if (scope === "link" && kind === "ip") return t.linkCode(value);
  return key;
}
