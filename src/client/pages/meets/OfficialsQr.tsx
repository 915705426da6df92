import { useMemo } from "react";
import { createPortal } from "react-dom";
import { encode } from "uqr";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import GlobalStyles from "@mui/material/GlobalStyles";
import Icon from "@mui/material/Icon";
import Link from "@mui/material/Link";
import Typography from "@mui/material/Typography";
import { CopyButton } from "../../components/CopyButton";
import { paths } from "../../paths";
import { t } from "../../i18n/texts";

// Printing the poster alone: while the body has this class, print shows nothing but the poster, on one
// sheet. The poster is the body's own child (a portal): the page beside it is left out (display), not
// hidden in place, or its height would print as sheets of their own, each with the poster repeated.
const PRINTING = "zt-qr-printing";
const printStyles = (
  <GlobalStyles
    styles={{
      ".zt-qr-poster": { display: "none" },
      "@media print": {
        [`body.${PRINTING} > :not(.zt-qr-poster)`]: { display: "none !important" },
        [`body.${PRINTING} > .zt-qr-poster`]: {
          display: "flex !important",
          breakInside: "avoid",
          paddingTop: "15mm",
          flexDirection: "column",
          alignItems: "center",
          justifyContent: "center",
          gap: "8mm",
          textAlign: "center",
          background: "#fff",
          color: "#000",
        },
      },
    }}
  />
);

/** A QR code drawn as one SVG path of its dark modules, sharp at any size on screen and on paper. */
function QrImage({ text, label, size }: { text: string; label: string; size: string | number }) {
  const { path, modules } = useMemo(() => {
    const { data, size } = encode(text, { ecc: "M", border: 2 });
    const dark = data.flatMap((row, y) => row.flatMap((on, x) => (on ? [`M${x} ${y}h1v1h-1z`] : [])));
    return { path: dark.join(""), modules: size };
  }, [text]);
  return (
    <Box
      component="svg"
      role="img"
      aria-label={label}
      viewBox={`0 0 ${modules} ${modules}`}
      sx={{ width: size, height: size, display: "block", bgcolor: "#fff" }}
      shapeRendering="crispEdges"
    >
      <path d={path} fill="#000" />
    </Box>
  );
}

/**
 * DESIGN 8: the QR code officials scan to join the meet without typing its number and code, with
 * its link to copy and a poster to print for the pool. The key in it is renewed with the
 * authorisation code, so a printed code stops working when the code changes.
 */
export function OfficialsQr({
  joinKey,
  meetName,
  meetNumber,
  authCode,
}: {
  joinKey: string;
  meetName: string;
  meetNumber: string;
  authCode: string;
}) {
  const url = `${location.origin}${paths.officialJoin(joinKey)}`;
  const print = () => {
    document.body.classList.add(PRINTING);
    window.addEventListener("afterprint", () => document.body.classList.remove(PRINTING), { once: true });
    window.print();
  };

  return (
    <Box component="section" aria-labelledby="officials-qr-title" sx={{ mt: 2 }}>
      {printStyles}
      <Typography id="officials-qr-title" variant="subtitle2" component="h2">
        {t("meet.officialsQr.title")}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {t("meet.officialsQr.intro")}
      </Typography>
      <Box sx={{ display: "flex", flexWrap: "wrap", alignItems: "flex-start", gap: 2 }}>
        <Box sx={{ p: 0.5, border: 1, borderColor: "divider", borderRadius: 1, bgcolor: "#fff" }}>
          <QrImage text={url} label={t("meet.officialsQr.image")} size={168} />
        </Box>
        <Box sx={{ flex: "1 1 180px", minWidth: 0 }}>
          <Box sx={{ display: "flex", alignItems: "center", gap: 0.5, minWidth: 0 }}>
            <Link
              href={url}
              target="_blank"
              rel="noopener"
              variant="body2"
              sx={{ overflowWrap: "anywhere", minWidth: 0 }}
              data-testid="officials-link"
            >
              {url}
            </Link>
            <CopyButton text={url} label={t("meet.officialsQr.copy")} />
          </Box>
          <Button variant="outlined" size="small" startIcon={<Icon>print</Icon>} onClick={print} sx={{ mt: 1 }}>
            {t("meet.officialsQr.print")}
          </Button>
          <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1 }}>
            {t("meet.officialsQr.renewed")}
          </Typography>
        </Box>
      </Box>
      {createPortal(
        <Box className="zt-qr-poster" aria-hidden>
          <Typography sx={{ fontSize: "28pt", fontWeight: 700 }}>{meetName}</Typography>
          <Typography sx={{ fontSize: "18pt" }}>{t("meet.officialsQr.posterText")}</Typography>
          <QrImage text={url} label={t("meet.officialsQr.image")} size="120mm" />
          <Typography sx={{ fontSize: "12pt", maxWidth: "160mm" }}>
            {t("meet.officialsQr.posterFallback", { url: `${location.origin}/official`, meetNumber, authCode })}
          </Typography>
        </Box>,
        document.body,
      )}
    </Box>
  );
}
