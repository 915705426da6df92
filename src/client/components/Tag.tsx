import type { ReactNode } from "react";
import Box from "@mui/material/Box";
import type { StatusLook } from "../../shared/heat-rules";
import { iconFont } from "../theme";

type TagColor = StatusLook["color"] | "info" | "primary";

/**
 * A label in a pill, drawn as MUI's Chip draws one, for what the officials' phone page shows: the
 * Chip and Icon modules would put the page over DESIGN 11's budget, and it needs none of their
 * behaviour.
 */
export function Tag({
  label,
  color = "default",
  outlined = false,
  small = false,
  icon,
  role,
  bold = false,
}: {
  label: ReactNode;
  color?: TagColor;
  outlined?: boolean;
  small?: boolean;
  /** A Material icon's name, drawn by the icon font the theme loads. */
  icon?: string | null;
  role?: string;
  bold?: boolean;
}) {
  const main = color === "default" ? "grey.300" : `${color}.main`;
  return (
    <Box
      component="span"
      role={role}
      sx={{
        display: "inline-flex",
        alignItems: "center",
        gap: 0.5,
        height: small ? 24 : 32,
        px: small ? 1 : 1.5,
        borderRadius: 4,
        fontSize: "0.8125rem",
        whiteSpace: "nowrap",
        border: outlined && bold ? 2 : 1,
        fontWeight: bold ? 500 : undefined,
        borderColor: main,
        bgcolor: outlined ? "transparent" : main,
        color: outlined ? (color === "default" ? "text.primary" : main) : color === "default" ? "text.primary" : `${color}.contrastText`,
      }}
    >
      {icon && <FontIcon name={icon} size={small ? 16 : 18} />}
      {label}
    </Box>
  );
}

/** A Material icon by name, drawn by the icon font the theme loads, as MUI's Icon draws it. */
export function FontIcon({ name, size }: { name: string; size?: number }) {
  return (
    <Box
      component="span"
      aria-hidden
      sx={{
        ...iconFont,
        display: "inline-block",
        width: "1em",
        height: "1em",
        overflow: "hidden",
        flexShrink: 0,
        fontSize: size ?? "1.5rem",
      }}
    >
      {name}
    </Box>
  );
}
