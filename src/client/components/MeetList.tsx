import type { Meet } from "../types";
import { DataList, type Column } from "./DataList";
import { formatDate } from "../format";
import { nl } from "../texts/nl";

const t = nl.meets;

/** Meets linking to their detail page; `showClub` adds a club column where several clubs' meets are listed. */
export function MeetList({
  meets,
  loading,
  error,
  showClub = false,
}: {
  meets: readonly Meet[] | undefined;
  loading?: boolean;
  error?: unknown;
  showClub?: boolean;
}) {
  const columns: Column<Meet>[] = [
    { key: "name", label: t.columns.name, render: (meet) => meet.name },
    { key: "number", label: t.columns.number, render: (meet) => meet.external_id, hideOnPhone: true },
    { key: "date", label: t.columns.date, render: (meet) => formatDate(meet.planned_date) },
  ];
  if (showClub) columns.push({ key: "club", label: t.columns.club, render: (meet) => meet.club_name ?? "", hideOnPhone: true });
  return (
    <DataList
      columns={columns}
      rows={meets}
      rowKey={(meet) => meet.id}
      rowLink={(meet) => `/app/meets/${meet.id}`}
      loading={loading}
      error={error}
      empty={t.empty}
    />
  );
}
