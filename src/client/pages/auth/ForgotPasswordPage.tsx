import { api } from "../../api";
import { nl } from "../../texts/nl";
import { MailLinkRequest } from "./MailLinkRequest";

/** SPEC 4: form, then success. */
export function ForgotPasswordPage() {
  return <MailLinkRequest texts={nl.forgot} failure={nl.errors.forgot} request={(body) => api.session.forgot(body)} />;
}
