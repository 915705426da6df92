import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import { LANGUAGE_NAMES, LANGUAGE_SWITCH_NAME, LANGUAGES, type Language } from "../../shared/i18n/languages";
import { browserStorage, rememberLanguage } from "./choice";
import { loadTexts, useLanguage } from "./texts";

/**
 * DESIGN 12: NL / EN / DE / FR, each with its language's own name as its title; the group is named in every language. The choice is
 * remembered on this browser; `onChange` lets a signed-in page store it on the account as well.
 * `onBar` draws it for a coloured app bar. Pressed-or-not buttons, joined, rather than MUI's ToggleButtonGroup,
 * whose roving focus alone weighed 4 KB on the officials' page (DESIGN 11).
 */
export function LanguageSwitch({ onBar = false, onChange }: { onBar?: boolean; onChange?: (language: Language) => void }) {
  const language = useLanguage();
  const choose = (next: Language) => {
    if (next === language) return;
    rememberLanguage(browserStorage(), next);
    void loadTexts(next);
    onChange?.(next);
  };
  // A darker tint, not a lighter one: white words keep 4.5:1 on the blue bar.
  const idle = onBar
    ? { color: "common.white", borderColor: "rgba(255,255,255,0.5)", bgcolor: "rgba(0,0,0,0.16)" }
    : { color: "text.secondary", borderColor: "divider" };
  const chosen = onBar
    ? { color: "primary.main", bgcolor: "common.white", borderColor: "common.white" }
    : { color: "common.white", bgcolor: "primary.main", borderColor: "primary.main" };
  return (
    <Box role="group" aria-label={LANGUAGE_SWITCH_NAME} sx={{ display: "inline-flex", flexShrink: 0 }}>
      {LANGUAGES.map((value, index) => {
        const pressed = value === language;
        return (
          <Button
            key={value}
            lang={value}
            title={LANGUAGE_NAMES[value]}
            aria-pressed={pressed}
            variant="outlined"
            size="small"
            onClick={() => choose(value)}
            sx={{
              minWidth: 0,
              px: 1,
              py: 0.25,
              fontWeight: 500,
              ...(pressed ? chosen : idle),
              "&:hover": pressed ? chosen : { ...idle, bgcolor: onBar ? "rgba(0,0,0,0.28)" : "action.hover" },
              // Joined: only the outer corners rounded. Four two-letter codes stay narrow on a 360 px phone.
              ...(index > 0 ? { borderTopLeftRadius: 0, borderBottomLeftRadius: 0, ml: "-1px" } : {}),
              ...(index < LANGUAGES.length - 1 ? { borderTopRightRadius: 0, borderBottomRightRadius: 0 } : {}),
            }}
          >
            {value.toUpperCase()}
          </Button>
        );
      })}
    </Box>
  );
}
