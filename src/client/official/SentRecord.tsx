import Card from "@mui/material/Card";
import CardContent from "@mui/material/CardContent";
import Typography from "@mui/material/Typography";
import { t } from "../i18n/texts";
import { Tag } from "../components/Tag";
import type { RecordStatus } from "./useOfficialLive";

function StatusChip({ status }: { status: RecordStatus }) {
  if (status.kind === "sent") return <Tag color="success" label={t("official.queue.sent")} role="status" />;
  if (status.kind === "refused") return <Tag color="error" label={t("official.queue.refused")} role="status" />;
  return <Tag color="warning" label={t("official.queue.waiting", { count: status.count })} role="status" />;
}

/** A confirmed record and (DESIGN 8) whether it reached the room or waits in the phone's queue. */
export function SentRecord({ text, status }: { text: string; status: RecordStatus }) {
  return (
    <Card variant="outlined">
      <CardContent sx={{ display: "flex", alignItems: "center", justifyContent: "space-between", gap: 1, "&:last-child": { pb: 2 } }}>
        <Typography sx={{ fontVariantNumeric: "tabular-nums" }}>{text}</Typography>
        <StatusChip status={status} />
      </CardContent>
    </Card>
  );
}
