import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableContainer from "@mui/material/TableContainer";
import TableHead from "@mui/material/TableHead";
import TableRow from "@mui/material/TableRow";
import Typography from "@mui/material/Typography";
import type { Vva } from "../../../shared/programme";
import { t } from "../../i18n/texts";

const OBSERVERS = ["K", "S"] as const;
const isObserver = (kind: string): kind is (typeof OBSERVERS)[number] => (OBSERVERS as readonly string[]).includes(kind);

type OrderRow = { label: string; places: string[]; meaning?: string };

/**
 * SPEC 3: every vva entry is a comma-separated list of places, one per lane in lane order; the
 * K (arrival-order judge) and S (timekeepers) rows are numbered per kind, each with what its
 * letter stands for (issue 41: 'K1' alone said nothing to a new user).
 */
function orderRows(vva: Vva): OrderRow[] {
  const rows: OrderRow[] = [];
  const split = (value: string) => value.split(",").map((place) => place.trim());
  if (vva.time) rows.push({ label: t("meet.heat.orders.time"), places: split(vva.time) });
  if (vva.result) rows.push({ label: t("meet.heat.orders.result"), places: split(vva.result) });
  const seen: Record<string, number> = {};
  for (const row of vva.rows ?? []) {
    const kind = row.r ?? "";
    seen[kind] = (seen[kind] ?? 0) + 1;
    const meaning = isObserver(kind) ? t(`meet.heat.observers.${kind}`, { number: seen[kind] }) : undefined;
    rows.push({ label: `${kind}${seen[kind]}`, places: split(row.value), meaning });
  }
  return rows;
}

/** The arrival order of a heat as a grid: a row per order, a column per lane. */
export function ArrivalOrder({ vva, lanes }: { vva: Vva | null; lanes: readonly string[] }) {
  const rows = vva ? orderRows(vva) : [];
  if (rows.length === 0) return <Typography color="text.secondary">{t("meet.heat.arrivalEmpty")}</Typography>;
  const legend = rows.flatMap((row) => (row.meaning ? [`${row.label} = ${row.meaning}`] : [])).join(" · ");
  return (
    <>
      <TableContainer>
        <Table size="small" aria-label={t("common.fields.arrivalOrder")}>
          <TableHead>
            <TableRow>
              <TableCell sx={{ fontWeight: 500 }}>{t("meet.heat.columns.lane")}</TableCell>
              {lanes.map((lane) => (
                <TableCell key={lane} align="center" sx={{ fontWeight: 500 }}>
                  {lane}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((row) => (
              <TableRow key={row.label}>
                <TableCell component="th" scope="row" sx={{ whiteSpace: "nowrap" }}>
                  {row.meaning ? <abbr title={row.meaning}>{row.label}</abbr> : row.label}
                </TableCell>
                {lanes.map((lane, i) => (
                  <TableCell key={lane} align="center">
                    {row.places[i] || t("meet.heat.none")}
                  </TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      {legend && (
        <Typography variant="caption" color="text.secondary">
          {legend}
        </Typography>
      )}
    </>
  );
}
