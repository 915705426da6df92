import TableCell from "@mui/material/TableCell";
import TableRow from "@mui/material/TableRow";
import Typography from "@mui/material/Typography";
import type { LenexSession } from "../../shared/programme";
import { sessionName, sessionTitle } from "../live/sessions";

/**
 * DESIGN 8h: the row over a session's heats in a programme table, heading its row group: the session's
 * number and start ('Sessie 2 · za 18:00') and the file's name for it.
 */
export function SessionRow({ session, colSpan }: { session: LenexSession; colSpan: number }) {
  const name = sessionName(session);
  return (
    <TableRow data-session={session.number}>
      <TableCell component="th" scope="rowgroup" colSpan={colSpan} sx={{ bgcolor: "background.default", py: 0.75 }}>
        <Typography component="span" variant="body2" sx={{ fontWeight: 700 }}>
          {sessionTitle(session)}
        </Typography>
        {name && (
          <Typography component="span" variant="body2" color="text.secondary" sx={{ overflowWrap: "anywhere" }}>
            {" · "}
            {name}
          </Typography>
        )}
      </TableCell>
    </TableRow>
  );
}
