import type { ReactNode } from "react";
import { Link as RouterLink } from "react-router-dom";
import Box from "@mui/material/Box";
import Icon from "@mui/material/Icon";
import Link from "@mui/material/Link";
import Typography from "@mui/material/Typography";

export function PageHeader({
  title,
  subtitle,
  actions,
  back,
}: {
  title: ReactNode;
  subtitle?: ReactNode;
  actions?: ReactNode;
  /** The overview a detail page belongs to. */
  back?: { to: string; label: string };
}) {
  return (
    <Box sx={{ mb: 3 }}>
      {back && (
        <Link
          component={RouterLink}
          to={back.to}
          underline="hover"
          variant="body2"
          sx={{ display: "inline-flex", alignItems: "center", gap: 0.5, mb: 1 }}
        >
          <Icon fontSize="inherit">arrow_back</Icon>
          {back.label}
        </Link>
      )}
      <Box sx={{ display: "flex", alignItems: "center", flexWrap: "wrap", gap: 2 }}>
        <Box sx={{ flexGrow: 1, minWidth: 0 }}>
          <Typography variant="h5" component="h1">
            {title}
          </Typography>
          {subtitle && (
            <Typography variant="body2" color="text.secondary">
              {subtitle}
            </Typography>
          )}
        </Box>
        {actions && (
          <Box
            sx={{
              display: "flex",
              gap: 1,
              flexWrap: "wrap",
              // On a phone a meet's five actions fit in two rows instead of three: labels without icons.
              "& .MuiButton-root": { px: { xs: 1.25, sm: 2 }, fontSize: { xs: 13, sm: 14 } },
              "& .MuiButton-startIcon": { display: { xs: "none", sm: "inherit" } },
            }}
          >
            {actions}
          </Box>
        )}
      </Box>
    </Box>
  );
}
