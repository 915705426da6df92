import Link from "@mui/material/Link";
import Typography from "@mui/material/Typography";
import { DataList } from "../../components/DataList";
import { formatDate } from "../../format";
import { nl } from "../../texts/nl";
import { api, type MeetImport } from "../../api";

const t = nl.meets.history;

const timeOfDay = new Intl.DateTimeFormat("nl-NL", { hour: "2-digit", minute: "2-digit" });

/** Every file this meet was built from, newest first (DESIGN 2: kept in R2 as uploaded), each to download again (DESIGN 8c). */
export function ImportHistory({ meetId, imports }: { meetId: number; imports: readonly MeetImport[] }) {
  return (
    <DataList
      columns={[
        {
          key: "file",
          label: t.columns.file,
          render: (row) => (
            <>
              <Link variant="body2" href={api.meets.importFileUrl(meetId, row.id)} download={row.filename} title={t.download(row.filename)} sx={{ display: "block", wordBreak: "break-all" }}>
                {row.filename}
              </Link>
              <Typography variant="caption" color="text.secondary">
                {[nl.meets.kinds[row.kind] ?? row.kind, row.report && t.heats(row.report.heats), row.via === "link" && t.viaLink]
                  .filter(Boolean)
                  .join(" · ")}
              </Typography>
            </>
          ),
        },
        {
          key: "date",
          label: nl.fields.date,
          render: (row) => (
            <>
              <Typography variant="body2">{formatDate(new Date(row.created_at))}</Typography>
              <Typography variant="caption" color="text.secondary">
                {timeOfDay.format(new Date(row.created_at))}
              </Typography>
            </>
          ),
        },
      ]}
      rows={imports}
      rowKey={(row) => row.id}
      empty={t.empty}
    />
  );
}
