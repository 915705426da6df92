import type { ReactNode } from "react";
import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import { CopyButton } from "./CopyButton";
import { t } from "../i18n/texts";

/**
 * SPEC 9: the link code shows only its first 8 characters, all the server keeps in clear, and the copy
 * button copies what is shown. Those 8 alone are refused by the link, so the page says they are the
 * start of the code and how to get a whole one; `children` is that way (the 'Nieuwe koppelcode' button).
 */
export function LinkCode({ code, children }: { code: string; children?: ReactNode }) {
  const shown = code.slice(0, 8);
  return (
    <Box>
      <Box sx={{ display: "flex", flexWrap: "wrap", alignItems: "center", columnGap: 1, rowGap: 0.5 }}>
        <Box sx={{ display: "inline-flex", alignItems: "center", gap: 0.5 }}>
          <Typography component="code" sx={{ fontFamily: "monospace", fontSize: "1rem" }}>
            {t("staff.linkCode.shown", { start: shown })}
          </Typography>
          <CopyButton text={shown} label={t("staff.linkCode.copyStart")} />
        </Box>
        {children}
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
        {t("staff.linkCode.startOnly")}
      </Typography>
    </Box>
  );
}
