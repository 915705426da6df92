import { useEffect, useState } from "react";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Card from "@mui/material/Card";
import CardContent from "@mui/material/CardContent";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { UNSURE_REASONS, type OwnRecord } from "../../../shared/live";
import { unsureText } from "../../../shared/labels";
import type { Heat } from "../../../shared/programme";
import { formatSwimTime } from "../../../shared/race-time";
import { commandId } from "../../live/MeetConnection";
import { t } from "../../i18n/texts";
import { HeatHeader } from "../tasks/HeatHeader";
import { HeatTask } from "../tasks/HeatTask";
import { SentRecord } from "../SentRecord";
import { bigButton } from "../sizes";
import { isWithdrawn } from "../../../shared/programme";
import { Tag } from "../../components/Tag";
import { entryStatusText } from "../tasks/entryStatus";
import { TapButton } from "./TapButton";
import { finishRecord, queuedFinish, sentTime, waitingHeat, withUnsure, type LaneTaps, type SentFinish } from "./laneTaps";
import type { Kept } from "../storage/phoneStore";
import { nextSplit, raceTimeOf, tapAt } from "./timing";
import { useLaneTaps } from "./useLaneTaps";
import type { OfficialLive } from "../useOfficialLive";
import { LaneCodes } from "../LaneCodes";

/**
 * The timekeeper of one lane (DESIGN 8): the active heat, its swimmer, the clock, and STOP. Its taps
 * are kept on the phone in `kept` (laneTaps.ts); a reload opens on the heat whose finish still
 * waits for 'Bevestigen', as if the administrator had moved on while the official was confirming.
 */
export function Timekeeper({
  heat: active,
  lane,
  live,
  kept,
  onHolding,
}: {
  heat: Heat | null;
  lane: string;
  live: OfficialLive;
  kept: Kept<LaneTaps | null>;
  onHolding(holding: boolean): void;
}) {
  const [held] = useState(() => waitingHeat(kept.value, lane));
  return (
    <HeatTask active={active} held={held} live={live} onHolding={onHolding}>
      {(heat, hold) => <LaneRun heat={heat} lane={lane} live={live} kept={kept} hold={hold} />}
    </HeatTask>
  );
}

const STOP_VIBRATION_MS = 40;

const timeText = (time: number | null) => (time == null ? "—" : formatSwimTime(time));

type OwnTime = Extract<OwnRecord, { kind: "time" }>;

/** What stands of this lane's record in the heat's current run, after the official's own corrections. */
const ownRecordOf = (live: OfficialLive, heat: Heat, lane: string): OwnTime | undefined =>
  live.ownRecords?.find(
    (r): r is OwnTime => r.kind === "time" && r.heat_id === heat.id && r.lane === lane && r.start_time === heat.start_time,
  );

function sentText(time: number | null, own: OwnTime | undefined): string {
  if (own?.withdrawn) return t("official.timekeeper.sentWithdrawn", { time: timeText(time) });
  // A card rebuilt from the room's record knows only the latest time: it is not "corrected to" itself.
  if (own?.corrected && own.time !== time)
    return t("official.timekeeper.sentCorrected", { time: timeText(time), corrected: formatSwimTime(own.time) });
  return t("official.timekeeper.sent", { time: timeText(time) });
}

