import { useState, type FormEvent } from "react";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import type { CorrectRecordMessage, FinishOrder } from "../../../shared/live";
import type { Heat } from "../../../shared/programme";
import { formatSwimTime } from "../../../shared/race-time";
import { FinishOrderPad } from "../../live/FinishOrderPad";
import { toFinishOrder, type Places } from "../../live/finishOrder";
import { parseTimeField } from "../../raceTimeField";
import { t } from "../../i18n/texts";
import { placesOf, type HistoryRecord } from "./history";
import { occupiedLanes } from "../tasks/lanes";
import { PhoneField } from "../PhoneField";
import { bigButton } from "../sizes";

/** DESIGN 8: correcting or withdrawing one of the official's records, a time or an order. */
export function Correction(props: {
  heat: Heat;
  item: HistoryRecord;
  onSend(correction: CorrectRecordMessage["correction"]): void;
  onCancel(): void;
}) {
  return props.item.record.kind === "time" ? (
    <TimeCorrection {...props} time={props.item.record.time} />
  ) : (
    <OrderCorrection {...props} order={props.item.record.order} />
  );
}

function Actions({ onWithdraw, onCancel, canSave }: { onWithdraw(): void; onCancel(): void; canSave: boolean }) {
  return (
    <Stack spacing={1} sx={{ mt: 1.5 }}>
      <Button type="submit" variant="contained" disabled={!canSave} sx={bigButton}>
        {t("common.common.save")}
      </Button>
      <Stack direction="row" spacing={1}>
        <Button variant="outlined" color="error" sx={{ ...bigButton, flex: 1 }} onClick={onWithdraw}>
          {t("official.history.withdraw")}
        </Button>
        <Button variant="outlined" color="inherit" sx={{ ...bigButton, flex: 1 }} onClick={onCancel}>
          {t("common.common.cancel")}
        </Button>
      </Stack>
    </Stack>
  );
}

/** The lane time as the official now reads it (a watch, the backup), typed as m:ss.hh. */
function TimeCorrection({
  time,
  onSend,
  onCancel,
}: {
  time: number;
  onSend(correction: CorrectRecordMessage["correction"]): void;
  onCancel(): void;
}) {
  const [text, setText] = useState(formatSwimTime(time));
  const [touched, setTouched] = useState(false);
  const parsed = parseTimeField(text);
  const error = "error" in parsed ? parsed.error : parsed.time == null ? t("common.fields.raceTime.invalid") : null;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if ("time" in parsed && parsed.time != null) onSend({ kind: "time", time: parsed.time });
  };
  const shown = touched && error !== null;
  return (
    <Box component="form" noValidate onSubmit={submit} sx={{ mt: 1.5 }}>
      <PhoneField
        field={{
          name: "time",
          value: text,
          onChange: (event) => setText(event.target.value),
          onBlur: () => setTouched(true),
          error: shown,
          helperText: shown ? error : t("common.fields.raceTime.help"),
        }}
        label={t("common.fields.raceTime.label")}
        autoComplete="off"
        inputMode="decimal"
      />
      <Actions canSave={error === null} onWithdraw={() => onSend({ kind: "withdraw" })} onCancel={onCancel} />
    </Box>
  );
}

/** The arrival order tapped again, starting from the one sent. */
function OrderCorrection({
  heat,
  order: sent,
  onSend,
  onCancel,
}: {
  heat: Heat;
  order: FinishOrder;
  onSend(correction: CorrectRecordMessage["correction"]): void;
  onCancel(): void;
}) {
  const [order, setOrder] = useState<Places>(() => placesOf(sent));
  const lanes = occupiedLanes(heat).map((lane) => ({ lane, caption: heat.lanes[lane]!.swimmer }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (order.length > 0) onSend({ kind: "order", order: toFinishOrder(order) });
  };
  return (
    <Box component="form" noValidate onSubmit={submit} sx={{ mt: 1.5 }}>
      <FinishOrderPad lanes={lanes} order={order} onChange={setOrder} />
      <Actions canSave={order.length > 0} onWithdraw={() => onSend({ kind: "withdraw" })} onCancel={onCancel} />
    </Box>
  );
}
