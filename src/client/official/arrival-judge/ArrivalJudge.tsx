import { useEffect, useState } from "react";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import type { Heat } from "../../../shared/programme";
import { toFinishOrder } from "../../live/finishOrder";
import { FinishOrderPad } from "../../live/FinishOrderPad";
import { commandId } from "../../live/MeetConnection";
import { t } from "../../i18n/texts";
import { HeatHeader } from "../tasks/HeatHeader";
import { HeatTask } from "../tasks/HeatTask";
import { orderToKeep, restoreOrder, waitingOrderHeat, type KeptOrder } from "./judgeOrder";
import { occupiedLanes } from "../tasks/lanes";
import { entryStatusText } from "../tasks/entryStatus";
import { isWithdrawn } from "../../../shared/programme";
import type { Kept } from "../storage/phoneStore";
import { SentRecord } from "../SentRecord";
import { bigButton } from "../sizes";
import type { OfficialLive } from "../useOfficialLive";
import { LaneCodes } from "../LaneCodes";

/**
 * The arrival-order judge (DESIGN 8): one button per occupied lane, tapped in finishing order, and
 * lanes that touched together joined into one place (DESIGN 8b: a dead heat).
 */
export function ArrivalJudge({
  heat: active,
  live,
  kept,
  onHolding,
}: {
  heat: Heat | null;
  live: OfficialLive;
  kept: Kept<KeptOrder | null>;
  onHolding(holding: boolean): void;
}) {
  const [held] = useState(() => waitingOrderHeat(kept.value));
  return (
    <HeatTask active={active} held={held} live={live} onHolding={onHolding}>
      {(heat, hold) => <JudgeRun heat={heat} live={live} kept={kept} hold={hold} />}
    </HeatTask>
  );
}

function JudgeRun({
  heat,
  live,
  kept,
  hold,
}: {
  heat: Heat;
  live: OfficialLive;
  kept: Kept<KeptOrder | null>;
  hold(heatId: string | null): void;
}) {
  const [order, setShown] = useState<string[][]>(() => restoreOrder(kept.value, heat));
  // An order kept for a start that is no longer the heat's (a reset) is forgotten, not pinned.
  useEffect(() => {
    if (kept.value?.heat_id === heat.id && restoreOrder(kept.value, heat).length === 0) void kept.save(null);
  }, [kept, heat]);
  // DESIGN 8f: the write to the phone starts first; what is sent after it waits for it (submit).
  const setOrder = (next: string[][]) => {
    void kept.save(orderToKeep(heat, next));
    setShown(next);
  };
  const holding = order.length > 0;
  useEffect(() => hold(holding ? heat.id : null), [holding, heat.id, hold]);
  const [sent, setSent] = useState<string | null>(null);
  // A withdrawn swimmer does not finish: no button (DESIGN 8e). An exhibition swimmer is tapped as seen;
  // both are named under the pad, where the word has the room a lane's button lacks. The lane's codes of
  // exception (DESIGN 8i) beside the swimmer: a T or a 7 decides what a touch is.
  const occupied = occupiedLanes(heat);
  const lanes = occupied
    .filter((lane) => !isWithdrawn(heat.lanes[lane]!))
    .map((lane) => {
      const { swimmer, codes = [] } = heat.lanes[lane]!;
      return { lane, caption: codes.length > 0 ? `${swimmer} · ${codes.join(",")}` : swimmer };
    });
  const marked = occupied.filter((lane) => entryStatusText(heat.lanes[lane]) !== null);
  const coded = lanes.filter(({ lane }) => (heat.lanes[lane]!.codes ?? []).length > 0);

  const send = async () => {
    const id = commandId();
    // Queued before it is forgotten here.
    await live.submit({ type: "arrival", id, heat_id: heat.id, order: toFinishOrder(order), seen_start: heat.start_time });
    setSent(id);
    setOrder([]);
  };

  return (
    <Stack spacing={1.5}>
      <HeatHeader heat={heat} live={live} />
      <Typography color="text.secondary">
        {t("common.fields.finishOrder.instruction")} {t("common.fields.finishOrder.tieInstruction")}
      </Typography>
      <FinishOrderPad lanes={lanes} order={order} onChange={setOrder} />
      {marked.map((lane) => (
        <Typography key={lane} color="text.secondary">
          {t("official.heat.lane", { lane })}: {heat.lanes[lane]!.swimmer} · {entryStatusText(heat.lanes[lane])}
        </Typography>
      ))}
      <Button variant="contained" color="success" size="large" sx={bigButton} disabled={order.length === 0} onClick={send}>
        {t("official.judge.send")}
      </Button>
      {sent && <SentRecord text={t("official.judge.sent")} status={live.status(sent)} />}
      {/* The letters on the pad spelled out, as the timekeeper's phone has them: no hover at the wall. */}
      {coded.map(({ lane }) => (
        <Box key={lane}>
          <Typography sx={{ fontWeight: 500, mb: 0.5 }}>
            {t("official.heat.lane", { lane })}: {heat.lanes[lane]!.swimmer}
          </Typography>
          <LaneCodes codes={heat.lanes[lane]!.codes} lane={lane} />
        </Box>
      ))}
    </Stack>
  );
}
