import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import CssBaseline from "@mui/material/CssBaseline";
import { ThemeProvider } from "@mui/material/styles";
import { theme } from "../theme";
import { OfficialApp } from "./OfficialApp";
import { registerOfficialWorker } from "./officialUpdate";
import { takeJoinKey, writeSession } from "./session";
import { VersionGate } from "./VersionGate";

// DESIGN 8: a scanned QR code opens its meet, even over a join this phone kept; its key leaves the
// address before anything renders.
if (takeJoinKey(localStorage, new URL(location.href), history)) writeSession(localStorage, null);
// DESIGN 8f: the page opens without a connection, and the browser keeps what it stores.
registerOfficialWorker();
void navigator.storage?.persist?.();

createRoot(document.getElementById("root")!).render(
  <StrictMode>
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <VersionGate>
        <OfficialApp />
      </VersionGate>
    </ThemeProvider>
  </StrictMode>,
);
