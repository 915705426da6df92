// The one Worker message the officials' phone page checks against itself (the QR code's key), apart
// from nl.ts: importing that object would load every message the Worker sends into the phone page,
// over DESIGN 11's budget. nl.ts gives it under messages.officials like every other message.
export const wrongKey =
  "Deze QR-code of link is niet (meer) geldig. Vraag de wedstrijdleiding om de nieuwe QR-code, of vul het wedstrijdnummer en de autorisatiecode in.";
