import { useState } from "react";
import { useNavigate } from "react-router-dom";
import { api } from "../../api";
import { AddButton } from "../../components/AddButton";
import { DataList } from "../../components/DataList";
import { PageHeader } from "../../components/PageHeader";
import { useLoad } from "../../hooks/useLoad";
import { t } from "../../i18n/texts";
import { OfficialDialog } from "./OfficialDialog";
import { LockoutList } from "./LockoutList";
import { paths } from "../../paths";

export function OfficialsPage() {
  const officials = useLoad(() => api.officials.list(), []);
  const navigate = useNavigate();
  const [creating, setCreating] = useState(false);

  return (
    <>
      <PageHeader
        title={t("staff.officials.title")}
        actions={<AddButton label={t("staff.officials.new")} onClick={() => setCreating(true)} />}
      />
      <DataList
        rows={officials.data}
        loading={officials.loading}
        error={officials.error}
        empty={t("staff.officials.empty")}
        rowKey={(official) => official.id}
        rowLink={(official) => paths.official(official.id)}
        columns={[
          { key: "email", label: t("common.fields.email"), render: (official) => official.email },
          { key: "number", label: t("common.fields.officialNumber"), render: (official) => official.external_id, hideOnPhone: true },
          { key: "name", label: t("common.fields.name"), render: (official) => official.name },
        ]}
      />
      <LockoutList />
      {creating && <OfficialDialog onClose={() => setCreating(false)} onSaved={(official) => navigate(paths.official(official.id))} />}
    </>
  );
}
