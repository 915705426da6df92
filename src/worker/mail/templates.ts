// The mails (DESIGN 4), from the `mail` catalogue in the recipient's language (DESIGN 12). Links are
// absolute, built from APP_URL.
import type { Language } from "../../shared/i18n/languages";
import { serverText, type ServerMessageId } from "../../shared/i18n/server-texts";
import type { MessageValues } from "../../shared/i18n/catalogue";

export interface Mail {
  subject: string;
  text: string;
  html: string;
}

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (ch) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[ch]!);

/** The product's name signs every mail; a name, the same in every language. */
const SENDER = "Zwemtijd";

type MailId = Extract<ServerMessageId, `mail.${string}`>;
type Line = MailId | [MailId, MessageValues];

function mail(language: Language, subject: Line, name: string, lines: Line[], link?: { url: string; label: MailId }): Mail {
  const say = (line: Line) => (typeof line === "string" ? serverText(language, line) : serverText(language, ...line));
  const greeting = serverText(language, "mail.common.greeting", { name });
  const regards = serverText(language, "mail.common.regards");
  const body = lines.map(say);
  const label = link && serverText(language, link.label);
  const text = [greeting, "", ...body, ...(link ? ["", link.url] : []), "", regards, SENDER].join("\n");
  const linkHtml = link ? `<p><a href="${escapeHtml(link.url)}">${escapeHtml(label!)}</a></p>` : "";
  const html =
    `<p>${escapeHtml(greeting)}</p>${body.map((l) => `<p>${escapeHtml(l)}</p>`).join("")}` +
    `${linkHtml}<p>${escapeHtml(regards)}<br>${SENDER}</p>`;
  return { subject: say(subject), text, html };
}

export const resetLink = (appUrl: string, token: string) => `${appUrl}/password/reset/${encodeURIComponent(token)}`;

/** DESIGN 4: the welcome mail's link carries no secret and never expires; its page mails the link that does. */
export const activateLink = (appUrl: string, email: string) => `${appUrl}/activate?email=${encodeURIComponent(email)}`;

export function welcomeMail(language: Language, appUrl: string, firstName: string, email: string): Mail {
  return mail(language, "mail.welcome.subject", firstName, [["mail.welcome.created", { email }], "mail.welcome.next"], {
    url: activateLink(appUrl, email),
    label: "mail.welcome.link",
  });
}

export function activationMail(language: Language, appUrl: string, firstName: string, token: string): Mail {
  return mail(language, "mail.activation.subject", firstName, ["mail.activation.body"], {
    url: resetLink(appUrl, token),
    label: "mail.activation.link",
  });
}

export function resetMail(language: Language, appUrl: string, firstName: string, token: string): Mail {
  return mail(language, "mail.reset.subject", firstName, ["mail.reset.body", "mail.reset.notYou"], {
    url: resetLink(appUrl, token),
    label: "mail.reset.link",
  });
}

/**
 * The page on which the account's owner confirms a new address with their password, so nobody takes over
 * an account by changing its address.
 */
export const confirmEmailLink = (appUrl: string, token: string) => `${appUrl}/email/confirm/${encodeURIComponent(token)}`;

const loginLink = (appUrl: string) => ({ url: `${appUrl}/login`, label: "mail.common.toApp" as const });

export function confirmEmailMail(language: Language, appUrl: string, firstName: string, newAddress: string, token: string): Mail {
  return mail(
    language,
    "mail.confirmEmail.subject",
    firstName,
    [["mail.confirmEmail.body", { address: newAddress }], "mail.confirmEmail.until"],
    {
      url: confirmEmailLink(appUrl, token),
      label: "mail.confirmEmail.link",
    },
  );
}

export function emailChangeNoticeMail(language: Language, appUrl: string, firstName: string, newAddress: string): Mail {
  return mail(
    language,
    "mail.emailChangeNotice.subject",
    firstName,
    [["mail.emailChangeNotice.body", { address: newAddress }], "mail.emailChangeNotice.notYou"],
    loginLink(appUrl),
  );
}

/**
 * The code an official types on a phone they have not joined from before, proving the mailbox is theirs.
 * No link: the phone asks for it.
 */
export function officialCodeMail(language: Language, name: string, code: string): Mail {
  return mail(language, ["mail.officialCode.subject", { code }], name, [
    ["mail.officialCode.code", { code }],
    "mail.officialCode.enter",
    "mail.officialCode.notYou",
  ]);
}
