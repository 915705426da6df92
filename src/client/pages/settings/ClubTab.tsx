import { useState } from "react";
import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import Icon from "@mui/material/Icon";
import Paper from "@mui/material/Paper";
import Typography from "@mui/material/Typography";
import { api } from "../../api";
import { Facts } from "../../components/Facts";
import { LicenseChip } from "../../components/LicenseChip";
import { LoadError } from "../../components/LoadError";
import { Loading } from "../../components/Loading";
import { useLoad } from "../../hooks/useLoad";
import { useProfile } from "../../session";
import { t } from "../../i18n/texts";
import { ClubDialog } from "../clubs/ClubDialog";

export function ClubTab() {
  const { club_id } = useProfile();
  if (club_id === null) return <Alert severity="info">{t("staff.shared.noClub")}</Alert>;
  return <OwnClub id={club_id} />;
}

function OwnClub({ id }: { id: number }) {
  const club = useLoad(() => api.clubs.get(id), [id]);
  const [editing, setEditing] = useState(false);

  if (club.error) return <LoadError error={club.error} />;
  if (!club.data) return <Loading />;
  const data = club.data;

  return (
    <Paper variant="outlined" sx={{ p: 3 }}>
      <Typography variant="h6" component="h2" gutterBottom>
        {data.name}
      </Typography>
      <Facts
        items={[
          { label: t("common.fields.name"), value: data.name },
          { label: t("common.fields.city"), value: data.city },
          { label: t("common.fields.clubNumber"), value: data.external_id },
          { label: t("common.fields.license"), value: <LicenseChip license={data.license} /> },
        ]}
      />
      <Button variant="outlined" startIcon={<Icon>edit</Icon>} onClick={() => setEditing(true)} sx={{ mt: 3 }}>
        {t("staff.clubs.editTitle")}
      </Button>
      {editing && <ClubDialog club={data} onClose={() => setEditing(false)} onSaved={club.setData} />}
    </Paper>
  );
}
