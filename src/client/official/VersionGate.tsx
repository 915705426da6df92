import type { ReactNode } from "react";
import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useVersionBlock } from "../hooks/useVersionBlock";
import { t } from "../i18n/texts";
import { officialApi } from "./officialApi";
import { PhoneShell } from "./PhoneShell";
import { bigButton } from "./sizes";

/**
 * SPEC 2 and 4 on the phone page: on start it asks for the version; maintenance (also when the
 * request fails) or an outdated page blocks it, with only a way to reload. A page of its own rather
 * than the management app's dialog: a modal would put the page over DESIGN 11's budget.
 */
export function VersionGate({ children }: { children: ReactNode }) {
  const block = useVersionBlock(officialApi.version);

  if (!block) return children;
  return (
    <PhoneShell>
      <Stack component="section" spacing={2} aria-labelledby="version-title" sx={{ maxWidth: 600 }}>
        <Typography id="version-title" variant="h5" component="h2">
          {block.kind === "maintenance" ? t("common.version.maintenanceTitle") : t("common.version.outdatedTitle")}
        </Typography>
        {block.kind === "maintenance" ? (
          <Typography>{t("common.version.maintenanceText")}</Typography>
        ) : (
          <>
            <Typography>{t("common.version.outdatedText")}</Typography>
            <Typography>
              {t("common.version.currentVersion")}: <strong>{__APP_VERSION__}</strong>
              <br />
              {t("common.version.requiredVersion")}: <strong>{block.required}</strong>
            </Typography>
            <Typography>{t("common.version.outdatedAction")}</Typography>
          </>
        )}
        <Button variant="contained" sx={bigButton} onClick={() => window.location.reload()}>
          {t("common.version.refresh")}
        </Button>
      </Stack>
    </PhoneShell>
  );
}
