import Alert from "@mui/material/Alert";
import AlertTitle from "@mui/material/AlertTitle";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import { nl } from "../texts/nl";

/** Instead of react-router's English crash page, e.g. when a page's chunk is gone after a deploy. */
export function RouteError() {
  return (
    <Box sx={{ maxWidth: 600, mx: "auto", mt: 8, px: 2 }}>
      <Alert
        severity="error"
        action={
          <Button color="inherit" onClick={() => window.location.reload()}>
            {nl.common.reload}
          </Button>
        }
      >
        <AlertTitle>{nl.common.crashTitle}</AlertTitle>
        {nl.common.crashText}
      </Alert>
    </Box>
  );
}
