import Box from "@mui/material/Box";
import TableCell from "@mui/material/TableCell";
import { t } from "../i18n/texts";
import { resultStatusName } from "./texts";

/** Fixed columns and tight padding, so a table fits a 360 px phone and long names wrap instead. */
export const compactTable = {
  tableLayout: "fixed",
  width: "100%",
  "& th, & td": { px: 0.75, py: 0.75, verticalAlign: "top" },
  "& th:first-of-type, & td:first-of-type": { pl: 0.5 },
  "& th:last-of-type, & td:last-of-type": { pr: 0.5 },
  "& th": { fontWeight: 700, color: "text.secondary" },
} as const;

/** The swimmer's name, and below it their club and para class. */
export function SwimmerCell({ swimmer, club, handicap }: { swimmer: string; club: string | null; handicap: string | null }) {
  const details = [club, handicap].filter(Boolean).join(" · ");
  return (
    <TableCell sx={{ overflowWrap: "anywhere" }}>
      <Box component="span" sx={{ display: "block", fontWeight: 500 }}>
        {swimmer}
      </Box>
      {details && (
        <Box component="span" sx={{ display: "block", color: "text.secondary", fontSize: "0.8125rem" }}>
          {details}
        </Box>
      )}
    </TableCell>
  );
}

/** DNS, DNF, DSQ, EXH as swimmers know them, with their meaning for everyone else. */
export function ResultCode({ code }: { code: string }) {
  return (
    <Box component="abbr" title={resultStatusName(code)} sx={{ textDecoration: "none", cursor: "help" }}>
      {code}
    </Box>
  );
}

/** A lane's result as laneResult gives it: its time, its code, or the time with EXH beside it. */
export function LaneResult({ shown }: { shown: { time: string | null; code: string | null } }) {
  return (
    <>
      {shown.time}
      {shown.time && shown.code && " "}
      {shown.code && <ResultCode code={shown.code} />}
    </>
  );
}

/** 'voorlopig' under a time, its meaning for whoever asks (DESIGN 8c). */
export function ProvisionalMark() {
  return (
    <Box
      component="abbr"
      title={t("public.provisionalHint")}
      sx={{ display: "block", textDecoration: "none", fontSize: "0.75rem", fontWeight: 400, color: "warning.dark", cursor: "help" }}
    >
      {t("public.provisional")}
    </Box>
  );
}
