import { t } from "../i18n/texts";

/** SPEC 9: the logo is at most 90 wide. */
export function Logo({ width = 90 }: { width?: number }) {
  return <img src="/logo.svg" alt={t("common.app.name")} width={width} style={{ maxWidth: 90, height: "auto" }} />;
}
