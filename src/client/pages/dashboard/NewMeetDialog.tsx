import { useEffect, useState } from "react";
import { useUploadProgress } from "../../hooks/useUploadProgress";
import { useNavigate } from "react-router-dom";
import Alert from "@mui/material/Alert";
import Tab from "@mui/material/Tab";
import Tabs from "@mui/material/Tabs";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { meetCsvSchema } from "../../../shared/schemas";
import { api, sameMeetOf, type Meet, type SameMeet } from "../../api";
import { isMeetPast } from "../../../shared/meet-day";
import { PastDateDialog } from "./PastDateDialog";
import { SameMeetDialog } from "./SameMeetDialog";
import { ReimportDialog } from "../meets/ReimportDialog";
import { CourseField } from "../../components/CourseField";
import { CsvColumns } from "../../components/CsvColumns";
import { FileField } from "../../components/FileField";
import { FormDialog } from "../../components/FormDialog";
import { UploadProgress } from "../../components/UploadProgress";
import { useForm } from "../../hooks/useForm";
import { meetNumberHint, useMeetNumberCheck, useSuggestedMeetNumber } from "../../hooks/useMeetNumberCheck";
import { importFileProblem, uploadFailure } from "../../importFile";
import { importExtensions, type ImportKind } from "../../../shared/import-kind";
import { t } from "../../i18n/texts";
import { paths } from "../../paths";

type Mode = ImportKind;

/**
 * SPEC 2/4/5: a meet from a CSV heat list (name, number, date and the file) or from a LENEX file
 * (the file alone). Submit waits for a valid form, an acceptable file and, for CSV, a meet number
 * the server confirmed unused; success opens the new meet. A LENEX file of a meet the club already
 * has offers to import it there again instead (DESIGN 9).
 */
/**
 * `onCreated`: the meet exists now, whatever the dialog still asks (a past date): the list behind it shows it.
 * `timeZone`: the club's, which the new meet runs on (DESIGN 12): whether its date has passed is asked there.
 */
export function NewMeetDialog({ timeZone, onClose, onCreated }: { timeZone: string; onClose(): void; onCreated?(): void }) {
  const navigate = useNavigate();
  const [mode, setMode] = useState<Mode>("csv");
  const [file, setFile] = useState<File | null>(null);
  const { progress, upload } = useUploadProgress();
  const [pastMeet, setPastMeet] = useState<Meet | null>(null);
  // DESIGN 9: the LENEX file's meet the club already has; then the way chosen: import it there, or a second meet.
  const [sameMeet, setSameMeet] = useState<SameMeet | null>(null);
  const [sameChoice, setSameChoice] = useState<"reimport" | "second" | null>(null);
  const form = useForm(meetCsvSchema, { name: "", external_id: "", planned_date: "", course: "" });
  const check = useMeetNumberCheck(form.values.external_id);
  // DESIGN 9: a heat list names no meet number; the field starts with a free one, unless the user typed first.
  const suggested = useSuggestedMeetNumber();
  const { suggest } = form;
  useEffect(() => {
    if (suggested) suggest("external_id", suggested);
  }, [suggested, suggest]);

  const accept: ImportKind[] = [mode];
  const fileProblem = importFileProblem(file, accept);
  const canSubmit = !fileProblem && (mode === "lxf" || (form.valid && check === "free"));
  const uploading = progress !== null;

  const chooseFile = (next: File | null) => {
    setFile(next);
    // The file is the last step: what is still missing above it says so now.
    if (next) form.touchAll();
    // Another file may be of another meet: asked again.
    setSameMeet(null);
    setSameChoice(null);
  };
  const switchMode = (next: Mode) => {
    setMode(next);
    // The other mode takes the other file type: a kept file would only show an error.
    chooseFile(null);
  };

  const submit = async () => {
    if (!file) return;
    const csv = mode === "csv" ? form.output : undefined;
    try {
      const meet = await upload((onProgress) =>
        csv ? api.meets.createCsv(csv, file, onProgress) : api.meets.createLxf(file, onProgress, { askSameMeet: sameChoice !== "second" }),
      );
      onCreated?.();
      if (isMeetPast(meet.planned_date, meet.time_zone)) setPastMeet(meet);
      else navigate(paths.meet(meet.id));
    } catch (error) {
      const same = sameMeetOf(error);
      if (!same) throw error;
      setSameMeet(same);
    }
  };

  const number = form.field("external_id");
  const taken = check === "taken";

  if (pastMeet) return <PastDateDialog meet={pastMeet} onDone={() => navigate(paths.meet(pastMeet.id))} />;
  if (sameMeet && file && sameChoice === "reimport") {
    return <ReimportDialog meet={sameMeet} file={file} onClose={onClose} onDone={() => navigate(paths.meet(sameMeet.id))} />;
  }
  if (sameMeet && sameChoice === null) {
    return (
      <SameMeetDialog
        meet={sameMeet}
        onReimport={() => setSameChoice("reimport")}
        onNewMeet={() => setSameChoice("second")}
        onClose={onClose}
      />
    );
  }

  return (
    <FormDialog
      title={t("staff.meets.new.title")}
      onClose={onClose}
      submitLabel={t("staff.shared.upload")}
      canSubmit={canSubmit}
      onSubmit={submit}
      failure={uploadFailure}
    >
      <Tabs value={mode} onChange={(_, next: Mode) => switchMode(next)} variant="fullWidth" sx={{ mt: -1 }}>
        <Tab value="csv" label={t("meet.kinds.csv")} disabled={uploading} />
        <Tab value="lxf" label={t("meet.kinds.lxf")} disabled={uploading} />
      </Tabs>
      <Typography variant="body2" color="text.secondary">
        {mode === "csv" ? t("staff.meets.new.csvIntro") : t("staff.meets.new.lenexIntro")}
      </Typography>
      {mode === "csv" && (
        <>
          <TextField {...form.field("name")} label={t("common.fields.name")} disabled={uploading} autoFocus fullWidth />
          <TextField
            {...number}
            label={t("common.fields.meetNumber")}
            disabled={uploading}
            error={number.error || taken}
            helperText={
              number.helperText ??
              (check === "free" && number.value === suggested ? t("staff.meets.new.numberSuggested") : meetNumberHint(check))
            }
            slotProps={{ htmlInput: { inputMode: "numeric", maxLength: 5, autoComplete: "off" } }}
            fullWidth
          />
          {taken && <Alert severity="warning">{t("staff.meets.new.maybeCreated")}</Alert>}
          <TextField
            {...form.field("planned_date")}
            type="date"
            label={t("common.fields.date")}
            disabled={uploading}
            slotProps={{ inputLabel: { shrink: true } }}
            fullWidth
          />
          {isMeetPast(form.values.planned_date, timeZone) && <Alert severity="warning">{t("staff.meets.new.pastDate")}</Alert>}
          <CourseField {...form.field("course")} disabled={uploading} />
          <CsvColumns />
        </>
      )}
      <FileField accept={importExtensions(accept)} file={file} problem={fileProblem} disabled={uploading} onChange={chooseFile} />
      {sameMeet && sameChoice === "second" && (
        <Alert severity="info">{t("staff.meets.new.same.second", { name: sameMeet.name, meetNumber: sameMeet.external_id })}</Alert>
      )}
      {uploading && <UploadProgress fraction={progress} />}
    </FormDialog>
  );
}
