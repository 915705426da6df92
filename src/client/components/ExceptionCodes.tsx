import Alert from "@mui/material/Alert";
import AlertTitle from "@mui/material/AlertTitle";
import Box from "@mui/material/Box";
import Icon from "@mui/material/Icon";
import Tooltip from "@mui/material/Tooltip";
import { exceptionMeaning, readExceptionCodes } from "../../shared/exception-codes";
import { heatStartCodes } from "../../shared/start-codes";
import type { Heat } from "../../shared/programme";
import { t } from "../i18n/texts";
import { focusRing } from "../theme";

/**
 * DESIGN 8i: a lane's codes of exception on the staff pages, each with its meaning on hover, focus
 * or tap (a tablet at the desk has no hover), and in print as the code the officials' list explains.
 */
export function ExceptionCodes({ codes }: { codes?: readonly string[] }) {
  if (!codes || codes.length === 0) return null;
  return (
    <Box component="span" sx={{ display: "inline-flex", flexWrap: "wrap", gap: 0.5, mt: 0.25 }}>
      {readExceptionCodes(codes).map(({ code, meaning }) => (
        <Tooltip key={code} title={meaning} enterTouchDelay={0} leaveTouchDelay={4000} describeChild>
          <Box
            component="abbr"
            tabIndex={0}
            data-code={code}
            sx={{
              textDecoration: "none",
              border: 1,
              borderColor: "divider",
              borderRadius: 0.5,
              px: 0.5,
              fontSize: "0.8125rem",
              fontWeight: 500,
              lineHeight: 1.5,
              cursor: "help",
              // Focusable to read its meaning: the same ring as every other control, not the browser's thin one.
              "&:focus-visible": focusRing,
            }}
          >
            {code}
          </Box>
        </Tooltip>
      ))}
    </Box>
  );
}

/** Each code with its meaning written out, where there is room to read them (the referee's dialog). */
export function ExceptionCodeList({ codes }: { codes?: readonly string[] }) {
  if (!codes || codes.length === 0) return null;
  return (
    <Box component="dl" sx={{ m: 0, display: "grid", gridTemplateColumns: "auto 1fr", columnGap: 1.5, rowGap: 0.25 }}>
      {readExceptionCodes(codes).map(({ code, meaning }) => (
        <Box key={code} sx={{ display: "contents" }}>
          <Box component="dt" sx={{ fontWeight: 500 }}>
            {code}
          </Box>
          <Box component="dd" sx={{ m: 0 }}>
            {meaning}
          </Box>
        </Box>
      ))}
    </Box>
  );
}

/** One of the starter's warnings, mid-sentence after the lane: 'Baan 4: startsignaal met licht'. */
function startCodeLine(lane: string, code: string): string {
  const meaning = exceptionMeaning(code);
  return t("meet.heat.startCode", { lane, meaning: meaning.charAt(0).toLocaleLowerCase() + meaning.slice(1) });
}

/** The control panel's warnings for the active heat: a light start, assistance or a device, a tapper. */
export function StartCodes({ heat }: { heat: Pick<Heat, "lanes"> }) {
  const lines = heatStartCodes(heat);
  if (lines.length === 0) return null;
  return (
    <Alert severity="warning" icon={<Icon>campaign</Icon>} sx={{ mb: 1.5 }} data-testid="start-codes">
      <AlertTitle>{t("meet.heat.startCodes")}</AlertTitle>
      <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
        {lines.map(({ lane, code }) => (
          <li key={`${lane}-${code}`}>{startCodeLine(lane, code)}</li>
        ))}
      </Box>
    </Alert>
  );
}
