import type { ChangeEvent } from "react";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import FormHelperText from "@mui/material/FormHelperText";
import Icon from "@mui/material/Icon";
import Typography from "@mui/material/Typography";
import { t } from "../i18n/texts";

/** A file picker that names the chosen file and shows why it cannot be uploaded (SPEC 5). */
export function FileField({
  accept,
  file,
  problem,
  disabled,
  onChange,
}: {
  /** Extensions without the dot, also offered to the browser's file chooser. */
  accept: readonly string[];
  file: File | null;
  /** Shown only once a file was chosen: an untouched picker is not an error yet. */
  problem?: string;
  disabled?: boolean;
  onChange(file: File | null): void;
}) {
  const choose = (e: ChangeEvent<HTMLInputElement>) => {
    onChange(e.target.files?.[0] ?? null);
    // Choosing the same file again (after fixing it on disk) must fire a change again.
    e.target.value = "";
  };
  const shown = file ? problem : undefined;
  return (
    <Box>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 0.75 }}>
        {t("staff.meets.file.label")}
      </Typography>
      <Box sx={{ display: "flex", alignItems: "center", gap: 1.5, minWidth: 0 }}>
        <Button variant="outlined" component="label" startIcon={<Icon>upload_file</Icon>} disabled={disabled} sx={{ flexShrink: 0 }}>
          {t("staff.meets.file.choose")}
          <input hidden type="file" name="file" accept={accept.map((extension) => `.${extension}`).join(",")} onChange={choose} />
        </Button>
        <Typography noWrap color={file ? "text.primary" : "text.secondary"} sx={{ minWidth: 0 }}>
          {file?.name ?? t("staff.meets.file.none")}
        </Typography>
      </Box>
      {shown && <FormHelperText error>{shown}</FormHelperText>}
    </Box>
  );
}
