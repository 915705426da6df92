import Chip from "@mui/material/Chip";
import type { PublicHeat } from "../../shared/results";
import { heatStatus } from "./texts";

/** A heat's status in the page's language; its words wrap on a narrow phone instead of overflowing. */
export function StatusChip({ heat, active }: { heat: Pick<PublicHeat, "status" | "settled">; active: boolean }) {
  const look = heatStatus(heat, active);
  if (!look) return null;
  return (
    <Chip
      size="small"
      color={look.color}
      label={look.label}
      sx={{ height: "auto", maxWidth: "100%", "& .MuiChip-label": { whiteSpace: "normal", py: 0.25, textAlign: "center" } }}
    />
  );
}
