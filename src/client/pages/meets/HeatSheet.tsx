import { useState } from "react";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Drawer from "@mui/material/Drawer";
import Icon from "@mui/material/Icon";
import IconButton from "@mui/material/IconButton";
import Typography from "@mui/material/Typography";
import { canExportHeat } from "../../../shared/heat-rules";
import { heatTitle } from "../../../shared/labels";
import { laneNumbers, type Heat } from "../../../shared/programme";
import { api } from "../../api";
import { ConfirmDialog } from "../../components/ConfirmDialog";
import { HeatStatusChip } from "../../components/HeatStatusChip";
import { nl } from "../../texts/nl";
import { ArrivalOrder } from "./ArrivalOrder";
import { heatRace } from "../../../shared/labels";
import { LaneTable } from "./LaneTable";

const t = nl.meets.heat;

/**
 * SPEC 2: a heat's lanes and arrival order in a bottom sheet, with its heat file export (SPEC 4:
 * not while planned or running) and, for the control panel's operator, activating this heat.
 */
export function HeatSheet({
  meetId,
  heat,
  active,
  onActivate,
  onClose,
}: {
  meetId: number;
  heat: Heat | null;
  active: boolean;
  /** Absent for viewers; null while SPEC 4 does not allow activating this heat. */
  onActivate?: (() => void) | null;
  onClose(): void;
}) {
  const [confirming, setConfirming] = useState(false);
  const exportable = heat ? canExportHeat(heat.status) : false;

  return (
    <Drawer
      anchor="bottom"
      open={heat !== null}
      onClose={onClose}
      slotProps={{
        paper: {
          "aria-label": heat ? heatTitle(heat) : undefined,
          sx: { maxHeight: "85vh", borderTopLeftRadius: 12, borderTopRightRadius: 12 },
        },
      }}
    >
      {heat && (
        <Box sx={{ maxWidth: "lg", width: "100%", mx: "auto", px: { xs: 2, sm: 3 }, pt: 2, pb: 3 }}>
          <Box sx={{ display: "flex", alignItems: "flex-start", gap: 1 }}>
            <Box sx={{ flexGrow: 1, minWidth: 0 }}>
              <Box sx={{ display: "flex", alignItems: "center", flexWrap: "wrap", columnGap: 1.5, rowGap: 0.5 }}>
                <Typography variant="h6" component="h2">
                  {heatTitle(heat)}
                </Typography>
                <HeatStatusChip status={heat.status} active={active} />
              </Box>
              <Typography color="text.secondary">{heatRace(heat)}</Typography>
            </Box>
            <IconButton onClick={onClose} aria-label={nl.common.close}>
              <Icon>close</Icon>
            </IconButton>
          </Box>

          <Box sx={{ display: "flex", gap: 1, flexWrap: "wrap", my: 2 }}>
            {onActivate !== undefined && (
              <Button
                variant="contained"
                startIcon={<Icon>flag</Icon>}
                disabled={!onActivate}
                onClick={() => setConfirming(true)}
              >
                {t.activate}
              </Button>
            )}
            <Button
              variant="outlined"
              startIcon={<Icon>download</Icon>}
              component="a"
              href={api.meets.exportHeatUrl(meetId, heat.id)}
              download
              disabled={!exportable}
            >
              {t.export}
            </Button>
          </Box>

          <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 500, mb: 0.5 }}>
            {t.lanes}
          </Typography>
          <LaneTable lanes={heat.lanes} />

          <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 500, mt: 3, mb: 0.5 }}>
            {nl.fields.arrivalOrder}
          </Typography>
          <ArrivalOrder vva={heat.vva} lanes={laneNumbers(heat.lanes)} />
        </Box>
      )}
      {confirming && onActivate && (
        <ConfirmDialog
          question={nl.meets.control.activateQuestion}
          confirmLabel={nl.meets.control.activate}
          onConfirm={onActivate}
          onClose={() => setConfirming(false)}
        />
      )}
    </Drawer>
  );
}
