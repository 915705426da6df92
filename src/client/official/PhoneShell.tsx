import type { ReactNode } from "react";
import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import { t } from "../i18n/texts";

/**
 * The phone page's frame: a slim bar with the meet's name and, at its end, `action` (signing out:
 * at the top, out of a thumb's way to STOP), and one column of content.
 */
export function PhoneShell({ title, action, children }: { title?: string; action?: ReactNode; children: ReactNode }) {
  return (
    <Box sx={{ minHeight: "100dvh", bgcolor: "background.default" }}>
      {/* The app bar drawn with a Box: MUI's AppBar, Toolbar and Container cost the page 2 KB (DESIGN 11). */}
      <Box
        component="header"
        sx={{
          position: "sticky",
          top: 0,
          zIndex: "appBar",
          display: "flex",
          alignItems: "center",
          minHeight: APP_BAR_HEIGHT,
          px: 2,
          bgcolor: "primary.main",
          color: "primary.contrastText",
        }}
      >
        <Box component="img" src="/logo.svg" alt="" sx={{ width: 28, height: 28, mr: 1.5 }} />
        {/* Two lines at most, within the bar's height: a meet's name is often longer than one line of a phone. */}
        <Typography
          variant="h6"
          component="h1"
          sx={{
            fontSize: "1.1rem",
            lineHeight: 1.2,
            flex: 1,
            minWidth: 0,
            overflow: "hidden",
            display: "-webkit-box",
            WebkitLineClamp: 2,
            WebkitBoxOrient: "vertical",
            overflowWrap: "anywhere",
          }}
        >
          {title ?? t("official.title")}
        </Typography>
        {action}
      </Box>
      <Box component="main" sx={{ maxWidth: 600, mx: "auto", py: 2, px: 2 }}>
        {children}
      </Box>
    </Box>
  );
}

/** The bar's height, where the connection banner sticks below it. */
export const APP_BAR_HEIGHT = 52;