/** One run of the heat for this lane: splits, the finish tap, and what was confirmed. */
function LaneRun({
  heat,
  lane,
  live,
  kept,
  hold,
}: {
  heat: Heat;
  lane: string;
  live: OfficialLive;
  kept: Kept<LaneTaps | null>;
  hold(heatId: string | null): void;
}) {
  const { taps, change, restarted } = useLaneTaps(kept, heat, lane);
  const { splits, finish } = taps;
  const [restartNotice, setRestartNotice] = useState(restarted);
  useEffect(() => hold(finish ? heat.id : null), [finish, heat.id, hold]);
  // With a finish the splits show as the room will compute them, by the offset sent with it; a raw
  // touch (DESIGN 8f) by the offset it will take, and until this page has one by the last it kept.
  const clockOffset = live.clock?.estimate?.offset ?? live.lastClock?.offset ?? null;
  const offset = finish?.offset ?? clockOffset;
  // A reload shows a finish confirmed before it as it was, while it waits in the queue (DESIGN 8f).
  const [sent, setSent] = useState<SentFinish | null>(() => queuedFinish(live.queued, heat, lane, clockOffset, finish?.id ?? null));
  // Once the room has it, a reload shows the record the room sends back (DESIGN 8): without it the
  // lane would look untimed, and a second tap would count as the official's correction. The time
  // first sent is kept while the screen lives, so a correction then reads as one; a record corrected
  // before it shows the time that stands.
  const own = ownRecordOf(live, heat, lane);
  const fromRoom = own ? { id: own.id, time: own.time, ...(own.unsure ? { unsure: own.unsure } : {}) } : null;
  const [first, setFirst] = useState<SentFinish | null>(null);
  // Only the room's own word, not the copy the phone kept: a reload may have cut the copy's last save
  // short, and a time it kept from before a correction would read as corrected for the whole screen.
  if (fromRoom && live.ownRecordsHeard && !own?.corrected && fromRoom.id !== first?.id) setFirst(fromRoom);
  const shown: SentFinish | null = sent ?? first ?? fromRoom;
  // Confirmed before the start or the clock reached this phone: its time as soon as they have.
  const shownTime = shown && sentTime(shown, clockOffset, heat.start_time);
  const swimmer = heat.lanes[lane]?.swimmer.trim();
  const entry = entryStatusText(heat.lanes[lane]);
  // A withdrawn swimmer does not swim: there is nothing to time (DESIGN 8e).
  const withdrawn = heat.lanes[lane] !== undefined && isWithdrawn(heat.lanes[lane]);
  // A phone that lost the socket may have missed the start: its taps still count, the room knows the start.
  const canTap = heat.start_time != null || live.connection !== "open";
  const split = nextSplit(heat, splits.length);

  const dropFinish = () => change((current) => ({ ...current, finish: null }));
  const confirm = async () => {
    if (!finish) return;
    const record = finishRecord(taps, finish);
    // Queued before it is forgotten here: a page that dies in between confirms it again under the same id.
    await live.submit(record);
    await dropFinish();
    setSent({
      id: record.id,
      time: raceTimeOf(finish.touched_at, offset, heat.start_time),
      touch: { at: finish.touched_at, offset: finish.offset ?? null },
      unsure: finish.unsure,
    });
  };

  return (
    <Stack spacing={1.5}>
      <HeatHeader heat={heat} live={live} />
      <Typography variant="subtitle1" component="p" sx={{ fontWeight: 500 }}>
        {t("official.heat.lane", { lane })}: {swimmer || t("official.heat.emptyLane")}
        {entry && !withdrawn && (
          <Box component="span" sx={{ ml: 1 }}>
            <Tag small outlined color="info" label={entry} />
          </Box>
        )}
      </Typography>
      {restartNotice !== null && (
        <Alert severity="info" onClose={() => setRestartNotice(null)}>
          {t("official.timekeeper.restarted", { time: timeText(restartNotice) })}
        </Alert>
      )}
      {splits.length > 0 && (
        <Box component="ul" aria-label={t("official.timekeeper.splits")} sx={{ m: 0, pl: 2.5 }}>
          {splits.map((s) => (
            <li key={s.distance}>
              {t("official.timekeeper.splitTaken", {
                distance: String(s.distance),
                time: timeText(raceTimeOf(s.touched_at, offset, heat.start_time)),
              })}
            </li>
          ))}
        </Box>
      )}
      {shown && (
        <SentRecord
          text={[sentText(shownTime, own), shown.unsure && unsureText(shown.unsure)].filter(Boolean).join(" · ")}
          status={live.status(shown.id)}
        />
      )}
      {finish ? (
        <Card
          variant="outlined"
          sx={{ borderColor: "primary.main", borderWidth: 2 }}
          aria-label={t("official.timekeeper.captured")}
          component="section"
        >
          <CardContent>
            <Typography variant="overline" color="text.secondary" component="h3">
              {t("official.timekeeper.captured")}
            </Typography>
            {heat.start_time == null ? (
              <Typography>{t("official.timekeeper.unknownTime")}</Typography>
            ) : (
              offset != null && (
                <Typography
                  data-testid="captured-time"
                  sx={{ fontSize: "3rem", fontWeight: 500, textAlign: "center", fontVariantNumeric: "tabular-nums" }}
                >
                  {timeText(raceTimeOf(finish.touched_at, offset, heat.start_time))}
                </Typography>
              )
            )}
            {heat.start_time != null && finish.offset == null && <Typography>{t("official.timekeeper.unsyncedTime")}</Typography>}
            <Typography id={`unsure-${heat.id}-${lane}`} variant="body2" color="text.secondary" sx={{ mt: 2, mb: 1 }}>
              {t("official.timekeeper.unsure")}
            </Typography>
            <Stack direction="row" spacing={1} role="group" aria-labelledby={`unsure-${heat.id}-${lane}`}>
              {UNSURE_REASONS.map((reason) => (
                <Button
                  key={reason}
                  variant={finish.unsure === reason ? "contained" : "outlined"}
                  color="warning"
                  aria-pressed={finish.unsure === reason}
                  sx={{ flex: 1, minHeight: 48, textTransform: "none" }}
                  onClick={() =>
                    void change((current) => (current.finish ? { ...current, finish: withUnsure(current.finish, reason) } : current))
                  }
                >
                  {unsureText(reason)}
                </Button>
              ))}
            </Stack>
            <Stack direction="row" spacing={1.5} sx={{ mt: 2 }}>
              <Button variant="outlined" color="inherit" size="large" sx={{ ...bigButton, flex: 1 }} onClick={dropFinish}>
                {t("official.heat.clear")}
              </Button>
              <Button variant="contained" color="success" size="large" sx={{ ...bigButton, flex: 2 }} onClick={confirm}>
                {t("official.timekeeper.confirm")}
              </Button>
            </Stack>
          </CardContent>
        </Card>
      ) : withdrawn ? (
        <Typography
          role="status"
          sx={{ minHeight: "20vh", display: "grid", placeItems: "center", fontSize: "2rem", fontWeight: 500, color: "text.secondary" }}
        >
          {entry}
        </Typography>
      ) : (
        <>
          {/* A late touch still counts, as a record waiting for the referee (DESIGN 8b): said before it is made. */}
          {heat.end_time != null && <Alert severity="info">{t("official.timekeeper.afterStop")}</Alert>}
          <TapButton
            variant="contained"
            color="error"
            disabled={!canTap}
            onTap={(at) => {
              void change((current) => ({ ...current, finish: { id: commandId(), ...tapAt(at, live.clock?.estimate ?? null) } }));
              // DESIGN 8f: the official feels the tap land without looking away from the wall.
              navigator.vibrate?.(STOP_VIBRATION_MS);
            }}
            sx={{
              minHeight: "36vh",
              fontSize: canTap ? "3.5rem" : "1.5rem",
              fontWeight: 700,
              letterSpacing: canTap ? "0.1em" : 0,
              borderRadius: 4,
            }}
          >
            {canTap ? t("official.timekeeper.stop") : t("official.heat.notStarted")}
          </TapButton>
          {/* After the finish was sent the walls are behind the swimmer: only a corrected finish is left. */}
          {split !== null && !shown && (
            <TapButton
              variant="outlined"
              size="large"
              disabled={!canTap}
              onTap={(at) =>
                void change((current) => {
                  const distance = nextSplit(heat, current.splits.length);
                  return distance === null ? current : { ...current, splits: [...current.splits, { distance, touched_at: at }] };
                })
              }
              sx={bigButton}
            >
              {t("official.timekeeper.split", { distance: String(split) })}
            </TapButton>
          )}
        </>
      )}
      {/* Below STOP: a lane with several codes would push it out of a phone's screen, and STOP comes first. */}
      <LaneCodes codes={heat.lanes[lane]?.codes} />
    </Stack>
  );
}
