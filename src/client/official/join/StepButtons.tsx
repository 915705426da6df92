import Button from "@mui/material/Button";
import { t } from "../../i18n/texts";
import { bigButton } from "../sizes";

/** A sign-in step's thumb-sized buttons: its submit, and back to the step before. */
export function StepButtons({ submit, disabled, onBack }: { submit: string; disabled: boolean; onBack(): void }) {
  return (
    <>
      <Button type="submit" variant="contained" size="large" disabled={disabled} sx={bigButton}>
        {submit}
      </Button>
      <Button onClick={onBack} size="large" sx={bigButton}>
        {t("official.joinStep.back")}
      </Button>
    </>
  );
}
