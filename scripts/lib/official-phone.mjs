// So that nobody acts as another official, a join on the officials' phone page asks for the code
// mailed to the address, for a new official as for one on a phone they have not joined from. The
// browser tests and the benchmarks read it from the development mail page (DESIGN 4), as the official
// reads their mail.

/** The 6-digit code in the newest mail to `email` on the development mail page of `origin`. */
export async function mailedCode(origin, email) {
  const to = email.trim().toLowerCase();
  for (let i = 0; i < 40; i++) {
    const mails = await (await fetch(`${origin}/dev/mail.json`)).json();
    const code = mails.find((mail) => mail.to === to)?.subject.match(/(\d{6})$/)?.[1];
    if (code) return code;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`no code mailed to ${to}`);
}

/**
 * Step 2's "Aanmelden" with the details as the page holds them; when the join answers that a code
 * was mailed, the code from that mail. The code is in the newest mail once the answer has come: the
 * Worker mails before it answers.
 */
export async function submitJoin(page) {
  const email = await page.getByLabel("E-mailadres").inputValue();
  const answer = page.waitForResponse(
    (response) => new URL(response.url()).pathname === "/api/official/join" && response.request().method() === "POST",
  );
  await page.getByRole("button", { name: "Aanmelden", exact: true }).click();
  if ((await answer).status() !== 202) return;
  await page.getByLabel("Code uit de e-mail").fill(await mailedCode(new URL(page.url()).origin, email));
  await page.getByRole("button", { name: "Aanmelden met code" }).click();
}

/** Step 2 of the phone page (DESIGN 8) with an official's details, and the mailed code when asked. */
export async function joinOnPhone(page, { email, number, name }) {
  await page.getByLabel("E-mailadres").fill(email);
  await page.getByLabel("Bondsnummer").fill(number);
  await page.getByLabel("Naam").fill(name);
  await submitJoin(page);
}
