import MenuItem from "@mui/material/MenuItem";
import TextField from "@mui/material/TextField";
import { nl } from "../../../texts/nl";

const t = nl.results;
const ALL = "";

/** DESIGN 8c: one club's results on the screen and on paper, or every club's. */
export function ClubChoice({ clubs, club, onChange }: { clubs: readonly string[]; club: string | null; onChange: (club: string | null) => void }) {
  return (
    <TextField
      select
      size="small"
      className="zt-no-print"
      label={t.club}
      value={club ?? ALL}
      onChange={(e) => onChange(e.target.value === ALL ? null : e.target.value)}
      sx={{ mb: 2, width: { xs: "100%", sm: 300 } }}
    >
      <MenuItem value={ALL}>{t.allClubs}</MenuItem>
      {clubs.map((name) => (
        <MenuItem key={name} value={name}>
          {name}
        </MenuItem>
      ))}
    </TextField>
  );
}
