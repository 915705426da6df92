import Box from "@mui/material/Box";
import Chip from "@mui/material/Chip";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { t } from "../../i18n/texts";
import type { ImportReport } from "../../api";
import { heatTitleOfId } from "./heatNames";

type Moved = NonNullable<ImportReport["moved"]>[number];

/** A swimmer the file would move: nobody swam, the file leaves the lane empty, or names another swimmer. */
const movedSwimmer = ({ heat_id, lane, swam, file }: Moved) =>
  t("meet.report.movedSwimmer", { heat: heatTitleOfId(heat_id), lane, swam, file, outcome: !swam ? "nobody" : file ? "named" : "emptied" });

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

/** DESIGN 8e: what a re-import did to the heats, then the heats by name and every swimmer it could not move. */
export function ImportReportView({ report }: { report: ImportReport }) {
  const groups = countedGroups(report);
  const moved = report.moved ?? [];
  return (
    <Stack spacing={2}>
      <Typography>{t("meet.report.heats", { count: report.heats })}</Typography>
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
          </Box>
        ))}
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
