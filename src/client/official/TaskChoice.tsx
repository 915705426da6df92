import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import CircularProgress from "@mui/material/CircularProgress";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import type { OfficialTask } from "../../shared/official";
import type { Heat } from "../../shared/programme";
import { nlOfficial } from "../texts/nl-official";
import { programmeLanes } from "./lanes";
import { bigButton } from "./sizes";

const t = nlOfficial.task;

/** "Tijdwaarnemer baan N" for every lane of the programme, or the arrival-order judge. */
export function TaskChoice({ heats, onChoose }: { heats: readonly Heat[] | null; onChoose(task: OfficialTask): void }) {
  if (!heats) {
    return (
      <Stack direction="row" spacing={2} sx={{ alignItems: "center" }} role="status">
        <CircularProgress size={24} />
        <Typography>{t.waitingForProgramme}</Typography>
      </Stack>
    );
  }
  const lanes = programmeLanes(heats);
  return (
    <Stack spacing={1.5} component="nav" aria-label={t.title}>
      <Typography variant="h6" component="h2">
        {t.title}
      </Typography>
      <Button variant="contained" size="large" sx={bigButton} onClick={() => onChoose({ kind: "judge" })}>
        {t.judge}
      </Button>
      {lanes.length === 0 && <Typography color="text.secondary">{t.noLanes}</Typography>}
      <Box sx={{ display: "grid", gridTemplateColumns: "repeat(2, 1fr)", gap: 1.5 }}>
        {lanes.map((lane) => (
          <Button
            key={lane}
            variant="outlined"
            aria-label={t.timekeeper(lane)}
            onClick={() => onChoose({ kind: "timekeeper", lane })}
            sx={{ minHeight: 72, flexDirection: "column", lineHeight: 1.2, textTransform: "none" }}
          >
            <Box component="span" sx={{ fontSize: "0.8rem" }}>
              {t.timekeeperCaption}
            </Box>
            <Box component="span" sx={{ fontSize: "1.5rem", fontWeight: 700 }}>
              {nlOfficial.heat.lane(lane)}
            </Box>
          </Button>
        ))}
      </Box>
    </Stack>
  );
}
