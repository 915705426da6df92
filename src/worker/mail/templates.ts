// The Dutch mails (DESIGN 4). Links are absolute, built from APP_URL.
export interface Mail {
  subject: string;
  text: string;
  html: string;
}

const escape = (s: string) =>
  s.replace(/[&<>"']/g, (ch) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[ch]!);

function mail(subject: string, greeting: string, lines: string[], link: { url: string; label: string }): Mail {
  const text = [greeting, "", ...lines, "", link.url, "", "Met sportieve groet,", "Zwemtijd"].join("\n");
  const html = `<p>${escape(greeting)}</p>${lines.map((l) => `<p>${escape(l)}</p>`).join("")}<p><a href="${escape(
    link.url,
  )}">${escape(link.label)}</a></p><p>Met sportieve groet,<br>Zwemtijd</p>`;
  return { subject, text, html };
}

export const resetLink = (appUrl: string, token: string) => `${appUrl}/password/reset/${encodeURIComponent(token)}`;

/** DESIGN 4: the welcome mail's link carries no secret and never expires; its page mails the link that does. */
export const activateLink = (appUrl: string, email: string) => `${appUrl}/activate?email=${encodeURIComponent(email)}`;

export function welcomeMail(appUrl: string, firstName: string, email: string): Mail {
  return mail(
    "Welkom bij Zwemtijd: activeer je account",
    `Hallo ${firstName},`,
    [
      `Er is een account voor je aangemaakt op Zwemtijd, het platform voor wedstrijden van je zwemvereniging. Je logt in met ${email}.`,
      "Open de link hieronder en vraag daar je activatielink aan. Je ontvangt dan een e-mail waarmee je een wachtwoord kiest.",
    ],
    { url: activateLink(appUrl, email), label: "Account activeren" },
  );
}

export function activationMail(appUrl: string, firstName: string, token: string): Mail {
  return mail(
    "Je activatielink voor Zwemtijd",
    `Hallo ${firstName},`,
    ["Je hebt een nieuwe activatielink aangevraagd. Kies via de link hieronder een wachtwoord. De link is 7 dagen geldig."],
    { url: resetLink(appUrl, token), label: "Account activeren" },
  );
}

export function resetMail(appUrl: string, firstName: string, token: string): Mail {
  return mail(
    "Wachtwoord opnieuw instellen",
    `Hallo ${firstName},`,
    [
      "Je hebt gevraagd om je wachtwoord opnieuw in te stellen. Dat kan via de link hieronder; de link is 1 uur geldig.",
      "Heb je dit niet zelf gevraagd? Dan kun je deze e-mail negeren.",
    ],
    { url: resetLink(appUrl, token), label: "Nieuw wachtwoord kiezen" },
  );
}
