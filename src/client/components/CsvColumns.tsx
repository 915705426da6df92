import Link from "@mui/material/Link";
import Typography from "@mui/material/Typography";
import { t } from "../i18n/texts";
import { CSV_COLUMNS, csvHeaderBoth, REQUIRED_CSV_COLUMNS, SAMPLE_CSV_PATH, type CsvColumn } from "../../shared/csv-columns";

// Both names: a secretary reading the English page may hold an English export, and the Dutch one a Dutch.
const names = (columns: readonly CsvColumn[]) => columns.map(csvHeaderBoth).join(", ");
const optional = (Object.keys(CSV_COLUMNS) as CsvColumn[]).filter((column) => !REQUIRED_CSV_COLUMNS.includes(column));

/** DESIGN 9: the columns a CSV heat list has, as the reader takes them, and a sample file to start from. */
export function CsvColumns() {
  return (
    <Typography variant="body2" color="text.secondary">
      {t("meet.csv.columns", { required: names(REQUIRED_CSV_COLUMNS), optional: names(optional) })}{" "}
      <Link href={SAMPLE_CSV_PATH} download>
        {t("meet.csv.sample")}
      </Link>
    </Typography>
  );
}
