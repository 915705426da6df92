import { useState } from "react";
import Icon from "@mui/material/Icon";
import IconButton from "@mui/material/IconButton";
import InputAdornment from "@mui/material/InputAdornment";
import TextField, { type TextFieldProps } from "@mui/material/TextField";
import { t } from "../i18n/texts";

/** A password TextField with the show/hide toggle SPEC 2 asks for on login and password change. */
export function PasswordField({ startIcon, slotProps, ...props }: TextFieldProps & { startIcon?: string }) {
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      {...props}
      type={visible ? "text" : "password"}
      slotProps={{
        ...slotProps,
        input: {
          startAdornment: startIcon ? (
            <InputAdornment position="start">
              <Icon color="action">{startIcon}</Icon>
            </InputAdornment>
          ) : undefined,
          endAdornment: (
            <InputAdornment position="end">
              <IconButton
                edge="end"
                aria-label={visible ? t("staff.shared.hidePassword") : t("staff.shared.showPassword")}
                onClick={() => setVisible((shown) => !shown)}
              >
                <Icon>{visible ? "visibility_off" : "visibility"}</Icon>
              </IconButton>
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
