import { useState } from "react";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import Typography from "@mui/material/Typography";
import useMediaQuery from "@mui/material/useMediaQuery";
import { useTheme } from "@mui/material/styles";
import { HEAT_STATUS } from "../../../shared/heat-rules";
import type { ArrivalDecisionMessage } from "../../../shared/live";
import { isOccupied, laneNumbers, type Heat } from "../../../shared/programme";
import { numberedPlaces, placesFromPositions, toFinishOrder } from "../../live/finishOrder";
import { FinishOrderPad } from "../../live/FinishOrderPad";
import { nl } from "../../texts/nl";

const t = nl.meets.referee;
const f = nl.fields;

/** An order as one line: "1. baan 4, 2. baan 3 = baan 5, 4. baan 6". */
const orderLine = (places: string[][]) =>
  numberedPlaces(places)
    .map((place) => f.finishPlace(place.position, place.lanes))
    .join(", ");

/**
 * DESIGN 8b: the referee decides the arrival order (it becomes `vva.result`), typically when the
 * judges disagree: the lanes tapped in finishing order, a dead heat as one place. The judges'
 * observations stand above the pad; the pad starts from the order that holds now, if any.
 */
export function ArrivalDecisionDialog({
  heat,
  onSend,
  onClose,
}: {
  heat: Heat;
  onSend(decision: Omit<ArrivalDecisionMessage, "id">): void;
  onClose(): void;
}) {
  const keys = laneNumbers(heat.lanes);
  const occupied = keys.filter((lane) => isOccupied(heat.lanes[lane]!));
  const [order, setOrder] = useState<string[][]>(() =>
    placesFromPositions(heat.vva?.result, keys)
      .map((place) => place.filter((lane) => occupied.includes(lane)))
      .filter((place) => place.length > 0),
  );
  const judges = (heat.vva?.rows ?? []).filter((row) => row.r === "K").map((row) => placesFromPositions(row.value, keys));
  const titleId = "arrival-decision-title";
  // On a phone the pad needs the whole screen: two lanes a row, thumb-sized, as on the judge's phone.
  const phone = useMediaQuery(useTheme().breakpoints.down("sm"));

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullScreen={phone}>
      <DialogTitle id={titleId}>{t.decideOrder}</DialogTitle>
      <DialogContent sx={{ px: { xs: 2, sm: 3 } }}>
        {heat.status === HEAT_STATUS.VVA_DEVIATIONS && (
          <Alert severity="warning" sx={{ mb: 2 }}>
            {t.judgesDisagree}
          </Alert>
        )}
        {judges.length > 0 && (
          <Box component="ul" aria-label={t.observations} sx={{ m: 0, mb: 2, pl: 0, listStyle: "none" }}>
            {judges.map((places, i) => (
              <Typography component="li" variant="body2" key={i} sx={{ mb: 0.5 }}>
                <strong>{nl.meets.heat.observation("K", i + 1)}</strong>: {places.length > 0 ? orderLine(places) : nl.meets.heat.none}
              </Typography>
            ))}
          </Box>
        )}
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {f.finishOrder.instruction} {f.finishOrder.tieInstruction}
        </Typography>
        <FinishOrderPad
          lanes={occupied.map((lane) => ({ lane, caption: heat.lanes[lane]!.swimmer }))}
          order={order}
          onChange={setOrder}
          wide
        />
      </DialogContent>
      <DialogActions sx={{ px: { xs: 2, sm: 3 }, pb: 2 }}>
        <Button onClick={onClose}>{nl.common.cancel}</Button>
        <Button
          variant="contained"
          disabled={order.length === 0}
          onClick={() => {
            onSend({ type: "arrival_decision", heat_id: heat.id, order: toFinishOrder(order) });
            onClose();
          }}
        >
          {t.decide}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
