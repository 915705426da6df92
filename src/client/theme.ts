import { createTheme } from "@mui/material/styles";
import "@fontsource/roboto/latin-300.css";
import "@fontsource/roboto/latin-400.css";
import "@fontsource/roboto/latin-500.css";
import "@fontsource/roboto/latin-700.css";
import "@fontsource/material-icons/latin-400.css";

export const theme = createTheme({
  palette: {
    mode: "light",
    primary: { main: "#0C94D1" },
    secondary: { main: "#FF3D12" },
    background: { default: "#f3f6f9" },
  },
  typography: { fontFamily: 'Roboto, "Helvetica Neue", Arial, sans-serif' },
  components: {
    // The fontsource package only declares the @font-face; the ligature rules that turn
    // <Icon>name</Icon> into a glyph come from Google's `.material-icons` class, which we do not load.
    MuiIcon: {
      styleOverrides: {
        root: {
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
        },
      },
    },
    // SPEC 2 and 9: every dialog is at most 600px wide; `sm` is 600px.
    MuiDialog: { defaultProps: { maxWidth: "sm", fullWidth: true } },
    MuiButton: { defaultProps: { disableElevation: true } },
  },
});
