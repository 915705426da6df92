import Button from "@mui/material/Button";
import { t } from "../../i18n/texts";
import { bigButton } from "../sizes";

/** A sign-in step's thumb-sized buttons: its submit (a step that only waits has none), and back to the step before. */
export function StepButtons({ submit, disabled = false, onBack }: { submit?: string; disabled?: boolean; onBack(): void }) {
  return (
    <>
      {submit && (
        <Button type="submit" variant="contained" size="large" disabled={disabled} sx={bigButton}>
          {submit}
        </Button>
      )}
      <Button onClick={onBack} size="large" sx={bigButton}>
        {t("official.joinStep.back")}
      </Button>
    </>
  );
}
