import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import { CopyButton } from "./CopyButton";

/** SPEC 9: the link code shows only its first 8 characters, all the server keeps in clear; the copy button copies what is shown. */
export function LinkCode({ code }: { code: string }) {
  return (
    <Box sx={{ display: "inline-flex", alignItems: "center", gap: 0.5 }}>
      <Typography component="code" sx={{ fontFamily: "monospace", fontSize: "1rem" }}>
        {code.slice(0, 8)}
      </Typography>
      <CopyButton text={code.slice(0, 8)} />
    </Box>
  );
}
