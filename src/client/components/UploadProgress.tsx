import Box from "@mui/material/Box";
import LinearProgress from "@mui/material/LinearProgress";
import Typography from "@mui/material/Typography";
import { nl } from "../texts/nl";

const t = nl.meets.file;

/** How far an upload is; once every byte is sent the server still reads the file, so the bar keeps moving. */
export function UploadProgress({ fraction }: { fraction: number }) {
  const percent = Math.round(fraction * 100);
  const sent = percent >= 100;
  return (
    <Box>
      <LinearProgress
        variant={sent ? "indeterminate" : "determinate"}
        value={percent}
        aria-label={sent ? t.processing : t.progress(percent)}
      />
      <Typography variant="caption" color="text.secondary">
        {sent ? t.processing : t.progress(percent)}
      </Typography>
    </Box>
  );
}
