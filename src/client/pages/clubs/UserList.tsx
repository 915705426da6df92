import Icon from "@mui/material/Icon";
import IconButton from "@mui/material/IconButton";
import Tooltip from "@mui/material/Tooltip";
import { DataList } from "../../components/DataList";
import { UserAvatar } from "../../components/UserAvatar";
import { nl } from "../../texts/nl";
import type { User } from "../../api";

/** Club users with their initials and an edit button each (SPEC 2, team tab and club detail). */
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
        { key: "avatar", label: "", width: 56, render: (user) => <UserAvatar person={user} /> },
        { key: "username", label: nl.fields.username, render: (user) => user.username },
        { key: "first_name", label: nl.fields.firstName, render: (user) => user.first_name, hideOnPhone: true },
        { key: "last_name", label: nl.fields.lastName, render: (user) => user.last_name, hideOnPhone: true },
        {
          key: "edit",
          label: "",
          align: "right",
          width: 64,
          render: (user) => (
            <Tooltip title={nl.users.edit}>
              <IconButton aria-label={`${nl.users.edit}: ${user.username}`} onClick={() => onEdit(user)}>
                <Icon>edit</Icon>
              </IconButton>
            </Tooltip>
          ),
        },
      ]}
    />
  );
}
