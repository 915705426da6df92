import { useId, type ReactNode } from "react";
import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import { t } from "../../i18n/texts";

/** 'Wat je hebt doorgegeven' with what it holds; `empty` says the official sent nothing yet. */
export function HistorySection({ empty, children }: { empty: boolean; children?: ReactNode }) {
  const titleId = useId();
  return (
    <Box component="section" aria-labelledby={titleId} sx={{ mt: 4 }}>
      <Typography variant="h6" component="h2" id={titleId} sx={{ mb: 1 }}>
        {t("official.history.title")}
      </Typography>
      {empty && <Typography color="text.secondary">{t("official.history.empty")}</Typography>}
      {children}
    </Box>
  );
}
