import Box from "@mui/material/Box";
import Link from "@mui/material/Link";
import { CopyButton } from "../../components/CopyButton";
import { paths } from "../../paths";
import { t } from "../../i18n/texts";

/** DESIGN 8c: the address where anyone follows a public meet, with a button that copies it. */
export function PublicLink({ meetNumber }: { meetNumber: string }) {
  const path = paths.publicLive(meetNumber);
  const url = `${location.origin}${path}`;
  return (
    <Box sx={{ display: "flex", alignItems: "center", gap: 0.5, minWidth: 0 }}>
      <Link href={url} target="_blank" rel="noopener" sx={{ overflowWrap: "anywhere", minWidth: 0 }}>
        {/* Shown without its scheme, and a narrow column breaks it before the path, not in the host. */}
        {location.host}
        <wbr />
        {path}
      </Link>
      <CopyButton text={url} label={t("meet.publicLink.copy")} />
    </Box>
  );
}
