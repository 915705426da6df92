import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import CssBaseline from "@mui/material/CssBaseline";
import { ThemeProvider } from "@mui/material/styles";
import { browserLanguages, browserStorage, openingLanguage } from "../i18n/choice";
import { loadTexts, useLanguage } from "../i18n/texts";
import { theme } from "../theme";
import { OfficialApp } from "./OfficialApp";
import { registerOfficialWorker } from "./officialUpdate";
import { takeJoinKey, writeSession } from "./join/session";
import { VersionGate } from "./VersionGate";

// DESIGN 8: a scanned QR code opens its meet, even over a join this phone kept; its key leaves the
// address before anything renders.
if (takeJoinKey(localStorage, new URL(location.href), history)) writeSession(localStorage, null);
// DESIGN 8f: the page opens without a connection, and the browser keeps what it stores.
registerOfficialWorker();
void navigator.storage?.persist?.();

/** A new language renders the page afresh, so no text of the last one stays behind in a kept state. */
function Root() {
  const language = useLanguage();
  return (
    <StrictMode>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        <VersionGate>
          <OfficialApp key={language} />
        </VersionGate>
      </ThemeProvider>
    </StrictMode>
  );
}

// DESIGN 12: the page's catalogues in one language before anything renders (the service worker keeps
// every language's, so a switch works offline too).
void loadTexts(openingLanguage(browserStorage(), browserLanguages()), ["common", "labels", "official"]).then(() =>
  createRoot(document.getElementById("root")!).render(<Root />),
);
