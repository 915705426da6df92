import type { ReactNode } from "react";
import Alert from "@mui/material/Alert";
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

const t = nl.dashboard;

export function DashboardPage() {
  const { club_id } = useProfile();
  if (club_id === null) return <Alert severity="info">{t.noClub}</Alert>;
  return <ClubDashboard clubId={club_id} />;
}

function ClubDashboard({ clubId }: { clubId: number }) {
  const club = useLoad(() => api.clubs.get(clubId), [clubId]);
  const meets = useMeets(clubId);

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
      {/* The 'new meet' dialog's button (SPEC 2, club users only) belongs in this section's actions. */}
      <Section title={t.meets}>
        <MeetList meets={meets.data} loading={meets.loading} error={meets.error} />
      </Section>
    </>
  );
}
