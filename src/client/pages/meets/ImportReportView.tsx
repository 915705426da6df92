import Box from "@mui/material/Box";
import Chip from "@mui/material/Chip";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { nl } from "../../texts/nl";
import type { ImportReport } from "../../api";
import { heatTitleOfId } from "./heatNames";

const t = nl.meets.report;

const groups = ["added", "removed", "changed", "kept"] as const;

/** DESIGN 9: what a re-import added, removed, changed and kept: four counts, then the heats by name. */
export function ImportReportView({ report }: { report: ImportReport }) {
  return (
    <Stack spacing={2}>
      <Typography>{t.heats(report.heats)}</Typography>
      <Box component="dl" sx={{ display: "grid", gridTemplateColumns: "repeat(4, 1fr)", gap: 1, m: 0 }}>
        {groups.map((group) => (
          <Box
            key={group}
            // The count reads first, the label names it: dt before dd in the document, shown below.
            sx={{ display: "flex", flexDirection: "column-reverse", textAlign: "center", border: 1, borderColor: "divider", borderRadius: 1, py: 1 }}
          >
            <Typography component="dt" variant="caption" color="text.secondary">
              {t[group]}
            </Typography>
            <Typography component="dd" variant="h5" sx={{ m: 0 }}>
              {report[group].length}
            </Typography>
          </Box>
        ))}
      </Box>
      {groups
        .filter((group) => report[group].length > 0)
        .map((group) => (
          <Box key={group} component="section" aria-label={t[group]}>
            <Typography variant="subtitle2" component="h3">
              {t[group]}
            </Typography>
            {group === "kept" && (
              <Typography variant="body2" color="text.secondary">
                {t.keptHint}
              </Typography>
            )}
            <Box sx={{ display: "flex", flexWrap: "wrap", gap: 0.5, mt: 0.5 }}>
              {report[group].map((id) => (
                <Chip key={id} size="small" variant="outlined" label={heatTitleOfId(id)} />
              ))}
            </Box>
          </Box>
        ))}
    </Stack>
  );
}
