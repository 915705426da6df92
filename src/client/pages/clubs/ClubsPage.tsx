import { useState } from "react";
import { useNavigate } from "react-router-dom";
import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import Icon from "@mui/material/Icon";
import { api } from "../../api";
import { DataList } from "../../components/DataList";
import { LicenseChip } from "../../components/LicenseChip";
import { PageHeader } from "../../components/PageHeader";
import { useLoad } from "../../hooks/useLoad";
import { nl } from "../../texts/nl";
import { ClubDialog } from "./ClubDialog";

const t = nl.clubs;

export function ClubsPage() {
  const clubs = useLoad(() => api.clubs.list(), []);
  const navigate = useNavigate();
  const [creating, setCreating] = useState(false);
  const [failure, setFailure] = useState<string>();

  return (
    <>
      <PageHeader
        title={t.title}
        actions={
          <Button variant="contained" startIcon={<Icon>add</Icon>} onClick={() => setCreating(true)}>
            {t.new}
          </Button>
        }
      />
      {failure && (
        <Alert severity="error" onClose={() => setFailure(undefined)} sx={{ mb: 2 }}>
          {failure}
        </Alert>
      )}
      <DataList
        rows={clubs.data}
        loading={clubs.loading}
        error={clubs.error}
        empty={t.empty}
        rowKey={(club) => club.id}
        rowLink={(club) => `/app/admin/clubs/${club.id}`}
        columns={[
          { key: "name", label: t.columns.name, render: (club) => club.name },
          { key: "number", label: t.columns.number, render: (club) => club.external_id, hideOnPhone: true },
          { key: "city", label: t.columns.city, render: (club) => club.city, hideOnPhone: true },
          { key: "license", label: t.columns.license, render: (club) => <LicenseChip license={club.license} /> },
        ]}
      />
      {creating && (
        <ClubDialog
          onClose={() => setCreating(false)}
          onSaved={(club) => navigate(`/app/admin/clubs/${club.id}`)}
          onCreateFailed={setFailure}
        />
      )}
    </>
  );
}
