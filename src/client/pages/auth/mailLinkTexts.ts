// The words of SPEC 4's two mailed-link requests, in the page's language: built when a page renders,
// never at import, so a switch of language reaches them.
import { t } from "../../i18n/texts";
import type { MailLinkTexts } from "./MailLinkRequest";

/** The forgotten-password request. */
export const forgotTexts = (): MailLinkTexts => ({
  title: t("staff.forgot.title"),
  intro: t("staff.forgot.intro"),
  submit: t("staff.forgot.submit"),
  sentTitle: t("staff.forgot.sentTitle"),
  sentText: () => t("staff.forgot.sentText"),
});

/** The activation request; with the address the welcome mail's link named, the intro names it. */
export const activateTexts = (email = ""): MailLinkTexts => ({
  title: t("staff.activate.title"),
  intro: email ? t("staff.activate.introFor", { email }) : t("staff.activate.intro"),
  submit: t("staff.activate.submit"),
  sentTitle: t("staff.activate.sentTitle"),
  sentText: (to) => t("staff.activate.sentText", { email: to }),
});

/** In place of a spent link: a new link of its kind, headed as the spent link's page. */
export function spentLinkTexts(kind: "activation" | "reset"): MailLinkTexts {
  const spent = kind === "activation" ? "spentActivation" : "spentReset";
  return {
    ...(kind === "activation" ? activateTexts() : forgotTexts()),
    title: t(`staff.reset.${spent}.title`),
    intro: t(`staff.reset.${spent}.intro`),
    submit: t(`staff.reset.${spent}.submit`),
  };
}
