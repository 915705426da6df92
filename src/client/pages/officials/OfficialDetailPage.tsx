import { useState } from "react";
import { useNavigate, useParams } from "react-router-dom";
import Button from "@mui/material/Button";
import Icon from "@mui/material/Icon";
import Paper from "@mui/material/Paper";
import { api } from "../../api";
import { Facts } from "../../components/Facts";
import { LoadError } from "../../components/LoadError";
import { Loading } from "../../components/Loading";
import { MeetList } from "../../components/MeetList";
import { PageHeader } from "../../components/PageHeader";
import { Section } from "../../components/Section";
import { useLoad } from "../../hooks/useLoad";
import { t } from "../../i18n/texts";
import { OfficialDialog } from "./OfficialDialog";
import { paths } from "../../paths";

export function OfficialDetailPage() {
  const id = Number(useParams().officialId);
  const navigate = useNavigate();
  const official = useLoad(() => api.officials.get(id), [id]);
  const [editing, setEditing] = useState(false);

  if (official.error) return <LoadError error={official.error} />;
  if (!official.data) return <Loading />;
  const data = official.data;

  return (
    <>
      <PageHeader
        back={{ to: paths.officials, label: t("staff.officials.title") }}
        title={data.name}
        actions={
          <Button variant="outlined" startIcon={<Icon>edit</Icon>} onClick={() => setEditing(true)}>
            {t("staff.shared.edit")}
          </Button>
        }
      />
      <Paper variant="outlined" sx={{ p: 3 }}>
        <Facts
          items={[
            { label: t("common.fields.email"), value: data.email },
            { label: t("common.fields.officialNumber"), value: data.external_id },
          ]}
        />
      </Paper>
      <Section title={t("staff.meets.title")}>
        <MeetList meets={data.meets} showClub />
      </Section>
      {editing && (
        <OfficialDialog
          official={data}
          onClose={() => setEditing(false)}
          onSaved={(saved) => official.setData({ ...data, ...saved })}
          onDeleted={() => navigate(paths.officials, { replace: true })}
        />
      )}
    </>
  );
}
