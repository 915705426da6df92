import { lazy, Suspense, useState } from "react";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Card from "@mui/material/Card";
import CardContent from "@mui/material/CardContent";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import type { CorrectRecordMessage, FinishOrder } from "../../../shared/live";
import { heatRace, heatTitle, unsureText } from "../../../shared/labels";
import type { Heat, LaneDecision } from "../../../shared/programme";
import { formatSwimTime } from "../../../shared/race-time";
import { finishOrderLine } from "../../live/finishOrder";
import { commandId } from "../../live/MeetConnection";
import { t } from "../../i18n/texts";
import { historyOf, originalsKey, placesOf, readOriginals, rememberOriginal, type HistoryRecord } from "./history";
import { SentRecord } from "../SentRecord";
import { HistorySection } from "./HistorySection";
import { Tag } from "../../components/Tag";
import type { OfficialLive } from "../useOfficialLive";

// The form to correct a record opens on request only: its text field stays out of the first screen (DESIGN 11).
const Correction = lazy(() => import("./HistoryCorrection").then((module) => ({ default: module.Correction })));

const orderText = (order: FinishOrder) => finishOrderLine(placesOf(order));
/** A record as the official reads it: the time, or the order. */
const recordText = (record: HistoryRecord["record"]) => (record.kind === "time" ? formatSwimTime(record.time) : orderText(record.order));
const decisionText = (decision: LaneDecision) =>
  [decision.status, decision.time != null ? formatSwimTime(decision.time) : null].filter(Boolean).join(" ");

/** One record being corrected, or its correction sent: by heat and subject, which a correction keeps. */
type Open = { key: string; sent: null } | { key: string; sent: { id: string; text: string } };
const keyOf = (heat: Heat, item: HistoryRecord) => `${heat.id}:${item.subject}`;

/**
 * DESIGN 8: the heats this official recorded at the meet, with their own records as they stand (the
 * time as swimmers read it), each to correct or withdraw. The room keeps the original beside it and
 * the referee's decision still wins; the page says so where it applies. A corrected record shows what
 * was first sent beside it, as the phone remembers under `originalsKey` (this page's chunk alone
 * knows it, so the meet's screen carries none of the history's code before there is one, DESIGN 11).
 */
export function History({ live, meetId, officialId }: { live: OfficialLive; meetId: number; officialId: number }) {
  const [open, setOpen] = useState<Open | null>(null);
  const storeKey = originalsKey(meetId, officialId);
  const [originals, setOriginals] = useState(() => readOriginals(localStorage, storeKey));
  if (live.ownRecords === null) return null;
  const heats = historyOf(live.ownRecords, live.heats);

  const send = (heat: Heat, item: HistoryRecord, correction: CorrectRecordMessage["correction"]) => {
    const id = commandId();
    setOriginals(rememberOriginal(localStorage, storeKey, item.record, id, recordText(item.record)));
    live.submit({ type: "correct_record", id, heat_id: heat.id, record_id: item.record.id, correction });
    setOpen({
      key: keyOf(heat, item),
      sent: { id, text: correction.kind === "withdraw" ? t("official.history.withdrawalSent") : t("official.history.sent") },
    });
  };

  return (
    <HistorySection empty={heats.length === 0}>
      <Stack spacing={1.5}>
        {heats.map(({ heat, records }) => (
          <Card key={heat.id} variant="outlined" component="section" aria-label={heatTitle(heat)}>
            <CardContent sx={{ "&:last-child": { pb: 2 } }}>
              <Typography component="h3" sx={{ fontWeight: 500 }}>
                {heatTitle(heat)}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {heatRace(heat)}
              </Typography>
              <Box component="ul" sx={{ listStyle: "none", m: 0, p: 0 }}>
                {records.map((item) => {
                  const key = keyOf(heat, item);
                  const mine = open?.key === key ? open : null;
                  return (
                    <Box component="li" key={key} sx={{ pt: 1.5 }}>
                      <RecordLine
                        heat={heat}
                        item={item}
                        original={originals[item.record.id]}
                        onCorrect={mine && !mine.sent ? undefined : () => setOpen({ key, sent: null })}
                      />
                      {mine?.sent && <SentRecord text={mine.sent.text} status={live.status(mine.sent.id)} />}
                      {mine && !mine.sent && (
                        <Suspense fallback={null}>
                          <Correction
                            heat={heat}
                            item={item}
                            onSend={(correction) => send(heat, item, correction)}
                            onCancel={() => setOpen(null)}
                          />
                        </Suspense>
                      )}
                    </Box>
                  );
                })}
              </Box>
            </CardContent>
          </Card>
        ))}
      </Stack>
    </HistorySection>
  );
}

/** A record as it stands: "Baan 4: 31.27" or the order, what was first sent, what became of it, and the way to correct it. */
function RecordLine({ heat, item, original, onCorrect }: { heat: Heat; item: HistoryRecord; original?: string; onCorrect?: () => void }) {
  const { record } = item;
  const what =
    record.kind === "time"
      ? t("common.live.result", { lane: record.lane, result: formatSwimTime(record.time) })
      : `${t("common.fields.arrivalOrder")}: ${orderText(record.order)}`;
  const subject =
    record.kind === "time"
      ? `${heatTitle(heat)}, ${t("official.heat.lane", { lane: record.lane }).toLowerCase()}`
      : `${heatTitle(heat)}, ${t("common.fields.arrivalOrder").toLowerCase()}`;
  return (
    <Box sx={{ display: "flex", alignItems: "center", flexWrap: "wrap", justifyContent: "space-between", gap: 1 }}>
      <Box sx={{ minWidth: 0 }}>
        <Typography
          sx={{ fontVariantNumeric: "tabular-nums", textDecoration: record.withdrawn ? "line-through" : "none", overflowWrap: "anywhere" }}
        >
          {what}
        </Typography>
        {record.corrected && original !== undefined && original !== recordText(record) && (
          <Typography variant="body2" color="text.secondary" sx={{ fontVariantNumeric: "tabular-nums", overflowWrap: "anywhere" }}>
            {t("official.history.original", { record: original })}
          </Typography>
        )}
        <Box sx={{ display: "flex", flexWrap: "wrap", gap: 0.5, mt: 0.5, "&:empty": { display: "none" } }}>
          {record.withdrawn ? (
            <Tag small label={t("official.history.withdrawn")} />
          ) : (
            record.corrected && <Tag small color="info" label={t("official.history.corrected")} />
          )}
          {item.pending && <Tag small color="warning" label={t("official.history.pending")} />}
          {item.rejected && <Tag small color="error" label={t("official.history.rejected")} />}
          {record.kind === "time" && record.unsure && <Tag small color="warning" outlined label={unsureText(record.unsure)} />}
          {item.decision && (
            <Tag small color="primary" outlined label={t("official.history.decided", { result: decisionText(item.decision) })} />
          )}
          {item.orderDecided && <Tag small color="primary" outlined label={t("official.history.orderDecided")} />}
        </Box>
      </Box>
      {onCorrect && (
        <Button
          variant="outlined"
          onClick={onCorrect}
          aria-label={t("official.history.correctLabel", { what: subject })}
          sx={{ minHeight: 48, textTransform: "none" }}
        >
          {t("official.history.correct")}
        </Button>
      )}
    </Box>
  );
}
