import { useId, useState } from "react";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import FormControlLabel from "@mui/material/FormControlLabel";
import Switch from "@mui/material/Switch";
import TextField from "@mui/material/TextField";
import { correctionMs, parseDistance } from "../../live/start-signal/hornStart";
import type { HornStart } from "../../live/start-signal/useHornStart";
import { currentLanguage, t } from "../../i18n/texts";
import { LOCALES } from "../../../shared/i18n/languages";

/** The distance with the decimal sign of the page's language (parseDistance takes a comma and a point alike). */
function formatDistance(metres: number): string {
  const sign = new Intl.NumberFormat(LOCALES[currentLanguage()]).formatToParts(0.5).find((part) => part.type === "decimal")?.value ?? ".";
  return String(metres).replace(".", sign);
}

/**
 * DESIGN 6b at the control panel: the switch, the desk's distance to the loudspeaker, and what the
 * microphone is doing, in words that say what to do when it does not listen.
 */
export function HornStartSettings({ horn }: { horn: HornStart }) {
  const [typed, setTyped] = useState(() => formatDistance(horn.distance));
  const statusId = useId();
  const typedDistance = parseDistance(typed);
  const listening = horn.state === "listening";
  const waiting = horn.state === "starting" || horn.state === "suspended";
  return (
    <Box sx={{ mt: 2 }}>
      <Box sx={{ display: "flex", flexWrap: "wrap", alignItems: "center", columnGap: 2, rowGap: 1.5 }}>
        <FormControlLabel
          control={
            <Switch
              checked={horn.on}
              onChange={(event) => horn.setOn(event.target.checked)}
              slotProps={{ input: { "aria-describedby": horn.on ? statusId : undefined } }}
            />
          }
          label={t("meet.horn.switch")}
        />
        {horn.on && (
          <TextField
            size="small"
            label={t("meet.horn.distance")}
            value={typed}
            onChange={(event) => {
              setTyped(event.target.value);
              const distance = parseDistance(event.target.value);
              if (distance !== null) horn.setDistance(distance);
            }}
            onBlur={() => setTyped(formatDistance(horn.distance))}
            error={typedDistance === null}
            helperText={
              typedDistance === null ? t("meet.horn.distanceInvalid") : t("meet.horn.distanceHelp", { ms: correctionMs(typedDistance) })
            }
            slotProps={{ htmlInput: { inputMode: "decimal" } }}
            sx={{ width: { xs: "100%", sm: 360 } }}
          />
        )}
      </Box>
      {horn.on && (
        <Alert
          id={statusId}
          role="status"
          severity={listening ? "success" : waiting ? "info" : "warning"}
          sx={{ mt: 1 }}
          action={
            listening || waiting ? undefined : (
              <Button color="inherit" size="small" onClick={horn.retry}>
                {t("meet.horn.retry")}
              </Button>
            )
          }
        >
          {t(`meet.horn.state.${horn.state}`)}
        </Alert>
      )}
    </Box>
  );
}
