import Avatar from "@mui/material/Avatar";
import { initials } from "../format";

export function UserAvatar({
  person,
  size = 36,
  colour = "primary.main",
}: {
  person: { first_name: string; last_name: string };
  size?: number;
  colour?: string;
}) {
  return (
    <Avatar sx={{ bgcolor: colour, width: size, height: size, fontSize: size * 0.42 }}>
      {initials(person.first_name, person.last_name)}
    </Avatar>
  );
}
