import Box from "@mui/material/Box";
import { readExceptionCodes } from "../../shared/exception-codes";
import { t } from "../i18n/texts";

/**
 * DESIGN 8i: the codes of exception of the official's lane, large and with their meaning written out:
 * a phone held at the wall has no hover, and a T (tapper) or H (light start) must be seen at a glance.
 * `lane` names the lane where the phone shows several (the arrival-order judge's).
 */
export function LaneCodes({ codes, lane }: { codes?: readonly string[]; lane?: string }) {
  if (!codes || codes.length === 0) return null;
  return (
    <Box
      component="ul"
      aria-label={lane === undefined ? t("official.heat.codes") : `${t("official.heat.lane", { lane })}: ${t("official.heat.codes")}`}
      sx={{ m: 0, p: 1, listStyle: "none", border: 2, borderColor: "warning.main", borderRadius: 1, display: "grid", gap: 0.5 }}
    >
      {readExceptionCodes(codes).map(({ code, meaning }) => (
        <Box component="li" key={code} sx={{ display: "flex", alignItems: "baseline", gap: 1.5, fontSize: "1.125rem" }}>
          <Box component="strong" sx={{ fontSize: "1.75rem", minWidth: "2ch" }}>
            {code}
          </Box>
          {meaning}
        </Box>
      ))}
    </Box>
  );
}
