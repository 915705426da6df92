// The live modules' texts (src/client/live), apart from nl.ts so the officials' page, which uses the
// same race clock and connection banner, does not load the management app's texts.
export const nlLive = {
  clock: "Wedstrijdklok",
  disconnected: "Verbinding verbroken — opnieuw verbinden…",
  gone: "Deze wedstrijd is verwijderd. De gegevens op deze pagina zijn niet meer actueel.",
  unauthorized: "Je sessie is verlopen. Log opnieuw in om de wedstrijd live te volgen.",
  login: "Opnieuw inloggen",
  forbidden: "Je hebt geen toegang tot deze wedstrijd. De gegevens op deze pagina worden niet bijgewerkt.",
  // Read out by screen readers as the active heat changes (src/client/live/announcements.ts).
  heatStatus: (heat: string, status: string | null) => (status ? `${heat}: ${status}` : heat),
  result: (lane: string, result: string) => `Baan ${lane}: ${result}`,
  // Issue 26: beside the status wherever a heat shows, so 'Uitslag definitief' (status 5) is not
  // taken for the referee's settlement.
  settled: "Vastgesteld",
  // SPEC 4 gives status 10 a colour and no words; a screen reader still needs some.
  unlabelledStatus: (status: number) => `Status ${status}`,
} as const;
