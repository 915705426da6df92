import { useState } from "react";
import { useNavigate } from "react-router-dom";
import { api } from "../../api";
import { AddButton } from "../../components/AddButton";
import { DataList } from "../../components/DataList";
import { PageHeader } from "../../components/PageHeader";
import { useLoad } from "../../hooks/useLoad";
import { nl } from "../../texts/nl";
import { OfficialDialog } from "./OfficialDialog";
import { LockoutList } from "./LockoutList";
import { paths } from "../../paths";

const t = nl.officials;

export function OfficialsPage() {
  const officials = useLoad(() => api.officials.list(), []);
  const navigate = useNavigate();
  const [creating, setCreating] = useState(false);

  return (
    <>
      <PageHeader
        title={t.title}
        actions={<AddButton label={t.new} onClick={() => setCreating(true)} />}
      />
      <DataList
        rows={officials.data}
        loading={officials.loading}
        error={officials.error}
        empty={t.empty}
        rowKey={(official) => official.id}
        rowLink={(official) => paths.official(official.id)}
        columns={[
          { key: "email", label: nl.fields.email, render: (official) => official.email },
          { key: "number", label: nl.fields.officialNumber, render: (official) => official.external_id, hideOnPhone: true },
          { key: "name", label: nl.fields.name, render: (official) => official.name },
        ]}
      />
      <LockoutList />
      {creating && (
        <OfficialDialog
          onClose={() => setCreating(false)}
          onSaved={(official) => navigate(paths.official(official.id))}
        />
      )}
    </>
  );
}
