import Box from "@mui/material/Box";
import LinearProgress from "@mui/material/LinearProgress";
import Typography from "@mui/material/Typography";
import { t } from "../i18n/texts";

/** How far an upload is; once every byte is sent the server still reads the file, so the bar keeps moving. */
export function UploadProgress({ fraction }: { fraction: number }) {
  const percent = Math.round(fraction * 100);
  const sent = percent >= 100;
  const text = sent ? t("staff.meets.file.processing") : t("staff.meets.file.progress", { percent });
  return (
    <Box>
      <LinearProgress variant={sent ? "indeterminate" : "determinate"} value={percent} aria-label={text} />
      <Typography variant="caption" color="text.secondary">
        {text}
      </Typography>
    </Box>
  );
}
