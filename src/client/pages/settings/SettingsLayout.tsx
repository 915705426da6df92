import { Link as RouterLink, Outlet, useLocation } from "react-router-dom";
import Tab from "@mui/material/Tab";
import Tabs from "@mui/material/Tabs";
import { PageHeader } from "../../components/PageHeader";
import { useProfile } from "../../session";
import { t } from "../../i18n/texts";
import { paths } from "../../paths";

/** The settings tabs, one route each; administrators have no club tab (SPEC 6). */
export function SettingsLayout() {
  const { is_admin } = useProfile();
  const { pathname } = useLocation();
  const tabs = [
    { to: paths.profile, label: t("staff.settings.tabs.profile") },
    ...(is_admin ? [] : [{ to: paths.clubSettings, label: t("common.fields.club") }]),
    { to: paths.team, label: t("staff.settings.tabs.team") },
  ];
  const current = tabs.find((tab) => pathname.startsWith(tab.to))?.to ?? false;

  return (
    <>
      <PageHeader title={t("staff.settings.title")} />
      <Tabs value={current} sx={{ mb: 3, borderBottom: 1, borderColor: "divider" }}>
        {tabs.map((tab) => (
          <Tab key={tab.to} value={tab.to} label={tab.label} component={RouterLink} to={tab.to} />
        ))}
      </Tabs>
      <Outlet />
    </>
  );
}
