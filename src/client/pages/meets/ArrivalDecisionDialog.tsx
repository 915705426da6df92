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
import { finishOrderLine, placesFromPositions, toFinishOrder } from "../../live/finishOrder";
import { FinishOrderPad } from "../../live/FinishOrderPad";
import { t } from "../../i18n/texts";

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
      <DialogTitle id={titleId}>{t("meet.referee.decideOrder")}</DialogTitle>
      <DialogContent sx={{ px: { xs: 2, sm: 3 } }}>
        {heat.status === HEAT_STATUS.VVA_DEVIATIONS && (
          <Alert severity="warning" sx={{ mb: 2 }}>
            {t("meet.referee.judgesDisagree")}
          </Alert>
        )}
        {judges.length > 0 && (
          <Box component="ul" aria-label={t("meet.referee.observations")} sx={{ m: 0, mb: 2, pl: 0, listStyle: "none" }}>
            {judges.map((places, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a judge is known by their position (K1, K2), nothing else.
              <Typography component="li" variant="body2" key={i} sx={{ mb: 0.5 }}>
                {/* The sheet's row name with what it stands for (issue 41: 'K1' alone said nothing). */}
                <strong>{`K${i + 1}`}</strong> ({t("meet.heat.observers.K", { number: i + 1 })}):{" "}
                {places.length > 0 ? finishOrderLine(places) : t("meet.heat.none")}
              </Typography>
            ))}
          </Box>
        )}
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {t("common.fields.finishOrder.instruction")} {t("common.fields.finishOrder.tieInstruction")}
        </Typography>
        <FinishOrderPad
          lanes={occupied.map((lane) => ({ lane, caption: heat.lanes[lane]!.swimmer }))}
          order={order}
          onChange={setOrder}
          wide
        />
      </DialogContent>
      <DialogActions sx={{ px: { xs: 2, sm: 3 }, pb: 2 }}>
        <Button onClick={onClose}>{t("common.common.cancel")}</Button>
        <Button
          variant="contained"
          disabled={order.length === 0}
          onClick={() => {
            onSend({ type: "arrival_decision", heat_id: heat.id, order: toFinishOrder(order) });
            onClose();
          }}
        >
          {t("meet.referee.decide")}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
