import Box from "@mui/material/Box";
import Chip from "@mui/material/Chip";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { t } from "../../i18n/texts";
import type { ImportReport } from "../../api";
import { heatTitleOfId } from "./heatNames";

type Moved = NonNullable<ImportReport["moved"]>[number];
type LaneChange = NonNullable<ImportReport["lanes"]>[number];
type Conflict = NonNullable<ImportReport["conflicts"]>[number];
type Place = { heat_id: string; lane: string };

const placeText = ({ heat_id, lane }: Place) => t("meet.report.place", { heat: heatTitleOfId(heat_id), lane });

/** Where the file's swimmer is now, when the import could not put them where the file did (DESIGN 8e: never silently gone). */
const swimmerNow = (swimmer: string, now: Place | null) => t("meet.report.swimmerNow", { swimmer, where: now ? placeText(now) : "none" });

/** A swimmer the file would move: nobody swam, the file leaves the lane empty, or names another swimmer. */
function movedSwimmer({ heat_id, lane, swam, file, file_now }: Moved): string {
  const line = t("meet.report.movedSwimmer", {
    heat: heatTitleOfId(heat_id),
    lane,
    swam,
    file,
    outcome: !swam ? "nobody" : file ? "named" : "emptied",
  });
  // A swimmer the file only swapped within this heat needs no word; one now elsewhere or nowhere does.
  return file_now === undefined || file_now?.heat_id === heat_id ? `${line}.` : `${line}. ${swimmerNow(file, file_now)}`;
}

/** What one side did to the lane, as the summary says it. */
function sideValues(side: Conflict["room"]) {
  return {
    what: side.what,
    swimmer: side.swimmer,
    handicap: side.handicap ?? t("meet.report.noClass"),
    fields: (side.fields ?? []).map((field) => t("meet.report.field", { field })).join(", "),
    to: side.to ? placeText(side.to) : "",
  };
}

/** DESIGN 8e: 'Programma 3, serie 1, baan 4: afgemeld in de wedstrijdkamer; het bestand zet er Jansen in'. */
function conflictText(conflict: Conflict): string {
  const line = t("meet.report.conflict", {
    heat: heatTitleOfId(conflict.heat_id),
    lane: conflict.lane,
    room: t("meet.report.conflictRoom", sideValues(conflict.room)),
    file: t("meet.report.conflictFile", sideValues(conflict.file)),
    outcome: t("meet.report.conflictOutcome", { outcome: conflict.outcome }),
  });
  const withdrawn = conflict.withdrawn_now
    ? ` ${t("meet.report.stillWithdrawn", { swimmer: conflict.room.swimmer, where: placeText(conflict.withdrawn_now) })}`
    : "";
  const now = conflict.file_swimmer_now === undefined ? "" : ` ${swimmerNow(conflict.file.swimmer, conflict.file_swimmer_now)}`;
  return `${line}${now}${withdrawn}`;
}

/** DESIGN 8e: 'Programma 3, serie 2, baan 5: het bestand zet er Mulder, Dana in (was Bakker, Bo).' */
const laneChangeText = ({ heat_id, lane, now, before }: LaneChange) =>
  t("meet.report.laneChange", {
    heat: heatTitleOfId(heat_id),
    lane,
    change: t("meet.report.conflictFile", sideValues(now)),
    was: before ? "yes" : "no",
    before: before ?? "",
  });

/** Lines a summary lists at most: a file that re-seeds a whole meet is counted, not read out. */
const MAX_LANE_LINES = 60;

type Group = "unchanged" | "changed" | "added" | "removed" | "kept";

/**
 * The counts a report shows: 'Ongewijzigd' only where the report counted it (reports made before it
 * did not), the swum heats the file no longer has only when there are any.
 */
function countedGroups(report: ImportReport): Group[] {
  return [
    ...(report.unchanged ? (["unchanged"] as const) : []),
    ...(["changed", "added", "removed"] as const),
    ...(report.kept.length > 0 ? (["kept"] as const) : []),
  ];
}

// Unchanged heats are counted, never listed: on a re-import of the same file that is every heat.
const listedGroups = ["changed", "added", "removed", "kept"] as const;

