import { useState } from "react";
import { useNavigate } from "react-router-dom";
import Button from "@mui/material/Button";
import Icon from "@mui/material/Icon";
import { api } from "../../api";
import { DataList } from "../../components/DataList";
import { PageHeader } from "../../components/PageHeader";
import { useLoad } from "../../hooks/useLoad";
import { nl } from "../../texts/nl";
import { OfficialDialog } from "./OfficialDialog";

const t = nl.officials;

export function OfficialsPage() {
  const officials = useLoad(() => api.officials.list(), []);
  const navigate = useNavigate();
  const [creating, setCreating] = useState(false);

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
      <DataList
        rows={officials.data}
        loading={officials.loading}
        error={officials.error}
        empty={t.empty}
        rowKey={(official) => official.id}
        rowLink={(official) => `/app/admin/officials/${official.id}`}
        columns={[
          { key: "email", label: t.columns.email, render: (official) => official.email },
          { key: "number", label: t.columns.number, render: (official) => official.external_id, hideOnPhone: true },
          { key: "name", label: t.columns.name, render: (official) => official.name },
        ]}
      />
      {creating && (
        <OfficialDialog
          onClose={() => setCreating(false)}
          onSaved={(official) => navigate(`/app/admin/officials/${official.id}`)}
        />
      )}
    </>
  );
}
