import { useParams } from "react-router-dom";
import Alert from "@mui/material/Alert";
import Paper from "@mui/material/Paper";
import { api } from "../../api";
import { Facts } from "../../components/Facts";
import { LoadError } from "../../components/LoadError";
import { Loading } from "../../components/Loading";
import { PageHeader } from "../../components/PageHeader";
import { formatDate, isBeforeToday } from "../../format";
import { useLoad } from "../../hooks/useLoad";
import { nl } from "../../texts/nl";

const t = nl.meets;

/** SPEC 2, meet detail: the meet's facts; programme, dialogs and live panel are added beside this. */
export function MeetPage() {
  const id = useParams().meetId ?? "";
  const meet = useLoad(() => api.meets.get(id), [id]);

  if (meet.error) return <LoadError error={meet.error} />;
  if (!meet.data) return <Loading />;
  const data = meet.data;

  return (
    <>
      <PageHeader title={data.name} subtitle={data.club_name} />
      {isBeforeToday(data.planned_date) && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {t.pastWarning}
        </Alert>
      )}
      <Paper variant="outlined" sx={{ p: 3 }}>
        <Facts
          items={[
            { label: nl.fields.meetNumber, value: data.external_id },
            { label: t.authCode, value: data.auth_code },
            { label: t.date, value: formatDate(data.planned_date) },
          ]}
        />
      </Paper>
    </>
  );
}
