// What a rate-limit key (worker/auth/rate-limit.ts) locks, as an administrator reads it.
import { t } from "../../i18n/texts";

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
    return address === null
      ? t("staff.officials.lockouts.login", { account })
      : t("staff.officials.lockouts.loginFrom", { account, address });
  }
  if (scope === "login" && kind === "ip") return t("staff.officials.lockouts.loginAddress", { address: value });
  if (scope === "official" && kind === "ip") return t("staff.officials.lockouts.code", { address: value });
  if (scope === "official" && kind === "key") return t("staff.officials.lockouts.qrKey", { address: value });
  // An official's mailed codes (worker/auth/official-proof.ts): the mails sent, and the codes typed.
  if (scope === "official" && (kind === "mail" || kind === "code")) {
    const [per, ...of] = rest;
    const [account, address] = fromAddress(of.join(":"));
    if (per === "ip") return t("staff.officials.lockouts.mailCodeAddress", { address: account });
    if (kind === "mail")
      return address === null
        ? t("staff.officials.lockouts.mailCode", { account })
        : t("staff.officials.lockouts.mailCodeFrom", { account, address });
    return address === null
      ? t("staff.officials.lockouts.typedCode", { account })
      : t("staff.officials.lockouts.typedCodeFrom", { account, address });
  }
  if (scope === "official" && kind === "meet") {
    const [meet, address] = fromAddress(value);
    return address === null
      ? t("staff.officials.lockouts.codeMeet", { meet })
      : t("staff.officials.lockouts.codeMeetFrom", { meet, address });
  }
  if ((scope === "reset" || scope === "activation") && kind === "addr") {
    const [account, address] = fromAddress(value);
    return address === null
      ? t("staff.officials.lockouts.link", { account })
      : t("staff.officials.lockouts.linkFrom", { account, address });
  }
  if ((scope === "reset" || scope === "activation") && kind === "ip") return t("staff.officials.lockouts.linkAddress", { address: value });
  if (scope === "invite" && kind === "addr") return t("staff.officials.lockouts.invite", { account: value });
  if (scope === "link" && kind === "ip") return t("staff.officials.lockouts.linkCode", { address: value });
  return key;
}
