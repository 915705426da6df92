import ToggleButton from "@mui/material/ToggleButton";
import ToggleButtonGroup from "@mui/material/ToggleButtonGroup";
import { LANGUAGE_NAMES, LANGUAGE_SWITCH_NAME, LANGUAGES, type Language } from "../../shared/i18n/languages";
import { browserStorage, rememberLanguage } from "./choice";
import { loadTexts, useLanguage } from "./texts";

/**
 * DESIGN 12: NL / EN, each with its language's own name as its title; the group is named in every language. The choice is
 * remembered on this browser; `onChange` lets a signed-in page store it on the account as well.
 * `onBar` draws it for a coloured app bar.
 */
export function LanguageSwitch({ onBar = false, onChange }: { onBar?: boolean; onChange?: (language: Language) => void }) {
  const language = useLanguage();
  const choose = (next: Language | null) => {
    if (!next || next === language) return;
    rememberLanguage(browserStorage(), next);
    void loadTexts(next);
    onChange?.(next);
  };
  return (
    <ToggleButtonGroup
      exclusive
      size="small"
      value={language}
      aria-label={LANGUAGE_SWITCH_NAME}
      onChange={(_, next: Language | null) => choose(next)}
      sx={
        onBar
          ? {
              // A darker tint, not a lighter one: white words keep 4.5:1 on the blue bar.
              bgcolor: "rgba(0,0,0,0.16)",
              "& .MuiToggleButton-root": {
                color: "common.white",
                borderColor: "rgba(255,255,255,0.5)",
                "&.Mui-selected, &.Mui-selected:hover": { color: "primary.main", bgcolor: "common.white" },
              },
            }
          : undefined
      }
    >
      {LANGUAGES.map((value) => (
        <ToggleButton key={value} value={value} lang={value} title={LANGUAGE_NAMES[value]} sx={{ px: 1.25, py: 0.25, fontWeight: 500 }}>
          {value.toUpperCase()}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}
