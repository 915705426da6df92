import Link from "@mui/material/Link";
import Typography from "@mui/material/Typography";
import { DataList } from "../../components/DataList";
import { formatDate } from "../../format";
import { currentLanguage, t } from "../../i18n/texts";
import { LOCALES } from "../../../shared/i18n/languages";
import { api, type MeetImport } from "../../api";

/** An import file's kind by its extension, in words; a kind of another shape as it is. */
const kindName = (kind: string) => (kind === "lxf" || kind === "csv" ? t(`meet.kinds.${kind}`) : kind);

/** Every file this meet was built from, newest first (DESIGN 2: kept in R2 as uploaded), each to download again (DESIGN 8c). */
export function ImportHistory({ meetId, imports }: { meetId: number; imports: readonly MeetImport[] }) {
  const timeOfDay = new Intl.DateTimeFormat(LOCALES[currentLanguage()], { hour: "2-digit", minute: "2-digit" });
  return (
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
            </>
          ),
        },
        {
          key: "date",
          label: t("common.fields.date"),
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
      empty={t("meet.history.empty")}
    />
  );
}
