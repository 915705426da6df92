import { useId, type ChangeEvent, type HTMLAttributes } from "react";
import FormControl from "@mui/material/FormControl";
import FormHelperText from "@mui/material/FormHelperText";
import InputLabel from "@mui/material/InputLabel";
import OutlinedInput from "@mui/material/OutlinedInput";

/** What useForm's `field(name)` gives a text field. */
export interface FieldProps {
  name: string;
  value: string;
  onChange(event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>): void;
  onBlur(): void;
  error: boolean;
  helperText?: string;
}

/**
 * An outlined text field built from its parts: MUI's TextField also brings its `select` mode (Select,
 * Menu, Popover, Modal), which would put the page over DESIGN 11's budget. The Worker's message for
 * the field, when it refused one, wins over the form's own check.
 */
export function PhoneField({
  field,
  refusal,
  label,
  type = "text",
  autoComplete,
  inputMode,
  maxLength,
}: {
  field: FieldProps;
  refusal?: string;
  label: string;
  type?: string;
  autoComplete: string;
  inputMode?: HTMLAttributes<HTMLInputElement>["inputMode"];
  maxLength?: number;
}) {
  const id = useId();
  const message = refusal ?? field.helperText;
  return (
    <FormControl variant="outlined" fullWidth error={field.error || refusal !== undefined}>
      <InputLabel htmlFor={id}>{label}</InputLabel>
      <OutlinedInput
        id={id}
        label={label}
        name={field.name}
        value={field.value}
        onChange={field.onChange}
        onBlur={field.onBlur}
        type={type}
        autoComplete={autoComplete}
        inputProps={{ inputMode, maxLength }}
        aria-describedby={message ? `${id}-message` : undefined}
      />
      {message && <FormHelperText id={`${id}-message`}>{message}</FormHelperText>}
    </FormControl>
  );
}
