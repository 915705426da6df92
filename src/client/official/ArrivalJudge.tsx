import { useEffect, useState } from "react";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Chip from "@mui/material/Chip";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import type { Heat } from "../../shared/programme";
import { commandId } from "../live/MeetConnection";
import { nlFields } from "../texts/nl-fields";
import { nlOfficial } from "../texts/nl-official";
import { tapLane, undoLast } from "./arrivalOrder";
import { HeatHeader } from "./HeatHeader";
import { HeatTask } from "./HeatTask";
import { occupiedLanes } from "./lanes";
import { SentRecord } from "./SentRecord";
import { bigButton } from "./sizes";
import type { OfficialLive } from "./useOfficialLive";

const t = nlOfficial.judge;

/** The arrival-order judge (DESIGN 8): one button per occupied lane, tapped in finishing order. */
export function ArrivalJudge({ heat: active, live }: { heat: Heat | null; live: OfficialLive }) {
  return <HeatTask active={active} live={live}>{(heat, hold) => <JudgeRun heat={heat} live={live} hold={hold} />}</HeatTask>;
}

function JudgeRun({ heat, live, hold }: { heat: Heat; live: OfficialLive; hold(heatId: string | null): void }) {
  const [order, setOrder] = useState<string[]>([]);
  const holding = order.length > 0;
  useEffect(() => hold(holding ? heat.id : null), [holding, heat.id, hold]);
  const [sent, setSent] = useState<string | null>(null);
  const lanes = occupiedLanes(heat);

  const send = () => {
    const id = commandId();
    live.submit({ type: "arrival", id, heat_id: heat.id, order, seen_start: heat.start_time });
    setSent(id);
    setOrder([]);
  };

  return (
    <Stack spacing={1.5}>
      <HeatHeader heat={heat} live={live} />
      <Typography color="text.secondary">{t.instruction}</Typography>
      <Box sx={{ display: "grid", gridTemplateColumns: "repeat(2, 1fr)", gap: 1.5 }}>
        {lanes.map((lane) => {
          const place = order.indexOf(lane);
          return (
            <Button
              key={lane}
              variant={place >= 0 ? "outlined" : "contained"}
              // A placed lane stays readable (its place is on it) but a second tap changes nothing.
              aria-disabled={place >= 0}
              onClick={() => setOrder((current) => tapLane(current, lane))}
              sx={{ minHeight: 72, flexDirection: "column", lineHeight: 1.2, ...(place >= 0 && { borderWidth: 2, "&:hover": { borderWidth: 2 } }) }}
            >
              <Box component="span" sx={{ fontSize: "1.5rem", fontWeight: 700 }}>
                {nlOfficial.heat.lane(lane)}
              </Box>
              <Box component="span" sx={{ fontSize: "0.75rem", textTransform: "none", maxWidth: "100%", overflow: "hidden", textOverflow: "ellipsis", whiteSpace: "nowrap" }}>
                {place >= 0 ? t.place(place + 1, lane) : heat.lanes[lane]!.swimmer}
              </Box>
            </Button>
          );
        })}
      </Box>
      <Box component="section" aria-label={nlFields.arrivalOrder}>
        <Typography variant="overline" color="text.secondary" component="h3">
          {nlFields.arrivalOrder}
        </Typography>
        {order.length === 0 ? (
          <Typography color="text.secondary">{t.empty}</Typography>
        ) : (
          <Box component="ol" sx={{ display: "flex", flexWrap: "wrap", gap: 1, m: 0, p: 0, listStyle: "none" }}>
            {order.map((lane, i) => (
              <li key={lane}>
                <Chip label={t.place(i + 1, lane)} />
              </li>
            ))}
          </Box>
        )}
      </Box>
      <Stack direction="row" spacing={1.5}>
        <Button variant="outlined" size="large" sx={{ ...bigButton, flex: 3, px: 1 }} disabled={order.length === 0} onClick={() => setOrder(undoLast)}>
          {t.undo}
        </Button>
        <Button variant="outlined" color="inherit" size="large" sx={{ ...bigButton, flex: 2, px: 1 }} disabled={order.length === 0} onClick={() => setOrder([])}>
          {nlOfficial.heat.clear}
        </Button>
      </Stack>
      <Button variant="contained" color="success" size="large" sx={bigButton} disabled={order.length === 0} onClick={send}>
        {t.send}
      </Button>
      {sent && (
        <SentRecord text={t.sent} status={live.status(sent)} />
      )}
    </Stack>
  );
}
