import { useState } from "react";
import { useNavigate } from "react-router-dom";
import Alert from "@mui/material/Alert";
import { api } from "../../api";
import { AddButton } from "../../components/AddButton";
import { DataList } from "../../components/DataList";
import { LicenseChip } from "../../components/LicenseChip";
import { PageHeader } from "../../components/PageHeader";
import { useLoad } from "../../hooks/useLoad";
import { t } from "../../i18n/texts";
import { ClubDialog } from "./ClubDialog";
import { paths } from "../../paths";

export function ClubsPage() {
  const clubs = useLoad(() => api.clubs.list(), []);
  const navigate = useNavigate();
  const [creating, setCreating] = useState(false);
  const [failure, setFailure] = useState<string>();

  return (
    <>
      <PageHeader title={t("staff.clubs.title")} actions={<AddButton label={t("staff.clubs.new")} onClick={() => setCreating(true)} />} />
      {failure && (
        <Alert severity="error" onClose={() => setFailure(undefined)} sx={{ mb: 2 }}>
          {failure}
        </Alert>
      )}
      <DataList
        rows={clubs.data}
        loading={clubs.loading}
        error={clubs.error}
        empty={t("staff.clubs.empty")}
        rowKey={(club) => club.id}
        rowLink={(club) => paths.club(club.id)}
        columns={[
          { key: "name", label: t("common.fields.name"), render: (club) => club.name },
          { key: "number", label: t("staff.clubs.columns.number"), render: (club) => club.external_id, hideOnPhone: true },
          { key: "city", label: t("common.fields.city"), render: (club) => club.city, hideOnPhone: true },
          { key: "license", label: t("common.fields.license"), render: (club) => <LicenseChip license={club.license} /> },
        ]}
      />
      {creating && (
        <ClubDialog onClose={() => setCreating(false)} onSaved={(club) => navigate(paths.club(club.id))} onCreateFailed={setFailure} />
      )}
    </>
  );
}
