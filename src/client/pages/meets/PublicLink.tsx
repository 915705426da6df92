import { useState } from "react";
import Box from "@mui/material/Box";
import Icon from "@mui/material/Icon";
import IconButton from "@mui/material/IconButton";
import Link from "@mui/material/Link";
import Tooltip from "@mui/material/Tooltip";
import { paths } from "../../paths";
import { nl } from "../../texts/nl";

/** DESIGN 8c: the address where anyone follows a public meet, with a button that copies it. */
export function PublicLink({ meetNumber }: { meetNumber: string }) {
  const [copied, setCopied] = useState(false);
  const path = paths.publicLive(meetNumber);
  const url = `${location.origin}${path}`;
  const copy = async () => {
    await navigator.clipboard.writeText(url);
    setCopied(true);
  };
  return (
    <Box sx={{ display: "flex", alignItems: "center", gap: 0.5, minWidth: 0 }}>
      <Link href={url} target="_blank" rel="noopener" sx={{ overflowWrap: "anywhere", minWidth: 0 }}>
        {/* Shown without its scheme, and a narrow column breaks it before the path, not in the host. */}
        {location.host}
        <wbr />
        {path}
      </Link>
      <Tooltip title={copied ? nl.common.copied : nl.meets.publicLink.copy} onClose={() => setCopied(false)}>
        <IconButton size="small" aria-label={nl.meets.publicLink.copy} onClick={() => void copy()}>
          <Icon fontSize="small">content_copy</Icon>
        </IconButton>
      </Tooltip>
    </Box>
  );
}
