import type { ReactNode } from "react";
import AppBar from "@mui/material/AppBar";
import Box from "@mui/material/Box";
import Container from "@mui/material/Container";
import Toolbar from "@mui/material/Toolbar";
import Typography from "@mui/material/Typography";
import { nlOfficial } from "../texts/nl-official";

/**
 * The phone page's frame: a slim bar with the meet's name and, at its end, `action` (signing out:
 * at the top, out of a thumb's way to STOP), and one column of content.
 */
export function PhoneShell({ title = nlOfficial.title, action, children }: { title?: string; action?: ReactNode; children: ReactNode }) {
  return (
    <Box sx={{ minHeight: "100dvh", bgcolor: "background.default" }}>
      <AppBar position="sticky" elevation={0}>
        <Toolbar variant="dense" sx={{ minHeight: APP_BAR_HEIGHT }}>
          <Box component="img" src="/logo.svg" alt="" sx={{ width: 28, height: 28, mr: 1.5 }} />
          <Typography variant="h6" component="h1" noWrap sx={{ fontSize: "1.1rem", flex: 1, minWidth: 0 }}>
            {title}
          </Typography>
          {action}
        </Toolbar>
      </AppBar>
      <Container maxWidth="sm" sx={{ py: 2, px: 2 }}>
        {children}
      </Container>
    </Box>
  );
}

/** The bar's height, where the connection banner sticks below it. */
export const APP_BAR_HEIGHT = 52;
