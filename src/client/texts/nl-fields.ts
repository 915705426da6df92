// Field labels and the other words the management app and the officials' page both show, apart from
// nl.ts so the officials' page can use the same words without the management app's texts.
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
  arrivalOrder: "Volgorde van aankomst",
} as const;
