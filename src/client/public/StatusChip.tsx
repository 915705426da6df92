import Chip from "@mui/material/Chip";
import type { PublicTexts } from "../texts/public.nl";
import { heatStatus } from "./texts";

/** A heat's status in the page's language; its words wrap on a narrow phone instead of overflowing. */
export function StatusChip({ t, status, active }: { t: PublicTexts; status: number; active: boolean }) {
  const look = heatStatus(t, status, active);
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
