import { useId } from "react";
import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { bigButton } from "./sizes";

/**
 * A question in the page itself rather than in a dialog (a modal would put the page over DESIGN 11's
 * budget, and would hide the task screen, which must keep what it holds). The safe answer takes the
 * focus, so the question is read first and a second tap does no harm; Escape gives that answer too.
 */
export function ConfirmPanel({
  title,
  text,
  confirm,
  cancel,
  onConfirm,
  onCancel,
}: {
  title: string;
  text: string;
  confirm: string;
  cancel: string;
  onConfirm(): void;
  onCancel(): void;
}) {
  const id = useId();
  return (
    <Alert
      severity="warning"
      role="alertdialog"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-text`}
      onKeyDown={(event) => {
        if (event.key === "Escape") onCancel();
      }}
      sx={{ "& .MuiAlert-message": { width: "100%" } }}
    >
      <Typography id={`${id}-title`} component="h2" sx={{ fontWeight: 500, fontSize: "1.1rem", mb: 0.5 }}>
        {title}
      </Typography>
      <Typography id={`${id}-text`}>{text}</Typography>
      <Stack spacing={1} sx={{ mt: 1.5 }}>
        <Button variant="contained" color="warning" sx={bigButton} onClick={onConfirm}>
          {confirm}
        </Button>
        <Button variant="outlined" color="inherit" sx={bigButton} onClick={onCancel} autoFocus>
          {cancel}
        </Button>
      </Stack>
    </Alert>
  );
}
