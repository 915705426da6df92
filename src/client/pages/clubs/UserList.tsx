import Box from "@mui/material/Box";
import Chip from "@mui/material/Chip";
import Icon from "@mui/material/Icon";
import IconButton from "@mui/material/IconButton";
import Tooltip from "@mui/material/Tooltip";
import Typography from "@mui/material/Typography";
import { DataList } from "../../components/DataList";
import { UserAvatar } from "../../components/UserAvatar";
import { t } from "../../i18n/texts";
import type { User } from "../../api";
import { InviteButton } from "./InviteButton";

/**
 * Club users with their initials and an edit button each (SPEC 2, team tab and club detail); who has
 * not activated yet is marked, with a button to send the invitation again (DESIGN 4).
 */
export function UserList({
  users,
  loading,
  error,
  empty,
  onEdit,
}: {
  users: readonly User[] | undefined;
  loading?: boolean;
  error?: unknown;
  empty: string;
  onEdit(user: User): void;
}) {
  return (
    <DataList
      rows={users}
      rowKey={(user) => user.id}
      loading={loading}
      error={error}
      empty={empty}
      columns={[
        { key: "avatar", label: t("staff.users.initials"), labelHidden: true, width: 56, render: (user) => <UserAvatar person={user} /> },
        {
          key: "username",
          label: t("common.fields.email"),
          render: (user) => (
            <Box sx={{ display: "flex", flexWrap: "wrap", alignItems: "center", columnGap: 1, rowGap: 0.5 }}>
              {user.username}
              {!user.activated && <Chip size="small" variant="outlined" color="warning" label={t("staff.users.notActivated")} />}
              {user.pending_username && (
                <Typography variant="caption" color="text.secondary" sx={{ flexBasis: "100%" }}>
                  {t("staff.users.pendingAddress", { email: user.pending_username })}
                </Typography>
              )}
            </Box>
          ),
        },
        { key: "first_name", label: t("common.fields.firstName"), render: (user) => user.first_name, hideOnPhone: true },
        { key: "last_name", label: t("common.fields.lastName"), render: (user) => user.last_name, hideOnPhone: true },
        {
          key: "edit",
          label: t("staff.shared.actions"),
          labelHidden: true,
          align: "right",
          width: 112,
          render: (user) => (
            <Box sx={{ display: "flex", justifyContent: "flex-end" }}>
              {!user.activated && <InviteButton user={user} />}
              <Tooltip title={t("staff.users.edit")}>
                <IconButton aria-label={t("staff.users.editFor", { email: user.username })} onClick={() => onEdit(user)}>
                  <Icon>edit</Icon>
                </IconButton>
              </Tooltip>
            </Box>
          ),
        },
      ]}
    />
  );
}
