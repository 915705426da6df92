// The one list every overview uses: a table whose rows may link to a detail page, with the spinner,
// error and empty state a list needs while or instead of showing rows.
import type { ReactNode } from "react";
import { Link as RouterLink, useNavigate } from "react-router-dom";
import CircularProgress from "@mui/material/CircularProgress";
import Link from "@mui/material/Link";
import Paper from "@mui/material/Paper";
import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import Box from "@mui/material/Box";
import TableCell from "@mui/material/TableCell";
import TableContainer from "@mui/material/TableContainer";
import TableHead from "@mui/material/TableHead";
import TableRow from "@mui/material/TableRow";
import Typography from "@mui/material/Typography";
import { LoadError } from "./LoadError";
import { visuallyHidden } from "./visuallyHidden";
import { t } from "../i18n/texts";

export interface Column<T> {
  key: string;
  label: string;
  /** A column of avatars or buttons: its label is for screen readers, the header looks empty. */
  labelHidden?: boolean;
  render(row: T): ReactNode;
  align?: "left" | "right" | "center";
  width?: number | string;
  /** A secondary column a 360-px phone leaves out, so the main ones keep room to read. */
  hideOnPhone?: boolean;
}

const cellSx = <T,>(column: Column<T>) => ({
  px: { xs: 1, sm: 2 },
  ...(column.hideOnPhone && { display: { xs: "none", sm: "table-cell" } }),
});

export interface DataListProps<T> {
  columns: Column<T>[];
  rows: readonly T[] | undefined;
  rowKey(row: T): string | number;
  /** Detail page of a row: the first column becomes a link and the whole row is clickable. */
  rowLink?(row: T): string;
  loading?: boolean;
  error?: unknown;
  /** Shown when there are no rows. */
  empty: string;
}

export function DataList<T>({ columns, rows, rowKey, rowLink, loading, error, empty }: DataListProps<T>) {
  const navigate = useNavigate();
  if (error) return <LoadError error={error} />;

  const span = columns.length;
  let body: ReactNode;
  if (loading && !rows) {
    body = (
      <TableRow>
        <TableCell colSpan={span} align="center" sx={{ py: 4 }}>
          <CircularProgress size={32} aria-label={t("common.common.loading")} />
        </TableCell>
      </TableRow>
    );
  } else if (!rows?.length) {
    body = (
      <TableRow>
        <TableCell colSpan={span}>
          <Typography color="text.secondary" sx={{ py: 2, textAlign: "center" }}>
            {empty}
          </Typography>
        </TableCell>
      </TableRow>
    );
  } else {
    body = rows.map((row) => {
      const to = rowLink?.(row);
      return (
        <TableRow key={rowKey(row)} hover={!!to} onClick={to ? () => navigate(to) : undefined} sx={to ? { cursor: "pointer" } : undefined}>
          {columns.map((column, i) => (
            <TableCell key={column.key} align={column.align} width={column.width} sx={cellSx(column)}>
              {to && i === 0 ? (
                <Link component={RouterLink} to={to} underline="hover" onClick={(e) => e.stopPropagation()}>
                  {column.render(row)}
                </Link>
              ) : (
                column.render(row)
              )}
            </TableCell>
          ))}
        </TableRow>
      );
    });
  }

  return (
    <TableContainer component={Paper} variant="outlined">
      <Table>
        <TableHead>
          <TableRow>
            {columns.map((column) => (
              <TableCell key={column.key} align={column.align} width={column.width} sx={{ fontWeight: 500, ...cellSx(column) }}>
                {column.labelHidden ? (
                  <Box component="span" sx={visuallyHidden}>
                    {column.label}
                  </Box>
                ) : (
                  column.label
                )}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>{body}</TableBody>
      </Table>
    </TableContainer>
  );
}
