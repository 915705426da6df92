import ToggleButton from "@mui/material/ToggleButton";
import ToggleButtonGroup from "@mui/material/ToggleButtonGroup";
import type { PublicLanguage } from "./language";

const LANGUAGES: { value: PublicLanguage; label: string }[] = [
  { value: "nl", label: "NL" },
  { value: "en", label: "EN" },
];

/** NL / EN on the page's bar; the group's name is bilingual so it is found in either language. */
export function LanguageSwitch({
  language,
  label,
  onChange,
}: {
  language: PublicLanguage;
  label: string;
  onChange: (language: PublicLanguage) => void;
}) {
  return (
    <ToggleButtonGroup
      exclusive
      size="small"
      value={language}
      aria-label={label}
      onChange={(_, value: PublicLanguage | null) => value && onChange(value)}
      sx={{
        // A darker tint, not a lighter one: white words keep 4.5:1 on the blue bar.
        bgcolor: "rgba(0,0,0,0.16)",
        "& .MuiToggleButton-root": {
          color: "common.white",
          borderColor: "rgba(255,255,255,0.5)",
          px: 1.25,
          py: 0.25,
          fontWeight: 500,
          "&.Mui-selected, &.Mui-selected:hover": { color: "primary.main", bgcolor: "common.white" },
        },
      }}
    >
      {LANGUAGES.map(({ value, label: text }) => (
        <ToggleButton key={value} value={value} lang={value}>
          {text}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}
