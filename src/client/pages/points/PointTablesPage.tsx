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
import { LOCALES } from "../../../shared/i18n/languages";
import { currentLanguage, t } from "../../i18n/texts";
import { PointTableDialog } from "./PointTableDialog";
import { PointFactorsDialog } from "./PointFactorsDialog";

/** When a table was uploaded, and by whom when the server still knows. */
const uploadedBy = (when: string, who: string | null) => (who ? t("staff.points.page.uploadedBy", { when, who }) : when);

/** DESIGN 8g: World Para Swimming's points tables side by side, and the short-course factors in use. */
export function PointTablesPage() {
  const tables = useLoad(() => api.points.tables(), []);
  const factors = useLoad(() => api.points.factors(), []);
  const [uploading, setUploading] = useState<"table" | "factors" | null>(null);
  const current = factors.data?.[0];

  return (
    <>
      <PageHeader
        title={t("staff.points.page.title")}
        actions={
          <Button variant="contained" startIcon={<Icon>upload_file</Icon>} onClick={() => setUploading("table")}>
            {t("staff.points.page.uploadTable")}
          </Button>
        }
      />
      <Typography color="text.secondary" sx={{ mb: 2, maxWidth: "70ch" }}>
        {t("staff.points.page.intro")}
      </Typography>
      <DataList
        rows={tables.data}
        loading={tables.loading}
        error={tables.error}
        empty={t("staff.points.page.tablesEmpty")}
        rowKey={(table) => table.id}
        columns={[
          { key: "name", label: t("staff.points.page.columns.name"), render: (table) => table.name },
          { key: "valid", label: t("staff.points.page.columns.validFrom"), render: (table) => formatDate(table.valid_from) },
          { key: "rows", label: t("staff.points.page.columns.rows"), render: (table) => table.rows, align: "right", hideOnPhone: true },
          { key: "file", label: t("staff.points.page.columns.file"), render: (table) => table.filename, hideOnPhone: true },
          {
            key: "uploaded",
            label: t("staff.points.page.columns.uploaded"),
            render: (table) => uploadedBy(formatDateTime(table.created_at), table.created_by),
            hideOnPhone: true,
          },
        ]}
      />
      <Section
        title={t("staff.points.page.factorsTitle")}
        actions={
          <Button variant="outlined" startIcon={<Icon>upload_file</Icon>} onClick={() => setUploading("factors")}>
            {t("staff.points.page.uploadFactors")}
          </Button>
        }
      >
        {current && (
          <Typography color="text.secondary" sx={{ mb: 1 }}>
            {t("staff.points.page.factorsCurrent", { name: current.name, when: formatDateTime(current.created_at) })}
          </Typography>
        )}
        <DataList
          rows={current?.factors}
          loading={factors.loading}
          error={factors.error}
          empty={t("staff.points.page.factorsEmpty")}
          rowKey={(factor) => `${factor.stroke}-${factor.distance}`}
          columns={[
            {
              key: "race",
              label: t("staff.points.page.factorColumns.race"),
              render: (factor) => `${heatDistance(factor)} ${strokeLabel(factor.stroke)}`,
            },
            {
              key: "factor",
              label: t("staff.points.page.factorColumns.factor"),
              render: (factor) => factor.factor.toLocaleString(LOCALES[currentLanguage()], { maximumFractionDigits: 4 }),
              align: "right",
            },
          ]}
        />
      </Section>
      {uploading === "table" && <PointTableDialog onClose={() => setUploading(null)} onUploaded={tables.reload} />}
      {uploading === "factors" && <PointFactorsDialog onClose={() => setUploading(null)} onUploaded={factors.reload} />}
    </>
  );
}
