import { describe, expect, it } from "vitest";
import * as v from "valibot";
import "./i18n/server-texts";
import { courseLabel, genderLabel, heatDistance, heatRace, heatTitle, licenseLabel, strokeLabel } from "./labels";
import { heatStatusLook } from "./heat-rules";
import { fieldErrors, fileTooLarge, officialSchema, passwordSchema } from "./schemas";
import { officialCodeSchema } from "./official";

describe("how a heat is named", () => {
  it("gives a relay's distance per leg, an individual race's whole", () => {
    expect(heatDistance({ distance: 100 })).toBe("100 m");
    expect(heatDistance({ distance: 50, relaycount: 4 })).toBe("4 × 50 m");
    expect(heatDistance({ distance: 200, relaycount: 1 })).toBe("200 m");
  });

  it("says the race in Dutch: distance, stroke, gender", () => {
    expect(heatRace({ distance: 50, relaycount: 4, stroke: "FREE", gender: "X" })).toBe("4 × 50 m Vrije slag, Gemengd");
    expect(heatTitle({ event_number: 7, round: "F", heat_number: 2 })).toBe("Programma 7F, serie 2");
    expect(courseLabel(null)).toBe("onbekend");
    expect(courseLabel("LCM")).toBe("Langebaan (50 m)");
    expect(licenseLabel("knzb")).toBe("KNZB Mantelovereenkomst");
  });

  it("says the same in English when asked (DESIGN 12)", () => {
    expect(heatRace({ distance: 50, relaycount: 4, stroke: "FREE", gender: "X" }, "en")).toBe("4 × 50 m Freestyle, Mixed");
    expect(heatTitle({ event_number: 7, round: "F", heat_number: 2 }, "en")).toBe("Event 7F, heat 2");
    expect(heatTitle({ event_number: 1000, heat_number: 12 }, "en")).toBe("Event 1000, heat 12");
    expect(strokeLabel("back", "en")).toBe("Backstroke");
    expect(strokeLabel("UNKNOWN", "en")).toBe("UNKNOWN");
    expect(genderLabel("F", "en")).toBe("Women");
    expect(courseLabel("SCM", "en")).toBe("Short course (25 m)");
    expect(courseLabel(undefined, "en")).toBe("unknown");
    expect(licenseLabel("beta", "en")).toBe("Beta programme");
    expect(heatStatusLook(0, true, "en")?.label).toBe("Ready to start");
    expect(heatStatusLook(9, false, "en")?.label).toBe("There are disqualifications");
  });
});

describe("validation messages (DESIGN 12)", () => {
  const errors = (schema: v.GenericSchema, input: unknown, lang?: string) => {
    const result = v.safeParse(schema, input, lang ? { lang } : undefined);
    return result.success ? {} : fieldErrors(result.issues);
  };
  const official = { email: "nope", name: "", external_id: "12" };

  it("are Dutch without a language, as the server's default", () => {
    expect(errors(officialSchema, official)).toEqual({
      email: "Geen geldig e-mailadres",
      name: "Naam is verplicht",
      external_id: "Bondsnummer bestaat uit 7 tekens",
    });
    expect(errors(officialCodeSchema, { email_code: "12" })).toEqual({ email_code: "De code bestaat uit 6 cijfers" });
  });

  it("follow the parse's language", () => {
    expect(errors(officialSchema, official, "en")).toEqual({
      email: "Not a valid e-mail address",
      name: "Name is required",
      external_id: "Federation number has 7 characters",
    });
    expect(errors(officialSchema, official, "nl").name).toBe("Naam is verplicht");
    expect(errors(officialSchema, official, "de")).toEqual({
      email: "Keine gültige E-Mail-Adresse",
      name: "Name ist erforderlich",
      external_id: "Die Verbandsnummer hat 7 Zeichen",
    });
    expect(errors(officialSchema, official, "fr").name).toBe("Le nom est obligatoire");
    expect(errors(officialCodeSchema, { email_code: "12" }, "en")).toEqual({ email_code: "The code has 6 digits" });
    const password = v.safeParse(passwordSchema, "abc", { lang: "en" });
    expect(password.success ? [] : password.issues.map((issue) => issue.message)).toEqual([
      "Use 8 or more characters",
      "Use at least 1 capital letter",
      "Use at least 1 digit",
      "Use at least 1 special character",
    ]);
    expect(fileTooLarge("en")).toBe("Import file must be smaller than 2 MB");
    expect(fileTooLarge()).toBe("Importbestand moet kleiner zijn dan 2 MB");
  });

  it("take a language they do not know as none", () => {
    expect(errors(officialSchema, official, "pl").name).toBe("Naam is verplicht");
  });
});
