import Chip, { type ChipProps } from "@mui/material/Chip";
import Icon from "@mui/material/Icon";
import { heatStatusLook } from "../../shared/heat-rules";

/** SPEC 4 status table; statuses it does not show (2, 3, 4) get no chip at all. */
export function HeatStatusChip({
  status,
  active,
  size = "small",
}: {
  status: number;
  active: boolean;
  size?: ChipProps["size"];
}) {
  const look = heatStatusLook(status, active);
  if (!look) return null;
  return (
    <Chip
      size={size}
      color={look.color}
      label={look.label}
      icon={look.icon ? <Icon>{look.icon}</Icon> : undefined}
      // Status 10 has a colour and no text (SPEC 4): a dot still needs a name for a screen reader.
      aria-label={look.label || `status ${status}`}
      sx={look.label ? undefined : { width: 24 }}
    />
  );
}
