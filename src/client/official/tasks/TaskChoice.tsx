import { Fragment, useId, useState } from "react";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import CircularProgress from "@mui/material/CircularProgress";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import type { OfficialTask } from "../../../shared/official";
import type { Presence } from "../../../shared/live";
import type { Heat } from "../../../shared/programme";
import { LanguageSwitch } from "../../i18n/LanguageSwitch";
import { t } from "../../i18n/texts";
import { ConfirmPanel } from "../ConfirmPanel";
import { laneChoices, type LaneChoice } from "./lanes";
import { bigButton } from "../sizes";

/**
 * "Tijdwaarnemer baan N" for every lane of the programme, or the arrival-order judge; each with who
 * already has it (DESIGN 8b presence), each lane with whether the active heat has a swimmer in it.
 * A lane that has a timekeeper is asked about first: a second watch is allowed (SW 11.3).
 */
export function TaskChoice({
  heats,
  active,
  presence,
  onChoose,
}: {
  heats: readonly Heat[] | null;
  active: Heat | null;
  presence: Presence | null;
  onChoose(task: OfficialTask): void;
}) {
  const [asking, setAsking] = useState<LaneChoice | null>(null);
  const judgesId = useId();
  if (!heats) {
    return (
      <Stack direction="row" spacing={2} sx={{ alignItems: "center" }} role="status">
        <CircularProgress size={24} />
        <Typography>{t("official.task.waitingForProgramme")}</Typography>
      </Stack>
    );
  }
  if (asking) {
    const { lane, timekeepers, away } = asking;
    return (
      <ConfirmPanel
        title={t("official.task.takenTitle", { lane })}
        text={t("official.task.takenText", { lane, count: timekeepers + away.length })}
        confirm={t("official.task.takeAnyway", { lane })}
        cancel={t("official.task.otherLane")}
        onConfirm={() => onChoose({ kind: "timekeeper", lane })}
        onCancel={() => setAsking(null)}
      />
    );
  }
  const lanes = laneChoices(heats, active, presence);
  return (
    <Stack spacing={1.5} component="nav" aria-label={t("official.task.title")}>
      <Box sx={{ display: "flex", alignItems: "center", justifyContent: "space-between", gap: 1 }}>
        <Typography variant="h6" component="h2">
          {t("official.task.title")}
        </Typography>
        {/* DESIGN 12: between tasks, not on a task's screen during a race. */}
        <LanguageSwitch />
      </Box>
      {/* WCAG 2.5.3: a button's words are its whole name, so who already has a task stands below it, as its description. */}
      <Box>
        <Button
          variant="contained"
          size="large"
          fullWidth
          sx={bigButton}
          aria-describedby={judgesId}
          onClick={() => onChoose({ kind: "judge" })}
        >
          {t("official.task.judge")}
        </Button>
        <Typography id={judgesId} variant="body2" color="text.secondary" sx={{ textAlign: "center", mt: 0.5 }}>
          {t("official.task.judges", { count: presence?.judges ?? 0 })}
        </Typography>
      </Box>
      {lanes.length === 0 && <Typography color="text.secondary">{t("official.task.noLanes")}</Typography>}
      <Box sx={{ display: "grid", gridTemplateColumns: "repeat(2, 1fr)", gap: 1.5 }}>
        {lanes.map((choice) => (
          <LaneButton
            key={choice.lane}
            choice={choice}
            onClick={() => (isTaken(choice) ? setAsking(choice) : onChoose({ kind: "timekeeper", lane: choice.lane }))}
          />
        ))}
      </Box>
    </Stack>
  );
}

// A timekeeper whose phone is locked or offline still stands at the lane.
const isTaken = (choice: LaneChoice) => choice.timekeepers + choice.away.length > 0;

/** A lane's task: its number big, who has it and the active heat's swimmer small, as the button's description. */
function LaneButton({ choice, onClick }: { choice: LaneChoice; onClick(): void }) {
  const statusId = useId();
  const { lane, timekeepers, away, swimmer } = choice;
  const taken = isTaken(choice);
  // "Nog vrij" only for a lane nobody chose; one whose timekeeper is away names them instead.
  const lines = [
    timekeepers > 0 || away.length === 0 ? t("official.task.timekeepers", { count: timekeepers }) : null,
    away.length > 0 ? t("official.task.away", { names: away.join(", ") }) : null,
    swimmer === null ? null : swimmer ? t("official.task.swimmer") : t("official.task.noSwimmer"),
  ].filter((line) => line !== null);
  return (
    <Box>
      <Button
        variant="outlined"
        fullWidth
        aria-label={t("official.task.timekeeper", { lane })}
        aria-describedby={statusId}
        onClick={onClick}
        sx={{
          minHeight: 72,
          flexDirection: "column",
          lineHeight: 1.2,
          textTransform: "none",
          py: 1,
          // A lane someone times already is shaded; one the heat needs and nobody has stands out.
          ...(taken ? { bgcolor: "action.selected", color: "text.primary", borderColor: "divider" } : {}),
          ...(!taken && swimmer ? { borderWidth: 2, "&:hover": { borderWidth: 2 } } : {}),
        }}
      >
        <Box component="span" sx={{ fontSize: "0.8rem" }}>
          {t("official.task.timekeeperCaption")}
        </Box>
        {/* WCAG 2.5.3: the words read "Tijdwaarnemer Baan 4", as the button's name says. */}{" "}
        <Box component="span" sx={{ fontSize: "1.5rem", fontWeight: 700 }}>
          {t("official.heat.lane", { lane })}
        </Box>
      </Button>
      <Typography
        id={statusId}
        variant="caption"
        color="text.secondary"
        component="div"
        sx={{ textAlign: "center", mt: 0.5, lineHeight: 1.3, overflowWrap: "anywhere" }}
      >
        {lines.map((line, i) => (
          <Fragment key={line}>
            {i > 0 && " "}
            <div>{line}</div>
          </Fragment>
        ))}
      </Typography>
    </Box>
  );
}
