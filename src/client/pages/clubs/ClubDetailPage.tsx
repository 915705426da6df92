import { useState } from "react";
import { useNavigate, useParams } from "react-router-dom";
import Button from "@mui/material/Button";
import Icon from "@mui/material/Icon";
import Paper from "@mui/material/Paper";
import { api } from "../../api";
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
import { t } from "../../i18n/texts";
import type { User } from "../../api";
import { ClubDialog } from "./ClubDialog";
import { UserDialog } from "./UserDialog";
import { UserList } from "./UserList";
import { paths } from "../../paths";

type Open = { kind: "club" } | { kind: "newUser" } | { kind: "user"; user: User } | null;

export function ClubDetailPage() {
  const id = Number(useParams().clubId);
  const navigate = useNavigate();
  const club = useLoad(() => api.clubs.get(id), [id], { refreshWhenShown: true });
  const users = useLoad(() => api.users.list({ club_id: id }), [id]);
  const meets = useMeets(id);
  const [open, setOpen] = useState<Open>(null);
  const close = () => setOpen(null);

  if (club.error) return <LoadError error={club.error} />;
  if (!club.data) return <Loading />;
  const data = club.data;

  return (
    <>
      <PageHeader
        back={{ to: paths.clubs, label: t("staff.clubs.title") }}
        title={data.name}
        actions={
          <Button variant="outlined" startIcon={<Icon>edit</Icon>} onClick={() => setOpen({ kind: "club" })}>
            {t("staff.shared.edit")}
          </Button>
        }
      />
      <Paper variant="outlined" sx={{ p: 3 }}>
        <Facts
          items={[
            { label: t("common.fields.clubNumber"), value: data.external_id },
            { label: t("common.fields.city"), value: data.city },
            { label: t("common.fields.license"), value: <LicenseChip license={data.license} /> },
            // DESIGN 8d: the link is for clubs with the beta licence only; another club's code opens nothing.
            ...(data.license === "beta"
              ? [
                  {
                    label: t("common.fields.linkCode"),
                    value: (
                      <LinkCode code={data.api_key}>
                        <NewLinkCode clubId={id} shown={data.api_key} onMade={(api_key) => club.setData({ ...data, api_key })} />
                      </LinkCode>
                    ),
                  },
                ]
              : []),
          ]}
        />
      </Paper>

      <Section
        title={t("staff.clubs.users")}
        actions={
          <Button startIcon={<Icon>person_add</Icon>} onClick={() => setOpen({ kind: "newUser" })}>
            {t("staff.clubs.addUser")}
          </Button>
        }
      >
        <UserList
          users={users.data}
          loading={users.loading}
          error={users.error}
          empty={t("staff.clubs.usersEmpty")}
          onEdit={(user) => setOpen({ kind: "user", user })}
        />
      </Section>

      <Section title={t("staff.meets.title")}>
        <MeetList meets={meets.data} loading={meets.loading} error={meets.error} />
      </Section>

      {open?.kind === "club" && (
        <ClubDialog club={data} onClose={close} onSaved={club.setData} onDeleted={() => navigate(paths.clubs, { replace: true })} />
      )}
      {open?.kind === "newUser" && <UserDialog clubId={id} onClose={close} onSaved={users.reload} />}
      {open?.kind === "user" && <UserDialog user={open.user} onClose={close} onSaved={users.reload} onDeleted={users.reload} />}
    </>
  );
}
