import { beforeAll, describe, expect, it } from "vitest";
import { loadTexts } from "../../i18n/texts";
import { lockoutText } from "./lockoutText";

beforeAll(() => loadTexts("nl", ["common", "labels", "staff"]));

describe("a lockout as an administrator reads it", () => {
  it("names the account, the address or the meet of each kind of limit", () => {
    expect(lockoutText("login:addr:jan@example.nl:ip:192.0.2.1")).toBe("Inloggen als jan@example.nl vanaf 192.0.2.1");
    expect(lockoutText("login:addr:jan@example.nl")).toBe("Inloggen als jan@example.nl");
    expect(lockoutText("login:ip:2001:db8::1")).toBe("Inloggen vanaf 2001:db8::1");
    expect(lockoutText("official:ip:192.0.2.9")).toBe("Wedstrijdcode vanaf 192.0.2.9");
    expect(lockoutText("official:meet:12345")).toBe("Wedstrijdcode van wedstrijd 12345");
    expect(lockoutText("official:meet:12345:ip:192.0.2.9")).toBe("Wedstrijdcode van wedstrijd 12345 vanaf 192.0.2.9");
    expect(lockoutText("official:key:192.0.2.9")).toBe("QR-codes vanaf 192.0.2.9");
    expect(lockoutText("reset:addr:jan@example.nl")).toBe("Links per e-mail voor jan@example.nl");
    expect(lockoutText("reset:addr:jan@example.nl:ip:2001:db8::5")).toBe("Links per e-mail voor jan@example.nl vanaf 2001:db8::5");
    expect(lockoutText("activation:ip:192.0.2.3")).toBe("Links per e-mail vanaf 192.0.2.3");
    expect(lockoutText("invite:addr:jan@example.nl")).toBe("Uitnodigingen voor jan@example.nl");
    expect(lockoutText("link:ip:192.0.2.4")).toBe("Koppelcodes vanaf 192.0.2.4");
    expect(lockoutText("official:mail:addr:piet@example.nl:ip:127.0.0.1")).toBe(
      "Codes per e-mail aan official piet@example.nl vanaf 127.0.0.1",
    );
    expect(lockoutText("official:mail:addr:piet@example.nl")).toBe("Codes per e-mail aan official piet@example.nl");
    expect(lockoutText("official:mail:ip:192.0.2.9")).toBe("Codes per e-mail aan officials vanaf 192.0.2.9");
    expect(lockoutText("official:code:addr:piet@example.nl:ip:192.0.2.9")).toBe(
      "E-mailcodes ingetypt voor official piet@example.nl vanaf 192.0.2.9",
    );
    expect(lockoutText("official:code:addr:piet@example.nl")).toBe("E-mailcodes ingetypt voor official piet@example.nl");
    expect(lockoutText("iets:anders")).toBe("iets:anders");
  });

  it("speaks the page's language", async () => {
    await loadTexts("en", ["common", "labels", "staff"]);
    expect(lockoutText("official:meet:12345:ip:192.0.2.9")).toBe("Meet code of meet 12345 from 192.0.2.9");
    await loadTexts("nl", ["common", "labels", "staff"]);
  });
});
