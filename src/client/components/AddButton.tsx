import Button from "@mui/material/Button";
import Icon from "@mui/material/Icon";

/** The button beside a list's title that opens the dialog for a new one. */
export function AddButton({ label, icon = "add", onClick }: { label: string; icon?: string; onClick(): void }) {
  return (
    <Button variant="contained" startIcon={<Icon>{icon}</Icon>} onClick={onClick}>
      {label}
    </Button>
  );
}