/**
 * DESIGN 8e: what a re-import did to the heats, the room's changes it kept, then the heats by name,
 * every lane the room and the file both changed, and every swimmer it could not move.
 */
export function ImportReportView({ report }: { report: ImportReport }) {
  const groups = countedGroups(report);
  const moved = report.moved ?? [];
  const conflicts = report.conflicts ?? [];
  return (
    <Stack spacing={2}>
      <Typography>{t("meet.report.heats", { count: report.heats })}</Typography>
      {!!report.kept_changes && <Typography>{t("meet.report.keptChanges", { count: report.kept_changes })}</Typography>}
      <Box component="dl" sx={{ display: "grid", gridTemplateColumns: "repeat(auto-fit, minmax(6rem, 1fr))", gap: 1, m: 0 }}>
        {groups.map((group) => (
          <Box
            key={group}
            // The count reads first, the label names it: dt before dd in the document, shown below.
            sx={{
              display: "flex",
              flexDirection: "column-reverse",
              textAlign: "center",
              border: 1,
              borderColor: "divider",
              borderRadius: 1,
              py: 1,
            }}
          >
            <Typography component="dt" variant="caption" color="text.secondary">
              {t(`meet.report.${group}`)}
            </Typography>
            <Typography component="dd" variant="h5" sx={{ m: 0 }}>
              {report[group]?.length ?? 0}
            </Typography>
          </Box>
        ))}
      </Box>
      {listedGroups
        .filter((group) => report[group].length > 0)
        .map((group) => (
          <Box key={group} component="section" aria-label={t(`meet.report.${group}`)}>
            <Typography variant="subtitle2" component="h3">
              {t(`meet.report.${group}`)}
            </Typography>
            {group === "kept" && (
              <Typography variant="body2" color="text.secondary">
                {t("meet.report.keptHint")}
              </Typography>
            )}
            <Box sx={{ display: "flex", flexWrap: "wrap", gap: 0.5, mt: 0.5 }}>
              {report[group].map((id) => (
                <Chip key={id} size="small" variant="outlined" label={heatTitleOfId(id)} />
              ))}
            </Box>
            {group === "changed" && <LaneChanges changes={report.lanes ?? []} />}
          </Box>
        ))}
      {conflicts.length > 0 && (
        <Box component="section" aria-label={t("meet.report.conflicts")}>
          <Typography variant="subtitle2" component="h3">
            {t("meet.report.conflicts")}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t("meet.report.conflictsHint")}
          </Typography>
          <Box component="ul" sx={{ m: 0, mt: 0.5, pl: 2.5 }}>
            {conflicts.map((conflict) => (
              <Typography key={`${conflict.heat_id}/${conflict.lane}`} component="li" variant="body2">
                {conflictText(conflict)}
              </Typography>
            ))}
          </Box>
        </Box>
      )}
      {moved.length > 0 && (
        <Box component="section" aria-label={t("meet.report.moved")}>
          <Typography variant="subtitle2" component="h3">
            {t("meet.report.moved")}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t("meet.report.movedHint")}
          </Typography>
          <Box component="ul" sx={{ m: 0, mt: 0.5, pl: 2.5 }}>
            {moved.map((m) => (
              <Typography key={`${m.heat_id}/${m.lane}`} component="li" variant="body2">
                {movedSwimmer(m)}
              </Typography>
            ))}
          </Box>
        </Box>
      )}
    </Stack>
  );
}

/** The lanes behind the changed heats, each as the file changed it, the first MAX_LANE_LINES of them. */
function LaneChanges({ changes }: { changes: readonly LaneChange[] }) {
  if (changes.length === 0) return null;
  const rest = changes.length - MAX_LANE_LINES;
  return (
    <Box component="ul" sx={{ m: 0, mt: 0.5, pl: 2.5 }}>
      {changes.slice(0, MAX_LANE_LINES).map((change) => (
        <Typography key={`${change.heat_id}/${change.lane}`} component="li" variant="body2">
          {laneChangeText(change)}
        </Typography>
      ))}
      {rest > 0 && (
        <Typography component="li" variant="body2" color="text.secondary">
          {t("meet.report.moreLanes", { count: rest })}
        </Typography>
      )}
    </Box>
  );
}
