import { useState, type ReactNode } from "react";
import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import Icon from "@mui/material/Icon";
import Paper from "@mui/material/Paper";
import { api } from "../../api";
import { Facts } from "../../components/Facts";
import { LicenseChip } from "../../components/LicenseChip";
import { LinkCode } from "../../components/LinkCode";
import { LoadError } from "../../components/LoadError";
import { Loading } from "../../components/Loading";
import { MeetList } from "../../components/MeetList";
import { PageHeader } from "../../components/PageHeader";
import { Section } from "../../components/Section";
import { useLoad } from "../../hooks/useLoad";
import { useMeets } from "../../hooks/useMeets";
import { useProfile } from "../../session";
import { nl } from "../../texts/nl";
import { NewMeetDialog } from "./NewMeetDialog";

const t = nl.dashboard;

export function DashboardPage() {
  const { club_id, is_admin } = useProfile();
  if (club_id === null) return <Alert severity="info">{t.noClub}</Alert>;
  return <ClubDashboard clubId={club_id} canCreateMeet={!is_admin} />;
}

function ClubDashboard({ clubId, canCreateMeet }: { clubId: number; canCreateMeet: boolean }) {
  const club = useLoad(() => api.clubs.get(clubId), [clubId]);
  const meets = useMeets(clubId);
  const [creating, setCreating] = useState(false);

  if (club.error) return <LoadError error={club.error} />;
  if (!club.data) return <Loading />;
  const data = club.data;

  const facts: { label: string; value: ReactNode }[] = [
    { label: t.clubNumber, value: data.external_id },
    { label: t.city, value: data.city },
    { label: nl.fields.license, value: <LicenseChip license={data.license} /> },
  ];
  // SPEC 2: the dashboard shows the link code for a beta licence only.
  if (data.license === "beta") facts.push({ label: t.linkCode, value: <LinkCode code={data.api_key} /> });

  return (
    <>
      <PageHeader title={data.name} />
      <Paper variant="outlined" sx={{ p: 3 }}>
        <Facts items={facts} />
      </Paper>
      <Section
        title={t.meets}
        actions={
          // SPEC 2/6: the 'new meet' dialog is hidden for administrators.
          canCreateMeet && (
            <Button variant="contained" startIcon={<Icon>add</Icon>} onClick={() => setCreating(true)}>
              {nl.meets.new.button}
            </Button>
          )
        }
      >
        <MeetList meets={meets.data} loading={meets.loading} error={meets.error} />
      </Section>
      {creating && <NewMeetDialog onClose={() => setCreating(false)} />}
    </>
  );
}
