import type { ReactNode } from "react";
import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import { Logo } from "../../components/Logo";

/** Logo and title above every public page's form. */
export function AuthHeader({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <Box sx={{ textAlign: "center", mb: 3 }}>
      <Logo />
      <Typography variant="h5" component="h1" sx={{ mt: 1.5 }}>
        {title}
      </Typography>
      {children && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {children}
        </Typography>
      )}
    </Box>
  );
}
