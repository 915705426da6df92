import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { RouterProvider } from "react-router-dom";
import CssBaseline from "@mui/material/CssBaseline";
import { ThemeProvider } from "@mui/material/styles";
import { router } from "./router";
import { paths } from "./paths";
import { theme } from "./theme";
import { loadTexts, useLanguage } from "./i18n/texts";
import { browserLanguages, browserStorage, openingLanguage } from "./i18n/choice";

/** A new language renders the app afresh, so no text of the last one stays behind in a kept state. */
function App() {
  const language = useLanguage();
  return (
    <StrictMode key={language}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        <RouterProvider router={router} />
      </ThemeProvider>
    </StrictMode>
  );
}

// DESIGN 12: the catalogues in one language before anything renders; a spectator's public page (its
// route brings its own) does not fetch the management app's.
const spectator = location.pathname.startsWith(paths.publicLive(""));
void loadTexts(
  openingLanguage(browserStorage(), browserLanguages()),
  spectator ? ["common", "labels"] : ["common", "labels", "staff", "meet"],
).then(() => createRoot(document.getElementById("root")!).render(<App />));
