import Box from "@mui/material/Box";
import Tooltip from "@mui/material/Tooltip";
import type { SxProps, Theme } from "@mui/material/styles";
import { t } from "../i18n/texts";

// LENEX 3 HANDICAP freestatus / breaststatus / medleystatus (DESIGN 8i). CONFIRMED, the class as it
// stands for international meets, is the ordinary case and goes unmarked; the others are what a
// referee or classifier must know of a swimmer's class at this meet.
const MARKED = ["NONE", "NATIONAL", "NEW", "REVIEW", "OBSERVATION"] as const;
type Marked = (typeof MARKED)[number];
const isMarked = (status: string): status is Marked => (MARKED as readonly string[]).includes(status);

/** Whether the status is worth a mark: any but CONFIRMED, an unknown one as written too. */
export const classStatusShown = (status: string | undefined): status is string => !!status && status.toUpperCase() !== "CONFIRMED";

/** The status's short word ('observatie'); an unknown status as the file wrote it. */
export function classStatusLabel(status: string): string {
  const key = status.toUpperCase();
  return isMarked(key) ? t(`meet.classStatus.short.${key}`) : status;
}

/** What the status means for the class ('Klasse wordt tijdens deze wedstrijd geobserveerd'). */
export function classStatusMeaning(status: string): string {
  const key = status.toUpperCase();
  return isMarked(key) ? t(`meet.classStatus.long.${key}`) : status;
}

/**
 * A lane's class status on the staff pages, beside the class, with its meaning on hover, focus or tap.
 * It says something of the swimmer's classification: staff only, never a public answer.
 */
export function ClassStatus({ status, sx }: { status?: string; sx?: SxProps<Theme> }) {
  if (!classStatusShown(status)) return null;
  return (
    <Box component="span" sx={sx}>
      <Tooltip title={classStatusMeaning(status)} enterTouchDelay={0} leaveTouchDelay={4000} describeChild>
        <Box
          component="abbr"
          tabIndex={0}
          data-class-status={status}
          sx={{
            textDecoration: "none",
            border: 1,
            borderColor: "info.main",
            color: "info.main",
            borderRadius: 0.5,
            px: 0.5,
            ml: 0.5,
            fontSize: "0.75rem",
            fontWeight: 500,
            lineHeight: 1.5,
            whiteSpace: "nowrap",
            cursor: "help",
          }}
        >
          {classStatusLabel(status)}
        </Box>
      </Tooltip>
    </Box>
  );
}
