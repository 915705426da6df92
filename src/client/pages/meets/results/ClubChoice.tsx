import MenuItem from "@mui/material/MenuItem";
import TextField from "@mui/material/TextField";
import { t } from "../../../i18n/texts";

const ALL = "";

/** DESIGN 8c: one club's results on the screen and on paper, or every club's. */
export function ClubChoice({
  clubs,
  club,
  onChange,
}: {
  clubs: readonly string[];
  club: string | null;
  onChange: (club: string | null) => void;
}) {
  return (
    <TextField
      select
      size="small"
      className="zt-no-print"
      label={t("meet.results.club")}
      value={club ?? ALL}
      onChange={(e) => onChange(e.target.value === ALL ? null : e.target.value)}
      sx={{ mb: 2, width: { xs: "100%", sm: 300 } }}
    >
      <MenuItem value={ALL}>{t("meet.results.allClubs")}</MenuItem>
      {clubs.map((name) => (
        <MenuItem key={name} value={name}>
          {name}
        </MenuItem>
      ))}
    </TextField>
  );
}
