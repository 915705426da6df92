// The Dutch mails (DESIGN 4). Links are absolute, built from APP_URL.
export interface Mail {
  subject: string;
  text: string;
  html: string;
}

const escape = (s: string) =>
  s.replace(/[&<>"']/g, (ch) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[ch]!);

function mail(subject: string, greeting: string, lines: string[], link?: { url: string; label: string }): Mail {
  const text = [greeting, "", ...lines, ...(link ? ["", link.url] : []), "", "Met sportieve groet,", "Zwemtijd"].join("\n");
  const linkHtml = link ? `<p><a href="${escape(link.url)}">${escape(link.label)}</a></p>` : "";
  const html = `<p>${escape(greeting)}</p>${lines.map((l) => `<p>${escape(l)}</p>`).join("")}${linkHtml}<p>Met sportieve groet,<br>Zwemtijd</p>`;
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

/** Issue 25: the page on which the account's owner confirms a new address, with their password. */
export const confirmEmailLink = (appUrl: string, token: string) => `${appUrl}/email/confirm/${encodeURIComponent(token)}`;

const loginLink = (appUrl: string) => ({ url: `${appUrl}/login`, label: "Naar Zwemtijd" });

export function confirmEmailMail(appUrl: string, firstName: string, newAddress: string, token: string): Mail {
  return mail(
    "Bevestig je nieuwe e-mailadres voor Zwemtijd",
    `Hallo ${firstName},`,
    [
      `Je e-mailadres voor Zwemtijd wordt gewijzigd in ${newAddress}. Dat gebeurt pas als je het bevestigt: open de link hieronder en vul je wachtwoord in. De link is 24 uur geldig.`,
      "Tot je bevestigt, log je in met je huidige e-mailadres. Heb je dit niet zelf gevraagd? Dan kun je deze e-mail negeren.",
    ],
    { url: confirmEmailLink(appUrl, token), label: "E-mailadres bevestigen" },
  );
}

export function emailChangeNoticeMail(appUrl: string, firstName: string, newAddress: string): Mail {
  return mail(
    "Je e-mailadres voor Zwemtijd wordt mogelijk gewijzigd",
    `Hallo ${firstName},`,
    [
      `Iemand heeft gevraagd om het e-mailadres van je account te wijzigen in ${newAddress}. Dat gebeurt pas als jij het bevestigt met de link die naar dat adres is gestuurd en je wachtwoord.`,
      "Heb je dit niet zelf gevraagd? Dan blijft je account op dit adres en log je hiermee in zoals altijd. Laat het je verenigingsbeheerder weten.",
    ],
    loginLink(appUrl),
  );
}

/** Issue 25: a team member added with this address, which has an account; the adder is told nothing. */
export function existingAccountMail(appUrl: string, firstName: string): Mail {
  return mail(
    "Iemand wilde een account voor je maken op Zwemtijd",
    `Hallo ${firstName},`,
    [
      "Iemand heeft geprobeerd een nieuw account op Zwemtijd te maken met jouw e-mailadres. Omdat je al een account hebt, is er niets gewijzigd.",
      "Je logt in zoals altijd. Ben je je wachtwoord kwijt? Kies dan op de inlogpagina 'Wachtwoord vergeten?'.",
    ],
    loginLink(appUrl),
  );
}

/** Issue 25: the code an official types on a phone they have not joined from before. No link: the phone asks for it. */
export function officialCodeMail(name: string, code: string): Mail {
  return mail(`Je code voor Zwemtijd: ${code}`, `Hallo ${name},`, [
    `Je code om je op deze telefoon aan te melden als official: ${code}`,
    "Vul de code in op de telefoon waarop je je aanmeldt. De code is 15 minuten geldig.",
    "Heb je je niet zelf aangemeld? Dan probeert iemand anders zich als jou aan te melden. Geef de code aan niemand en laat het de wedstrijdleiding weten.",
  ]);
}
