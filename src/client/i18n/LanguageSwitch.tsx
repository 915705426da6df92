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
  // A segmented control: the others are plain words on one track, the chosen one alone is filled (issue 41:
  // three tinted buttons beside one white one read as if the three were chosen). On the bar the track is
  // a darker tint, not a lighter one: white words keep 4.5:1 on the blue.
  const track = onBar
    ? { bgcolor: "rgba(0,0,0,0.2)", border: 1, borderColor: "rgba(255,255,255,0.6)" }
    : { bgcolor: "background.paper", border: 1, borderColor: "divider" };
  const idle = onBar ? { color: "common.white", bgcolor: "transparent" } : { color: "text.secondary", bgcolor: "transparent" };
  const chosen = onBar
    ? { color: "primary.main", bgcolor: "common.white", fontWeight: 700 }
    : { color: "common.white", bgcolor: "primary.main", fontWeight: 700 };
  return (
    <Box
      role="group"
      aria-label={LANGUAGE_SWITCH_NAME}
      sx={{ display: "inline-flex", flexShrink: 0, gap: "2px", p: "2px", borderRadius: 1, alignSelf: "center", ...track }}
    >
      {LANGUAGES.map((value) => {
        const pressed = value === language;
        return (
          <Button
            key={value}
            lang={value}
            title={LANGUAGE_NAMES[value]}
            aria-pressed={pressed}
            size="small"
            onClick={() => choose(value)}
            sx={{
              // Four two-letter codes stay narrow on a 360 px phone.
              minWidth: 0,
              px: 1,
              py: 0.25,
              fontWeight: 500,
              borderRadius: 0.75,
              ...(pressed ? chosen : idle),
              "&:hover": pressed ? chosen : { ...idle, bgcolor: onBar ? "rgba(0,0,0,0.2)" : "action.hover" },
            }}
          >
            {value.toUpperCase()}
          </Button>
        );
      })}
    </Box>
  );
}
