import { useState } from "react";
import Link from "@mui/material/Link";
import Typography from "@mui/material/Typography";
import { DataList } from "../../components/DataList";
import { formatDayAndTime } from "../../format";
import { t } from "../../i18n/texts";
import { api, type MeetImport } from "../../api";
import { ImportReportDialog } from "./ImportReportDialog";

/** An import file's kind by its extension, in words; a kind of another shape as it is. */
const kindName = (kind: string) => (kind === "lxf" || kind === "csv" ? t(`meet.kinds.${kind}`) : kind);

/**
 * Every file this meet was built from, newest first (DESIGN 2: kept in R2 as uploaded), each to download
 * again (DESIGN 8c) and with its summary to read again (DESIGN 8e); when, by the meet's own clock
 * (`timeZone`, DESIGN 12).
 */
export function ImportHistory({ meetId, imports, timeZone }: { meetId: number; imports: readonly MeetImport[]; timeZone: string }) {
  const [reading, setReading] = useState<MeetImport | null>(null);
  return (
    <>
      <DataList
        columns={[
          {
            key: "file",
            label: t("meet.history.columns.file"),
            render: (row) => (
              <>
                <Link
                  variant="body2"
                  href={api.meets.importFileUrl(meetId, row.id)}
                  download={row.filename}
                  title={t("meet.history.download", { file: row.filename })}
                  sx={{ display: "block", wordBreak: "break-all" }}
                >
                  {row.filename}
                </Link>
                <Typography variant="caption" color="text.secondary">
                  {[
                    kindName(row.kind),
                    row.report && t("meet.history.heats", { count: row.report.heats }),
                    row.via === "link" && t("meet.history.viaLink"),
                  ]
                    .filter(Boolean)
                    .join(" · ")}
                </Typography>
                {row.report && (
                  <Link component="button" variant="caption" sx={{ display: "block" }} onClick={() => setReading(row)}>
                    {t("meet.history.summary")}
                  </Link>
                )}
              </>
            ),
          },
          {
            key: "date",
            label: t("common.fields.date"),
            render: (row) => {
              const { day, time } = formatDayAndTime(row.created_at, timeZone);
              return (
                <>
                  <Typography variant="body2">{day}</Typography>
                  <Typography variant="caption" color="text.secondary">
                    {time}
                  </Typography>
                </>
              );
            },
          },
        ]}
        rows={imports}
        rowKey={(row) => row.id}
        empty={t("meet.history.empty")}
      />
      {reading?.report && (
        <ImportReportDialog
          title={t("meet.history.summaryTitle", { file: reading.filename })}
          report={reading.report}
          onClose={() => setReading(null)}
        />
      )}
    </>
  );
}
