import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Icon from "@mui/material/Icon";
import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableHead from "@mui/material/TableHead";
import TableRow from "@mui/material/TableRow";
import { laneNumbers, waitingCount, type Heat } from "../../../shared/programme";
import { formatSwimTime } from "../../../shared/race-time";
import { visuallyHidden } from "../../components/visuallyHidden";
import { t } from "../../i18n/texts";

/**
 * Once the active heat has started, its lanes with the time that counts and what waits for
 * the referee show on the panel itself, with the way into the heat's sheet named, so a new referee
 * does not have to guess that the programme's row opens it.
 */
export function ActiveHeatLanes({ heat, referee, onOpen }: { heat: Heat; referee: boolean; onOpen(): void }) {
  const lanes = laneNumbers(heat.lanes).filter((key) => {
    const lane = heat.lanes[key]!;
    return lane.swimmer || lane.time != null || lane.status || (lane.watches?.length ?? 0) > 0;
  });
  const waiting = heat.waiting ?? waitingCount(heat);
  return (
    <Box sx={{ mt: 2 }}>
      {lanes.length > 0 && (
        <Table size="small" aria-label={t("meet.live.lanes")} sx={{ "& th, & td": { px: 1 }, fontVariantNumeric: "tabular-nums" }}>
          <TableHead>
            <TableRow>
              <TableCell sx={{ fontWeight: 500, width: "1%" }}>{t("meet.heat.columns.lane")}</TableCell>
              <TableCell sx={{ fontWeight: 500 }}>{t("meet.heat.columns.swimmer")}</TableCell>
              <TableCell sx={{ fontWeight: 500 }} align="right">
                {t("meet.heat.columns.time")}
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {lanes.map((key) => {
              const lane = heat.lanes[key]!;
              const pending = lane.watches?.some((watch) => watch.pending) ?? false;
              return (
                <TableRow key={key}>
                  <TableCell>{key}</TableCell>
                  <TableCell sx={{ overflowWrap: "anywhere" }}>{lane.swimmer || t("meet.heat.none")}</TableCell>
                  <TableCell align="right" sx={{ whiteSpace: "nowrap", fontWeight: 500 }}>
                    {lane.time == null ? (lane.status ?? t("meet.heat.none")) : formatSwimTime(lane.time)}
                    {lane.time != null && lane.status && ` ${lane.status}`}
                    {pending && (
                      <>
                        <Icon fontSize="small" sx={{ color: "warning.dark", verticalAlign: "text-bottom", ml: 0.5 }}>
                          hourglass_top
                        </Icon>
                        <Box component="span" sx={visuallyHidden}>
                          {` ${t("meet.live.laneWaiting")}`}
                        </Box>
                      </>
                    )}
                  </TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      )}
      {waiting > 0 ? (
        <Alert
          severity="warning"
          icon={<Icon>hourglass_top</Icon>}
          sx={{ mt: 1.5 }}
          action={
            <Button color="inherit" size="small" onClick={onOpen}>
              {t(referee ? "meet.live.review" : "meet.live.openSheet")}
            </Button>
          }
        >
          {t("meet.programme.waiting", { count: waiting })}
        </Alert>
      ) : (
        <Button size="small" startIcon={<Icon>open_in_full</Icon>} onClick={onOpen} sx={{ mt: 1 }}>
          {t("meet.live.openSheet")}
        </Button>
      )}
    </Box>
  );
}
