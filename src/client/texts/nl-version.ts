// SPEC 2's version and maintenance texts, apart from nl.ts so the officials' phone page, which checks
// the version too, loads only these.
export const nlVersion = {
  maintenanceTitle: "We zijn bezig met onderhoud",
  maintenanceText: "Het platform kan op dit moment niet worden gebruikt. Probeer het later nog eens.",
  outdatedTitle: "Update naar nieuwe versie",
  outdatedText:
    "Je gebruikt een oude versie van het platform die niet meer wordt ondersteund. Waarschijnlijk komt dit doordat je browser een oude versie heeft bewaard (caching).",
  currentVersion: "Huidige versie",
  requiredVersion: "Vereiste versie",
  outdatedAction: "Herlaad de pagina of probeer het later nog eens.",
  refresh: "Refresh pagina",
} as const;
