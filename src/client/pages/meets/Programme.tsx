import { memo, useMemo } from "react";
import Box from "@mui/material/Box";
import Chip from "@mui/material/Chip";
import Icon from "@mui/material/Icon";
import Paper from "@mui/material/Paper";
import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableContainer from "@mui/material/TableContainer";
import TableHead from "@mui/material/TableHead";
import TableRow from "@mui/material/TableRow";
import Typography from "@mui/material/Typography";
import { genderLabel, heatTitle, strokeLabel } from "../../../shared/labels";
import { waitingCount, type Heat, type LenexSession } from "../../../shared/programme";
import { HeatStatusChip } from "../../components/HeatStatusChip";
import { SessionRow } from "../../components/SessionRow";
import { bySession } from "../../live/sessions";
import { visuallyHidden } from "../../components/visuallyHidden";
import { statusWords } from "../../live/announcements";
import { t } from "../../i18n/texts";
import { heatDistance, heatRace } from "../../../shared/labels";

// A phone has no room for six columns: there a heat is one cell of two lines beside its status.
const wide = { display: { xs: "none", sm: "table-cell" } } as const;
const narrow = { display: { xs: "table-cell", sm: "none" } } as const;

/**
 * One heat's row. A heat that did not change keeps its object (the room sends only the changed
 * heat), so its row is not drawn again: with hundreds of heats, drawing every row on every message
 * or click took seconds.
 */
const ProgrammeRow = memo(function ProgrammeRow({ heat, active, onOpen }: { heat: Heat; active: boolean; onOpen(heat: Heat): void }) {
  // The first visible cell carries the active heat's bar, whichever layout shows.
  const marker = { borderLeft: 4, borderLeftColor: active ? "primary.main" : "transparent" };
  // The programme from the API, before the room speaks, may not count them yet.
  const waiting = heat.waiting ?? waitingCount(heat);
  const waitingText = waiting > 0 ? t("meet.programme.waiting", { count: waiting }) : null;
  return (
    <TableRow
      hover
      selected={active}
      aria-current={active ? "true" : undefined}
      data-heat={heat.id}
      // A row opens the heat's sheet from the keyboard as from the mouse, and is named for it.
      tabIndex={0}
      aria-label={[heatTitle(heat), heatRace(heat), statusWords(heat.status, active), heat.settled && t("common.live.settled"), waitingText]
        .filter(Boolean)
        .join(", ")}
      onClick={() => onOpen(heat)}
      onKeyDown={(event) => {
        if (event.target !== event.currentTarget || (event.key !== "Enter" && event.key !== " ")) return;
        event.preventDefault();
        onOpen(heat);
      }}
      sx={{ cursor: "pointer", "& > td": active ? { fontWeight: 500 } : undefined }}
    >
      <TableCell sx={{ ...wide, ...marker }}>
        {heat.event_number}
        {heat.round ?? ""}
      </TableCell>
      <TableCell sx={wide}>{heat.heat_number}</TableCell>
      <TableCell sx={{ ...wide, whiteSpace: "nowrap" }}>{heatDistance(heat)}</TableCell>
      <TableCell sx={wide}>{strokeLabel(heat.stroke)}</TableCell>
      <TableCell sx={wide}>{genderLabel(heat.gender)}</TableCell>
      <TableCell sx={{ ...narrow, ...marker }}>
        <Typography variant="body2" sx={{ fontWeight: "inherit" }}>
          {heatTitle(heat)}
        </Typography>
        <Typography variant="caption" color="text.secondary">
          {heatRace(heat)}
        </Typography>
      </TableCell>
      <TableCell>
        <Box sx={{ display: "flex", flexWrap: "wrap", alignItems: "center", gap: 0.5 }}>
          <HeatStatusChip status={heat.status} active={active} settled={heat.settled} />
          {waitingText && (
            // On a phone the number and its hourglass; the words are there for a screen reader and on a wide screen.
            <Chip
              size="small"
              color="warning"
              icon={<Icon>hourglass_top</Icon>}
              label={
                <>
                  <Box component="span" aria-hidden="true" sx={{ display: { sm: "none" } }}>
                    {waiting}
                  </Box>
                  <Box component="span" sx={{ display: { xs: "none", sm: "inline" } }}>
                    {waitingText}
                  </Box>
                  <Box component="span" sx={{ ...visuallyHidden, display: { sm: "none" } }}>
                    {waitingText}
                  </Box>
                </>
              }
            />
          )}
        </Box>
      </TableCell>
    </TableRow>
  );
});

/** Every cell a heat's row has, shown or not: a session's row spans them all. */
const ROW_CELLS = 7;

/**
 * SPEC 2: the programme, one row per heat with its status chip; the active heat is marked. The heats
 * run in the meet's running order, each session under a row of its own (DESIGN 8h).
 */
export function Programme({
  heats,
  sessions,
  activeHeatId,
  onOpen,
}: {
  heats: readonly Heat[];
  sessions: readonly LenexSession[];
  activeHeatId: string | null;
  onOpen(heat: Heat): void;
}) {
  const groups = useMemo(() => bySession(heats, sessions), [heats, sessions]);
  if (heats.length === 0) {
    return (
      <Paper variant="outlined" sx={{ p: 3 }}>
        <Typography color="text.secondary" sx={{ textAlign: "center" }}>
          {t("meet.programme.empty")}
        </Typography>
      </Paper>
    );
  }
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table size="small" aria-label={t("meet.programme.title")}>
        <TableHead>
          <TableRow>
            <TableCell sx={{ fontWeight: 500, whiteSpace: "nowrap", ...wide }}>{t("meet.programme.columns.event")}</TableCell>
            <TableCell sx={{ fontWeight: 500, ...wide }}>{t("meet.programme.columns.heat")}</TableCell>
            <TableCell sx={{ fontWeight: 500, ...wide }}>{t("meet.programme.columns.distance")}</TableCell>
            <TableCell sx={{ fontWeight: 500, ...wide }}>{t("meet.programme.columns.stroke")}</TableCell>
            <TableCell sx={{ fontWeight: 500, ...wide }}>{t("meet.programme.columns.gender")}</TableCell>
            <TableCell sx={{ fontWeight: 500, ...narrow }}>{t("meet.programme.columns.heat")}</TableCell>
            <TableCell sx={{ fontWeight: 500 }}>{t("meet.programme.columns.status")}</TableCell>
          </TableRow>
        </TableHead>
        {groups.map((group) => (
          <TableBody key={group.heats[0]!.id}>
            {group.session && <SessionRow session={group.session} colSpan={ROW_CELLS} />}
            {group.heats.map((heat) => (
              <ProgrammeRow key={heat.id} heat={heat} active={heat.id === activeHeatId} onOpen={onOpen} />
            ))}
          </TableBody>
        ))}
      </Table>
    </TableContainer>
  );
}
