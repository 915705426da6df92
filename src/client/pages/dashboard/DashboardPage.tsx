import { useState, type ReactNode } from "react";
import Alert from "@mui/material/Alert";
import Paper from "@mui/material/Paper";
import { api } from "../../api";
import { AddButton } from "../../components/AddButton";
import { Facts } from "../../components/Facts";
import { LicenseChip } from "../../components/LicenseChip";
import { LinkCode } from "../../components/LinkCode";
import { NewLinkCode } from "../../components/NewLinkCode";
import { LoadError } from "../../components/LoadError";
import { Loading } from "../../components/Loading";
import { MeetList } from "../../components/MeetList";
import { PageHeader } from "../../components/PageHeader";
import { Section } from "../../components/Section";
import { useLoad } from "../../hooks/useLoad";
import { useMeets } from "../../hooks/useMeets";
import { useProfile } from "../../session";
import { t } from "../../i18n/texts";
import { NewMeetDialog } from "./NewMeetDialog";

export function DashboardPage() {
  const { club_id, is_admin } = useProfile();
  if (club_id === null) return <Alert severity="info">{t("staff.shared.noClub")}</Alert>;
  return <ClubDashboard clubId={club_id} canCreateMeet={!is_admin} />;
}

function ClubDashboard({ clubId, canCreateMeet }: { clubId: number; canCreateMeet: boolean }) {
  const club = useLoad(() => api.clubs.get(clubId), [clubId], { refreshWhenShown: true });
  const meets = useMeets(clubId);
  const [creating, setCreating] = useState(false);

  if (club.error) return <LoadError error={club.error} />;
  if (!club.data) return <Loading />;
  const data = club.data;

  const facts: { label: string; value: ReactNode }[] = [
    { label: t("common.fields.clubNumber"), value: data.external_id },
    { label: t("common.fields.city"), value: data.city },
    { label: t("common.fields.license"), value: <LicenseChip license={data.license} /> },
  ];
  // SPEC 2: the dashboard shows the link code for a beta licence only.
  if (data.license === "beta") {
    facts.push({
      label: t("common.fields.linkCode"),
      value: (
        <LinkCode code={data.api_key}>
          <NewLinkCode clubId={data.id} shown={data.api_key} onMade={(api_key) => club.setData({ ...data, api_key })} />
        </LinkCode>
      ),
    });
  }

  return (
    <>
      <PageHeader title={data.name} />
      <Paper variant="outlined" sx={{ p: 3 }}>
        <Facts items={facts} />
      </Paper>
      <Section
        title={t("staff.meets.title")}
        actions={
          // SPEC 2/6: the 'new meet' dialog is hidden for administrators.
          canCreateMeet && <AddButton label={t("staff.meets.new.title")} onClick={() => setCreating(true)} />
        }
      >
        <MeetList meets={meets.data} loading={meets.loading} error={meets.error} />
      </Section>
      {creating && <NewMeetDialog timeZone={data.time_zone} onClose={() => setCreating(false)} onCreated={meets.reload} />}
    </>
  );
}
