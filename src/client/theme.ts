import { createTheme } from "@mui/material/styles";
import "@fontsource/roboto/latin-300.css";
import "@fontsource/roboto/latin-400.css";
import "@fontsource/roboto/latin-500.css";
import "@fontsource/roboto/latin-700.css";
import "@fontsource/material-icons/latin-400.css";

/** SPEC 1 and 9: the brand's primary and accent colours, as the logo and the login page's backdrop show them. */
export const brand = { primary: "#0C94D1", accent: "#FF3D12" } as const;

// WCAG 2.1 AA: text and icons that mean something need 4.5:1 against white and the page's grey,
// the edges of controls 3:1. The brand blue has 3.4:1 on white and the accent 3.54:1, so whatever
// carries words (buttons, links, chips, bars, the active heat's mark) takes the same hues at 80 %
// of their light: blue 5.05:1 on white and 4.65:1 on the page, the accent 5.23:1 and 4.82:1. MUI's
// warning orange (3.1:1) and info blue (3.9:1) get darker shades for the same reason.
const shade = { primary: "#0A76A7", accent: "#CC310E", warning: "#B25000" } as const;
const page = "#f3f6f9";

/** A focused control's ring: 3 px of the primary shade, 5:1 against white and the page. */
export const focusRing = { outline: `3px solid ${shade.primary}`, outlineOffset: 2 } as const;

/**
 * The fontsource package only declares the @font-face; the ligature rules that turn an icon's name
 * into its glyph come from Google's `.material-icons` class, which we do not load. MUI's Icon gets
 * them from the theme, the phone page's FontIcon (components/Tag.tsx) from here.
 */
export const iconFont = {
  fontFamily: '"Material Icons"',
  fontWeight: "normal",
  fontStyle: "normal",
  lineHeight: 1,
  letterSpacing: "normal",
  textTransform: "none",
  whiteSpace: "nowrap",
  wordWrap: "normal",
  direction: "ltr",
  fontFeatureSettings: '"liga"',
  WebkitFontSmoothing: "antialiased",
} as const;

export const theme = createTheme({
  palette: {
    mode: "light",
    primary: { main: shade.primary },
    secondary: { main: shade.accent },
    warning: { main: shade.warning },
    info: { main: shade.primary },
    background: { default: page },
    // White or dark text on a coloured surface is chosen for 4.5:1, not MUI's default 3:1.
    contrastThreshold: 4.5,
  },
  typography: { fontFamily: 'Roboto, "Helvetica Neue", Arial, sans-serif' },
  components: {
    MuiCssBaseline: {
      styleOverrides: {
        // Whoever asks their system for less motion gets none: every transition and animation ends at
        // once (dialogs and sheets appear, spinners stand still). Nothing essential moves.
        "@media (prefers-reduced-motion: reduce)": {
          "*, *::before, *::after": {
            animationDuration: "0.01ms !important",
            animationIterationCount: "1 !important",
            transitionDuration: "0.01ms !important",
            scrollBehavior: "auto !important",
          },
        },
      },
    },
    // MUI marks keyboard focus with a faint ripple only: every button, tab, radio and chip gets a ring.
    MuiButtonBase: { styleOverrides: { root: { "&.Mui-focusVisible": focusRing } } },
    // On the blue bar the ring is white (5:1 against the bar).
    MuiAppBar: { styleOverrides: { root: { "& .Mui-focusVisible, & :focus-visible": { outlineColor: "#fff" } } } },
    // A row that opens something (the programme's heats) is focusable and shows its ring inside the table.
    MuiTableRow: { styleOverrides: { root: { "&:focus-visible": { ...focusRing, outlineOffset: -3 } } } },
    MuiIcon: { styleOverrides: { root: iconFont } },
    // SPEC 2 and 9: every dialog is at most 600px wide; `sm` is 600px.
    MuiDialog: { defaultProps: { maxWidth: "sm", fullWidth: true } },
    // The edges of controls need 3:1 (WCAG 1.4.11): an outlined button's border in its full colour
    // (MUI draws it at half), a text field's at 50 % black (MUI's 23 % has 1.6:1).
    MuiButton: {
      defaultProps: { disableElevation: true },
      styleOverrides: { root: { "&.MuiButton-outlined:not(.Mui-disabled)": { borderColor: "currentColor" } } },
    },
    MuiOutlinedInput: { styleOverrides: { root: { "& .MuiOutlinedInput-notchedOutline": { borderColor: "rgba(0, 0, 0, 0.5)" } } } },
  },
});
