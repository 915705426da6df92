import Chip from "@mui/material/Chip";
import { licenseLabel } from "../../shared/labels";
import type { License } from "../../shared/schemas";

const colours = { free: "default", knzb: "primary", beta: "secondary" } as const;

export function LicenseChip({ license }: { license: License }) {
  return <Chip size="small" label={licenseLabel(license)} color={colours[license] ?? "default"} />;
}
