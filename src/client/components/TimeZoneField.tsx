import Autocomplete from "@mui/material/Autocomplete";
import TextField from "@mui/material/TextField";
import { useMemo } from "react";
import { timeZoneChoices } from "../../shared/time-zone";
import { t } from "../i18n/texts";

/**
 * DESIGN 12: the clock of the pool (an IANA time zone, typed to search: "Berlin", "Auckland"): the
 * meet's 'past', expected starts and log times follow it.
 */
export function TimeZoneField({
  value,
  onChange,
  error,
  helperText,
}: {
  value: string;
  onChange(zone: string): void;
  error?: boolean;
  helperText?: string;
}) {
  const zones = useMemo(timeZoneChoices, []);
  return (
    <Autocomplete
      options={zones}
      value={value || null}
      onChange={(_, zone) => onChange(zone ?? "")}
      autoHighlight
      renderInput={(params) => (
        <TextField
          {...params}
          name="time_zone"
          label={t("common.fields.timeZone")}
          error={error}
          helperText={helperText ?? t("common.fields.timeZoneHelp")}
        />
      )}
    />
  );
}
