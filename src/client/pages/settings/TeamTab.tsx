import { useState } from "react";
import Box from "@mui/material/Box";
import { api } from "../../api";
import { AddButton } from "../../components/AddButton";
import { useLoad } from "../../hooks/useLoad";
import { useProfile } from "../../session";
import { t } from "../../i18n/texts";
import type { User } from "../../api";
import { UserDialog } from "../clubs/UserDialog";
import { UserList } from "../clubs/UserList";

/** A club user's team is their club's users; an administrator's team is the other administrators. */
export function TeamTab() {
  const profile = useProfile();
  const admin = profile.is_admin;
  const clubId = profile.club_id ?? undefined;
  const users = useLoad(() => api.users.list(admin ? { is_admin: true } : { club_id: clubId }), [admin, clubId]);
  const [open, setOpen] = useState<User | "new" | null>(null);
  const close = () => setOpen(null);

  return (
    <>
      <Box sx={{ display: "flex", justifyContent: "flex-end", mb: 2 }}>
        <AddButton label={t("staff.settings.team.add")} icon="person_add" onClick={() => setOpen("new")} />
      </Box>
      <UserList
        users={users.data}
        loading={users.loading}
        error={users.error}
        empty={t("staff.settings.team.empty")}
        onEdit={(user) => setOpen(user)}
      />
      {open === "new" && <UserDialog clubId={profile.club_id} admin={admin} onClose={close} onSaved={users.reload} />}
      {open && open !== "new" && <UserDialog user={open} onClose={close} onSaved={users.reload} onDeleted={users.reload} />}
    </>
  );
}
