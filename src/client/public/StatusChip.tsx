import Chip from "@mui/material/Chip";
import type { PublicHeat } from "../../shared/results";
import type { PublicTexts } from "../texts/public.nl";
import { heatStatus } from "./texts";

/** A heat's status in the page's language; its words wrap on a narrow phone instead of overflowing. */
export function StatusChip({ t, heat, active }: { t: PublicTexts; heat: Pick<PublicHeat, "status" | "settled">; active: boolean }) {
  const look = heatStatus(t, heat, active);
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
