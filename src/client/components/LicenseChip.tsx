import Chip from "@mui/material/Chip";
import { LICENSE_LABELS, type License } from "../../shared/schemas";

const colours = { free: "default", knzb: "primary", beta: "secondary" } as const;

export function LicenseChip({ license }: { license: License }) {
  return <Chip size="small" label={LICENSE_LABELS[license] ?? license} color={colours[license] ?? "default"} />;
}
