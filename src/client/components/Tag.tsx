import type { ReactNode } from "react";
import Box from "@mui/material/Box";
import { heatStatusLook, type StatusLook } from "../../shared/heat-rules";
import { visuallyHidden } from "../components/visuallyHidden";
import { nlLive } from "../texts/nl-live";

type TagColor = StatusLook["color"] | "info" | "primary";

/**
 * A label in a pill, drawn as MUI's Chip draws one, for the phone page: the Chip and Icon modules
 * would put the page over DESIGN 11's budget, and the page needs none of their behaviour.
 */
export function Tag({
  label,
  color = "default",
  outlined = false,
  small = false,
  icon,
  role,
}: {
  label: ReactNode;
  color?: TagColor;
  outlined?: boolean;
  small?: boolean;
  /** A Material icon's name, drawn by the icon font the theme loads. */
  icon?: string | null;
  role?: string;
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
        border: 1,
        borderColor: main,
        bgcolor: outlined ? "transparent" : main,
        color: outlined ? (color === "default" ? "text.primary" : main) : color === "default" ? "text.primary" : `${color}.contrastText`,
      }}
    >
      {icon && (
        <Box component="span" className="material-icons" aria-hidden sx={{ fontSize: small ? 16 : 18 }}>
          {icon}
        </Box>
      )}
      {label}
    </Box>
  );
}

/** SPEC 4's status of the active heat as the phone shows it (HeatStatusChip's rules), and 'Vastgesteld' once settled. */
export function HeatStatusTag({ status, settled = false }: { status: number; settled?: boolean }) {
  const look = heatStatusLook(status, true);
  return (
    <Box component="span" sx={{ display: "inline-flex", gap: 0.5 }}>
      {look && (
        <Tag small color={look.color} icon={look.icon} label={look.label || <Box component="span" sx={visuallyHidden}>{nlLive.unlabelledStatus(status)}</Box>} />
      )}
      {settled && <Tag small outlined icon="lock" label={nlLive.settled} />}
    </Box>
  );
}
