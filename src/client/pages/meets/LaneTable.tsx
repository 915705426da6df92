import Box from "@mui/material/Box";
import Chip from "@mui/material/Chip";
import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableContainer from "@mui/material/TableContainer";
import TableHead from "@mui/material/TableHead";
import TableRow from "@mui/material/TableRow";
import Tooltip from "@mui/material/Tooltip";
import Typography from "@mui/material/Typography";
import { laneNumbers, type Lane } from "../../../shared/programme";
import { formatClock } from "../../../shared/race-time";
import { nl } from "../../texts/nl";

const t = nl.meets.heat;

// On a phone only lane, swimmer and time keep a column: club and class move under the swimmer, the
// entry time and DQ under the time, so nothing needs a sideways scroll by the water.
const wide = { display: { xs: "none", sm: "table-cell" } } as const;
const narrow = { display: { xs: "block", sm: "none" } } as const;

const entry = (lane: Lane) => (lane.entrytime == null ? t.noTime : formatClock(lane.entrytime));

/** SPEC 3: a lane is disqualified when any dqs flag is true. */
const dqReasons = (lane: Lane) => Object.keys(lane.dqs ?? {}).filter((reason) => lane.dqs[reason]);

function DqMarker({ lane }: { lane: Lane }) {
  const reasons = dqReasons(lane);
  if (reasons.length === 0 && lane.status !== "DSQ") return null;
  return (
    <Tooltip title={reasons.join(", ")}>
      <Chip size="small" color="error" label={t.columns.dq} />
    </Tooltip>
  );
}

/** SPEC 2: the bottom sheet's lane table, from the heat's lanes keyed by lane number. */
export function LaneTable({ lanes }: { lanes: Record<string, Lane> }) {
  const numbers = laneNumbers(lanes);
  if (numbers.length === 0) return <Typography color="text.secondary">{t.noLanes}</Typography>;
  const c = t.columns;
  return (
    <TableContainer>
      <Table size="small" aria-label={t.lanes}>
        <TableHead>
          <TableRow>
            {[c.lane, c.swimmer, nl.fields.license, c.handicap, nl.fields.club, c.entry, c.time, c.dq].map((label) => (
              <TableCell
                key={label}
                sx={{ fontWeight: 500, whiteSpace: "nowrap", ...(label === c.lane || label === c.swimmer || label === c.time ? undefined : wide) }}
              >
                {label}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {numbers.map((number) => {
            const lane = lanes[number]!;
            return (
              <TableRow key={number}>
                <TableCell>{number}</TableCell>
                <TableCell sx={{ minWidth: { xs: 130, sm: 160 } }}>
                  {lane.swimmer || t.none}
                  {(lane.club || lane.handicap) && (
                    <Typography variant="caption" color="text.secondary" component="div" sx={narrow}>
                      {[lane.club, lane.handicap && `${c.handicap} ${lane.handicap}`].filter(Boolean).join(" · ")}
                    </Typography>
                  )}
                </TableCell>
                <TableCell sx={wide}>{lane.license || t.none}</TableCell>
                <TableCell sx={wide}>{lane.handicap || t.none}</TableCell>
                <TableCell sx={{ minWidth: 120, ...wide }}>{lane.club || t.none}</TableCell>
                <TableCell sx={{ fontVariantNumeric: "tabular-nums", ...wide }}>{entry(lane)}</TableCell>
                <TableCell sx={{ fontVariantNumeric: "tabular-nums", fontWeight: 500 }}>
                  {lane.time == null ? (lane.status ?? t.none) : formatClock(lane.time)}
                  <Typography variant="caption" color="text.secondary" component="div" sx={narrow}>
                    {c.entry} {entry(lane)}
                  </Typography>
                  <Box sx={narrow}>
                    <DqMarker lane={lane} />
                  </Box>
                </TableCell>
                <TableCell sx={wide}>
                  <DqMarker lane={lane} />
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
