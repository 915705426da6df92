import { useSearchParams } from "react-router-dom";
import { api } from "../../api";
import { t } from "../../i18n/texts";
import { MailLinkRequest } from "./MailLinkRequest";
import { activateTexts } from "./mailLinkTexts";

/**
 * SPEC 4: form, then sent. The welcome mail's link carries ?email= (DESIGN 4), and the page names that
 * address; anyone can write such a link, so it names nothing the address does not already say. The
 * mailed link leads to the reset page, where the new user sets a password. The address stays
 * editable for a link without it.
 */
export function ActivatePage() {
  const [search] = useSearchParams();
  const email = search.get("email")?.trim() ?? "";
  return (
    <MailLinkRequest
      texts={activateTexts(email)}
      failure={t("staff.errors.activation")}
      initialEmail={email}
      request={(body) => api.session.activation(body)}
    />
  );
}
