import { useSearchParams } from "react-router-dom";
import { api } from "../../api";
import { nl } from "../../texts/nl";
import { MailLinkRequest } from "./MailLinkRequest";

/**
 * SPEC 4: form, then sent. Links here carry ?email=; the mailed link leads to the reset page, where
 * the new user sets a password. The address stays editable for a link without it.
 */
export function ActivatePage() {
  const [search] = useSearchParams();
  return (
    <MailLinkRequest
      texts={nl.activate}
      failure={nl.errors.activation}
      initialEmail={search.get("email") ?? ""}
      request={(body) => api.session.activation(body)}
    />
  );
}
