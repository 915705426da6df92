import { useState } from "react";
import Icon from "@mui/material/Icon";
import IconButton from "@mui/material/IconButton";
import Tooltip from "@mui/material/Tooltip";
import { t } from "../i18n/texts";

/** Copies `text` to the clipboard; the tooltip says it did. */
export function CopyButton({ text, label = t("staff.shared.copy") }: { text: string; label?: string }) {
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    await navigator.clipboard.writeText(text);
    setCopied(true);
  };
  return (
    <Tooltip title={copied ? t("staff.shared.copied") : label} onClose={() => setCopied(false)}>
      <IconButton size="small" aria-label={label} onClick={() => void copy()}>
        <Icon fontSize="small">content_copy</Icon>
      </IconButton>
    </Tooltip>
  );
}
