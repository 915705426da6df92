import Box from "@mui/material/Box";
import CircularProgress from "@mui/material/CircularProgress";
import { nl } from "../texts/nl";

export function Loading() {
  return (
    <Box sx={{ display: "flex", justifyContent: "center", py: 6 }}>
      <CircularProgress aria-label={nl.common.loading} />
    </Box>
  );
}
