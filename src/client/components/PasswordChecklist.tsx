import Icon from "@mui/material/Icon";
import List from "@mui/material/List";
import ListItem from "@mui/material/ListItem";
import ListItemIcon from "@mui/material/ListItemIcon";
import ListItemText from "@mui/material/ListItemText";
import Typography from "@mui/material/Typography";
import { PASSWORD_RULES } from "../../shared/schemas";
import { t } from "../i18n/texts";

/** SPEC 2: each password rule shown as met or unmet while the user types. */
export function PasswordChecklist({ password }: { password: string }) {
  return (
    <div>
      <Typography variant="body2" color="text.secondary">
        {t("staff.password.rulesTitle")}
      </Typography>
      <List dense disablePadding>
        {PASSWORD_RULES.map((rule) => {
          const met = rule.test(password);
          return (
            <ListItem key={rule.key} disableGutters sx={{ py: 0 }}>
              <ListItemIcon sx={{ minWidth: 32 }}>
                <Icon fontSize="small" color={met ? "success" : "disabled"}>
                  {met ? "check_circle" : "radio_button_unchecked"}
                </Icon>
              </ListItemIcon>
              <ListItemText
                primary={rule.message()}
                aria-label={`${rule.message()}: ${met ? t("staff.password.ruleMet") : t("staff.password.ruleUnmet")}`}
                slotProps={{ primary: { color: met ? "text.primary" : "text.secondary" } }}
              />
            </ListItem>
          );
        })}
      </List>
    </div>
  );
}
