import type { Plugin } from "vite";

// DESIGN 11: the officials' page has 150 KB. Our theme (src/client/theme.ts) uses no CSS variables and
// no colour schemes, so MUI takes its plain path at run time; yet `createTheme` and `ThemeProvider`
// import the CSS-variables machinery beside it (createThemeWithVars, CssVarsProvider, the colour
// scheme script), 7 KB gzip that no page ever runs. The build gives both modules without that branch.
// A theme that asks for CSS variables fails loudly rather than quietly losing them, and an MUI whose
// modules moved fails the build, so the saving is never lost unseen.
const REPLACED: Record<string, string> = {
  "styles/createTheme.mjs": `
import createThemeNoVars from "./createThemeNoVars.mjs";
export default function createTheme(options = {}, ...args) {
  if (options.cssVariables || "colorSchemes" in options)
    throw new Error("The theme asks for CSS variables: take scripts/mui-without-css-variables.ts out of vite.config.ts.");
  return createThemeNoVars(options, ...args);
}
`,
  "styles/ThemeProvider.mjs": `
"use client";
import * as React from "react";
import ThemeProviderNoVars from "./ThemeProviderNoVars.mjs";
import THEME_ID from "./identifier.mjs";
import { jsx as _jsx } from "react/jsx-runtime";
export default function ThemeProvider({ theme, ...props }) {
  const noVarsTheme = React.useMemo(() => {
    if (typeof theme === "function") return theme;
    const muiTheme = THEME_ID in theme ? theme[THEME_ID] : theme;
    if ("colorSchemes" in muiTheme)
      throw new Error("The theme has colour schemes: take scripts/mui-without-css-variables.ts out of vite.config.ts.");
    return "vars" in muiTheme ? theme : { ...theme, vars: null };
  }, [theme]);
  return _jsx(ThemeProviderNoVars, { theme: noVarsTheme, ...props });
}
`,
};

const replacedModule = (id: string) => Object.keys(REPLACED).find((file) => id.replaceAll("\\", "/").endsWith(`/@mui/material/${file}`));

export function muiWithoutCssVariables(): Plugin {
  const seen = new Set<string>();
  return {
    name: "mui-without-css-variables",
    apply: "build",
    applyToEnvironment: (environment) => environment.name === "client",
    load(id) {
      const file = replacedModule(id);
      if (!file) return null;
      seen.add(file);
      return REPLACED[file];
    },
    buildEnd(error) {
      const missing = Object.keys(REPLACED).filter((file) => !seen.has(file));
      if (!error && missing.length > 0)
        this.error(
          `@mui/material has no ${missing.join(" or ")} any more: check scripts/mui-without-css-variables.ts against the new MUI.`,
        );
    },
  };
}
