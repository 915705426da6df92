import { useState } from "react";
import Box from "@mui/material/Box";
import Icon from "@mui/material/Icon";
import IconButton from "@mui/material/IconButton";
import Tooltip from "@mui/material/Tooltip";
import Typography from "@mui/material/Typography";
import { nl } from "../texts/nl";

/** SPEC 9: the link code shows only its first 8 characters; the copy button copies all of it. */
export function LinkCode({ code }: { code: string }) {
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    await navigator.clipboard.writeText(code);
    setCopied(true);
  };
  return (
    <Box sx={{ display: "inline-flex", alignItems: "center", gap: 0.5 }}>
      <Typography component="code" sx={{ fontFamily: "monospace", fontSize: "1rem" }}>
        {code.slice(0, 8)}
      </Typography>
      <Tooltip title={copied ? nl.common.copied : nl.common.copy} onClose={() => setCopied(false)}>
        <IconButton size="small" aria-label={nl.common.copy} onClick={() => void copy()}>
          <Icon fontSize="small">content_copy</Icon>
        </IconButton>
      </Tooltip>
    </Box>
  );
}
