import Box from "@mui/material/Box";
import Chip, { type ChipProps } from "@mui/material/Chip";
import Icon from "@mui/material/Icon";
import { heatStatusLook } from "../../shared/heat-rules";
import { t } from "../i18n/texts";
import { visuallyHidden } from "./visuallyHidden";

/**
 * SPEC 4 status table; statuses it does not show (2, 3, 4) get no chip at all. Every chip says its
 * status in words, never by colour alone: status 10, a dot without text in SPEC 4, in hidden words.
 * A result the referee settled (DESIGN 8b) says so beside its status, wherever the heat shows.
 */
export function HeatStatusChip({
  status,
  active,
  settled = false,
  size = "small",
}: {
  status: number;
  active: boolean;
  settled?: boolean;
  size?: ChipProps["size"];
}) {
  const look = heatStatusLook(status, active);
  return (
    <>
      {look && <StatusChip status={status} look={look} size={size} />}
      {settled && <Chip size={size} variant="outlined" icon={<Icon>lock</Icon>} label={t("common.live.settled")} />}
    </>
  );
}

function StatusChip({
  status,
  look,
  size,
}: {
  status: number;
  look: NonNullable<ReturnType<typeof heatStatusLook>>;
  size: ChipProps["size"];
}) {
  return (
    <Chip
      size={size}
      color={look.color}
      label={
        look.label || (
          <Box component="span" sx={visuallyHidden}>
            {t("common.live.unlabelledStatus", { status })}
          </Box>
        )
      }
      icon={look.icon ? <Icon>{look.icon}</Icon> : undefined}
      sx={look.label ? undefined : { width: 24 }}
    />
  );
}
