import type { MeetSummary } from "../api";
import { DataList, type Column } from "./DataList";
import { formatDate } from "../format";
import { t } from "../i18n/texts";
import { paths } from "../paths";

/** What a meet list needs of a meet; the club's name where the list shows several clubs' meets. */
type ListedMeet = Pick<MeetSummary, "id" | "name" | "external_id" | "planned_date"> & { club_name?: string };

/** Meets linking to their detail page; `showClub` adds a club column where several clubs' meets are listed. */
export function MeetList({
  meets,
  loading,
  error,
  showClub = false,
}: {
  meets: readonly ListedMeet[] | undefined;
  loading?: boolean;
  error?: unknown;
  showClub?: boolean;
}) {
  const columns: Column<ListedMeet>[] = [
    { key: "name", label: t("common.fields.name"), render: (meet) => meet.name },
    { key: "number", label: t("common.fields.meetNumber"), render: (meet) => meet.external_id, hideOnPhone: true },
    { key: "date", label: t("common.fields.date"), render: (meet) => formatDate(meet.planned_date) },
  ];
  if (showClub) columns.push({ key: "club", label: t("common.fields.club"), render: (meet) => meet.club_name ?? "", hideOnPhone: true });
  return (
    <DataList
      columns={columns}
      rows={meets}
      rowKey={(meet) => meet.id}
      rowLink={(meet) => paths.meet(meet.id)}
      loading={loading}
      error={error}
      empty={t("staff.meets.empty")}
    />
  );
}
