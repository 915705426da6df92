import { useState } from "react";
import Button from "@mui/material/Button";
import Icon from "@mui/material/Icon";
import Typography from "@mui/material/Typography";
import { api } from "../../api";
import { DataList } from "../../components/DataList";
import { PageHeader } from "../../components/PageHeader";
import { Section } from "../../components/Section";
import { useLoad } from "../../hooks/useLoad";
import { formatDate, formatDateTime } from "../../format";
import { heatDistance, strokeLabel } from "../../../shared/labels";
import { nlPoints } from "../../texts/nl-points";
import { PointTableDialog } from "./PointTableDialog";
import { PointFactorsDialog } from "./PointFactorsDialog";

const t = nlPoints.page;

/** DESIGN 8g: World Para Swimming's points tables side by side, and the short-course factors in use. */
export function PointTablesPage() {
  const tables = useLoad(() => api.points.tables(), []);
  const factors = useLoad(() => api.points.factors(), []);
  const [uploading, setUploading] = useState<"table" | "factors" | null>(null);
  const current = factors.data?.[0];

  return (
    <>
      <PageHeader
        title={t.title}
        actions={
          <Button variant="contained" startIcon={<Icon>upload_file</Icon>} onClick={() => setUploading("table")}>
            {t.uploadTable}
          </Button>
        }
      />
      <Typography color="text.secondary" sx={{ mb: 2, maxWidth: "70ch" }}>
        {t.intro}
      </Typography>
      <DataList
        rows={tables.data}
        loading={tables.loading}
        error={tables.error}
        empty={t.tablesEmpty}
        rowKey={(table) => table.id}
        columns={[
          { key: "name", label: t.columns.name, render: (table) => table.name },
          { key: "valid", label: t.columns.validFrom, render: (table) => formatDate(table.valid_from) },
          { key: "rows", label: t.columns.rows, render: (table) => table.rows, align: "right", hideOnPhone: true },
          { key: "file", label: t.columns.file, render: (table) => table.filename, hideOnPhone: true },
          { key: "uploaded", label: t.columns.uploaded, render: (table) => t.uploadedBy(formatDateTime(table.created_at), table.created_by), hideOnPhone: true },
        ]}
      />
      <Section
        title={t.factorsTitle}
        actions={
          <Button variant="outlined" startIcon={<Icon>upload_file</Icon>} onClick={() => setUploading("factors")}>
            {t.uploadFactors}
          </Button>
        }
      >
        {current && (
          <Typography color="text.secondary" sx={{ mb: 1 }}>
            {t.factorsCurrent(current.name, formatDateTime(current.created_at))}
          </Typography>
        )}
        <DataList
          rows={current?.factors}
          loading={factors.loading}
          error={factors.error}
          empty={t.factorsEmpty}
          rowKey={(factor) => `${factor.stroke}-${factor.distance}`}
          columns={[
            { key: "race", label: t.factorColumns.race, render: (factor) => `${heatDistance(factor)} ${strokeLabel(factor.stroke)}` },
            { key: "factor", label: t.factorColumns.factor, render: (factor) => factor.factor.toLocaleString("nl-NL", { maximumFractionDigits: 4 }), align: "right" },
          ]}
        />
      </Section>
      {uploading === "table" && <PointTableDialog onClose={() => setUploading(null)} onUploaded={tables.reload} />}
      {uploading === "factors" && <PointFactorsDialog onClose={() => setUploading(null)} onUploaded={factors.reload} />}
    </>
  );
}
