// Field labels, apart from nl.ts so the officials' page can use the same words without the
// management app's texts.
export const nlFields = {
  username: "Gebruikersnaam",
  firstName: "Voornaam",
  lastName: "Achternaam",
  name: "Naam",
  email: "E-mailadres",
  clubNumber: "Verenigingsnummer",
  city: "Plaats",
  license: "Licentie",
  linkCode: "Koppelcode",
  officialNumber: "Bondsnummer",
  meetNumber: "Wedstrijdnummer",
  authCode: "Authorisatiecode",
  date: "Datum",
  club: "Vereniging",
} as const;
