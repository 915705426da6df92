import Box from "@mui/material/Box";
import CircularProgress from "@mui/material/CircularProgress";
import { t } from "../i18n/texts";

export function Loading() {
  return (
    <Box sx={{ display: "flex", justifyContent: "center", py: 6 }}>
      <CircularProgress aria-label={t("common.common.loading")} />
    </Box>
  );
}
