import { memo } from "react";
import Paper from "@mui/material/Paper";
import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableHead from "@mui/material/TableHead";
import TableRow from "@mui/material/TableRow";
import Typography from "@mui/material/Typography";
import type { PublicHeat } from "../../shared/results";
import type { PublicTexts } from "../texts/public.nl";
import { StatusChip } from "./StatusChip";
import { compactTable } from "./tableParts";
import { heatName, raceName } from "./texts";

/** Every heat of the meet in programme order with its status; the active one marked. */
export const ProgrammeTable = memo(function ProgrammeTable({
  t,
  heats,
  activeHeatId,
}: {
  t: PublicTexts;
  heats: PublicHeat[];
  activeHeatId: string | null;
}) {
  return (
    <Paper component="section" aria-labelledby="public-programme" variant="outlined" sx={{ p: { xs: 1.5, sm: 2 } }}>
      <Typography id="public-programme" variant="h6" component="h2" sx={{ mb: 1 }}>
        {t.programme.title}
      </Typography>
      {heats.length === 0 ? (
        <Typography color="text.secondary">{t.programme.empty}</Typography>
      ) : (
        <Table size="small" aria-label={t.programme.title} sx={compactTable}>
          <TableHead>
            <TableRow>
              <TableCell>{t.programme.heat}</TableCell>
              <TableCell sx={{ width: "9rem" }}>{t.programme.status}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {heats.map((heat) => {
              const active = heat.id === activeHeatId;
              return (
                <TableRow key={heat.id} data-heat={heat.id} selected={active} aria-current={active ? "true" : undefined}>
                  <TableCell sx={{ overflowWrap: "anywhere" }}>
                    <Typography component="span" variant="body2" sx={{ display: "block", fontWeight: active ? 700 : 500 }}>
                      {heatName(t, heat)}
                    </Typography>
                    <Typography component="span" variant="body2" color="text.secondary" sx={{ display: "block" }}>
                      {raceName(t, heat)}
                    </Typography>
                  </TableCell>
                  <TableCell>
                    <StatusChip t={t} status={heat.status} active={active} />
                  </TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      )}
    </Paper>
  );
});
