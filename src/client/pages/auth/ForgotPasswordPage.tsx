import { api } from "../../api";
import { t } from "../../i18n/texts";
import { MailLinkRequest } from "./MailLinkRequest";
import { forgotTexts } from "./mailLinkTexts";

/** SPEC 4: form, then success. */
export function ForgotPasswordPage() {
  return <MailLinkRequest texts={forgotTexts()} failure={t("staff.errors.forgot")} request={(body) => api.session.forgot(body)} />;
}
