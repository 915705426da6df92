import { useEffect, useId, useMemo, useRef, useState } from "react";
import Alert from "@mui/material/Alert";
import FormControl from "@mui/material/FormControl";
import FormControlLabel from "@mui/material/FormControlLabel";
import FormHelperText from "@mui/material/FormHelperText";
import FormLabel from "@mui/material/FormLabel";
import MenuItem from "@mui/material/MenuItem";
import Radio from "@mui/material/Radio";
import RadioGroup from "@mui/material/RadioGroup";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import * as v from "valibot";
import { heatTitle } from "../../../shared/labels";
import { entryStatusOf, isWithdrawn } from "../../../shared/programme";
import { classRefusal, freeLanes, genderRefusal, moveTargets, sportClasses } from "../../../shared/lineup-rules";
import { exceptionCodes, lateSwimmerSchema, sportClass, type AdminMessage, type LineupChange } from "../../../shared/live";
import { parseExceptionCodes } from "../../../shared/exception-codes";
import type { Heat } from "../../../shared/programme";
import { ConfirmDialog } from "../../components/ConfirmDialog";
import { FormDialog } from "../../components/FormDialog";
import { useForm } from "../../hooks/useForm";
import { currentLanguage, t } from "../../i18n/texts";
import { LOCALES } from "../../../shared/i18n/languages";

export type LineupKind = LineupChange["kind"];

/** One line-up change being made: on a lane, or (a late entry from the sheet's button) on a lane still to choose. */
export interface LineupTask {
  kind: LineupKind;
  lane: string | null;
}

interface ChangeProps {
  heat: Heat;
  /** The whole programme: a move goes to another heat of the event, a late entry's club may come from any. */
  heats: readonly Heat[];
  /** The meet's pool lanes (lineup-rules poolLanes). */
  pool: readonly string[];
  onSend(message: AdminMessage): void;
  onClose(): void;
}

/**
 * DESIGN 8e: one change to the start list. Withdrawing, taking a withdrawal back and switching an
 * exhibition swim ask first; a move, a class and a late entry are forms. Each closes on sending: a
 * refusal comes back from the room as the sheet's error, like the referee's decisions.
 */
export function LineupDialog({ task, ...props }: ChangeProps & { task: LineupTask }) {
  const { heat, onSend, onClose } = props;
  const lane = task.lane !== null && Object.hasOwn(heat.lanes, task.lane) ? heat.lanes[task.lane]! : null;
  // What the user chose to switch to, as the menu showed it: another desk switching meanwhile gets the
  // room's refusal, not the opposite of the choice.
  const [exhibitionOn] = useState(() => lane !== null && entryStatusOf(lane) !== "EXH");
  const send = (change: LineupChange, key = task.lane!) => onSend({ type: "lineup", heat_id: heat.id, lane: key, change });

  if (task.kind === "enter")
    return <LateEntryDialog {...props} lane={task.lane} onEnter={(key, swimmer) => send({ kind: "enter", swimmer }, key)} />;
  // The lane changed under the dialog (another desk moved the swimmer): nothing to change any more.
  if (!lane) return null;
  const swimmer = lane.swimmer;
  const key = task.lane!;
  switch (task.kind) {
    case "withdraw":
      return (
        <ConfirmDialog
          question={t("meet.lineup.withdrawQuestion", { swimmer, lane: key })}
          confirmLabel={t("meet.lineup.withdraw")}
          destructive
          onConfirm={() => send({ kind: "withdraw" })}
          onClose={onClose}
        />
      );
    case "restore":
      return (
        <ConfirmDialog
          question={t("meet.lineup.restoreQuestion", { swimmer, lane: key })}
          confirmLabel={t("meet.lineup.restore")}
          onConfirm={() => send({ kind: "restore" })}
          onClose={onClose}
        />
      );
    case "exhibition":
      return (
        <ConfirmDialog
          question={t(exhibitionOn ? "meet.lineup.exhibitionOnQuestion" : "meet.lineup.exhibitionOffQuestion", { swimmer })}
          confirmLabel={t(exhibitionOn ? "meet.lineup.exhibition" : "meet.lineup.exhibitionOff")}
          onConfirm={() => send({ kind: "exhibition", on: exhibitionOn })}
          onClose={onClose}
        />
      );
    case "class":
      return <ClassDialog {...props} swimmer={swimmer} current={lane.handicap} onClass={(handicap) => send({ kind: "class", handicap })} />;
    case "codes":
      return <CodesDialog {...props} swimmer={swimmer} current={lane.codes ?? []} onCodes={(codes) => send({ kind: "codes", codes })} />;
    case "move":
      return <MoveDialog {...props} lane={key} onMove={(to_heat_id, to_lane) => send({ kind: "move", to_heat_id, to_lane })} />;
  }
}

/** A sport class as the room takes it, or null for none ('' in a select). */
const classOf = (value: string) => {
  const parsed = v.safeParse(sportClass, value || null);
  return parsed.success ? parsed.output : undefined;
};

function ClassField({
  stroke,
  ...field
}: {
  stroke: string;
  name: string;
  value: string;
  onChange(value: string): void;
  helperText?: string;
}) {
  return (
    <TextField
      select
      label={t("meet.lineup.classLabel")}
      name={field.name}
      value={field.value}
      onChange={(event) => field.onChange(event.target.value)}
      helperText={field.helperText}
      fullWidth
    >
      <MenuItem value="">{t("meet.lineup.noClass")}</MenuItem>
      {sportClasses(stroke).map((cls) => (
        <MenuItem key={cls} value={cls}>
          {cls}
        </MenuItem>
      ))}
    </TextField>
  );
}

function ClassDialog({
  heat,
  swimmer,
  current,
  onClass,
  onClose,
}: ChangeProps & { swimmer: string; current: string | null; onClass(handicap: string | null): void }) {
  // A class the stroke does not rank (a file's S9 on a breaststroke heat) is no option to start from.
  const [value, setValue] = useState(current && classRefusal(heat, current) === null ? current : "");
  const handicap = classOf(value);
  return (
    <FormDialog
      title={t("meet.lineup.classTitle", { swimmer })}
      onClose={onClose}
      submitLabel={t("common.common.save")}
      // The room refuses a class the lane already has.
      canSubmit={handicap !== undefined && handicap !== current}
      onSubmit={async () => {
        onClass(handicap ?? null);
        onClose();
      }}
      failure={() => t("meet.errors.edit")}
    >
      <ClassField stroke={heat.stroke} name="handicap" value={value} onChange={setValue} helperText={t("meet.lineup.classHelp")} />
    </FormDialog>
  );
}

function CodesDialog({
  swimmer,
  current,
  onCodes,
  onClose,
}: ChangeProps & { swimmer: string; current: readonly string[]; onCodes(codes: string[]): void }) {
  const [value, setValue] = useState(current.join(","));
  const parsed = v.safeParse(exceptionCodes, parseExceptionCodes(value));
  const codes = parsed.success ? parsed.output : undefined;
  // The room refuses the codes the lane already has.
  const same = codes !== undefined && codes.join(",") === current.join(",");
  return (
    <FormDialog
      title={t("meet.lineup.codesTitle", { swimmer })}
      onClose={onClose}
      submitLabel={t("common.common.save")}
      canSubmit={codes !== undefined && !same}
      onSubmit={async () => {
        if (codes) onCodes(codes);
        onClose();
      }}
      failure={() => t("meet.errors.edit")}
    >
      <TextField
        label={t("meet.lineup.codesLabel")}
        name="codes"
        value={value}
        onChange={(event) => setValue(event.target.value)}
        error={codes === undefined}
        helperText={t(codes === undefined ? "meet.lineup.invalid.codes" : "meet.lineup.codesHelp")}
        fullWidth
      />
    </FormDialog>
  );
}

function MoveDialog({
  heat,
  heats,
  pool,
  lane,
  onMove,
  onClose,
}: ChangeProps & { lane: string; onMove(heatId: string, lane: string): void }) {
  const targets = useMemo(() => moveTargets(heats, heat, lane, pool), [heats, heat, lane, pool]);
  const swimmer = heat.lanes[lane]!.swimmer;
  const [heatId, setHeatId] = useState(() =>
    targets.some((target) => target.heat.id === heat.id) ? heat.id : (targets[0]?.heat.id ?? ""),
  );
  const target = targets.find((candidate) => candidate.heat.id === heatId);
  const [toLane, setToLane] = useState("");
  const chosen = target?.lanes.find((slot) => slot.lane === toLane);
  return (
    <FormDialog
      title={t("meet.lineup.moveTitle", { swimmer })}
      onClose={onClose}
      submitLabel={t(chosen?.swimmer ? "meet.lineup.swapSubmit" : "meet.lineup.move")}
      canSubmit={chosen !== undefined}
      onSubmit={async () => {
        onMove(heatId, toLane);
        onClose();
      }}
      failure={() => t("meet.errors.edit")}
    >
      <Typography color="text.secondary">{t("meet.lineup.moveIntro", { heat: heatTitle(heat), lane })}</Typography>
      <TextField
        select
        label={t("meet.lineup.heat")}
        name="to_heat"
        value={target ? heatId : ""}
        onChange={(event) => {
          setHeatId(event.target.value);
          setToLane("");
        }}
        fullWidth
      >
        {targets.map(({ heat: candidate }) => (
          <MenuItem key={candidate.id} value={candidate.id}>
            {t("meet.lineup.heatOption", { heat: heatTitle(candidate), current: candidate.id === heat.id ? "yes" : "no" })}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        label={t("meet.lineup.lane")}
        name="to_lane"
        value={chosen ? toLane : ""}
        onChange={(event) => setToLane(event.target.value)}
        fullWidth
      >
        {(target?.lanes ?? []).map((slot) => (
          <MenuItem key={slot.lane} value={slot.lane}>
            {t("meet.lineup.laneOption", {
              lane: slot.lane,
              swimmer: slot.swimmer ?? "",
              taken: slot.withdrawn ? "withdrawn" : slot.swimmer ? "yes" : "no",
            })}
          </MenuItem>
        ))}
      </TextField>
      {chosen?.swimmer && <Alert severity="info">{t("meet.lineup.swap", { other: chosen.swimmer, heat: heatTitle(heat), lane })}</Alert>}
    </FormDialog>
  );
}

// The room's own schema for a late entry's swimmer; only the class comes from a select, where "" is none.
const lateEntryForm = v.object({
  ...lateSwimmerSchema.entries,
  handicap: v.pipe(
    v.string(),
    v.transform((value) => value || null),
    sportClass,
  ),
  // Typed as the file writes them: "A,3,5,12,+".
  codes: v.pipe(
    v.string(),
    v.transform((value: string) => parseExceptionCodes(value)),
    exceptionCodes,
  ),
});

type LateEntryFields = "lastname" | "nameprefix" | "firstname" | "club" | "gender" | "birthdate" | "license" | "handicap" | "codes";

function LateEntryDialog({
  heat,
  heats,
  pool,
  lane,
  onEnter,
  onClose,
}: ChangeProps & { lane: string | null; onEnter(lane: string, swimmer: v.InferOutput<typeof lateEntryForm>): void }) {
  const free = useMemo(() => freeLanes(heat, pool), [heat, pool]);
  const clubs = useMemo(
    () =>
      [...new Set(heats.flatMap((h) => Object.values(h.lanes).flatMap((l) => (l.club && !isWithdrawn(l) ? [l.club] : []))))].sort((a, b) =>
        a.localeCompare(b, LOCALES[currentLanguage()]),
      ),
    [heats],
  );
  const [laneKey, setLaneKey] = useState(lane ?? free[0] ?? "");
  const gender = heat.gender === "M" || heat.gender === "F" ? heat.gender : "";
  const form = useForm(lateEntryForm, {
    lastname: "",
    nameprefix: "",
    firstname: "",
    club: "",
    gender,
    birthdate: "",
    license: "",
    handicap: "",
    codes: "",
  });
  const clubList = useId();
  const genderLabel = useId();
  // The schema's messages are the room's; the form says per field in the page's language what it needs.
  const field = (name: LateEntryFields) => {
    const props = form.field(name);
    return {
      ...props,
      helperText: props.error ? t(`meet.lineup.invalid.${name}`) : undefined,
      label: t(`meet.lineup.fields.${name}`),
      fullWidth: true,
    };
  };
  const laneOk = free.includes(laneKey);
  // The name takes the focus once the dialog holds it: `autoFocus` or focusing it on mount lost it to
  // the sheet's own focus trap first, and that blur showed the untouched name as left empty.
  const lastname = useRef<HTMLInputElement>(null);
  useEffect(() => {
    const timer = setTimeout(() => lastname.current?.focus());
    return () => clearTimeout(timer);
  }, []);
  return (
    <FormDialog
      title={t("meet.lineup.entryTitle")}
      onClose={onClose}
      submitLabel={t("meet.lineup.entrySubmit")}
      canSubmit={form.valid && laneOk}
      onSubmit={async () => {
        if (!form.output) return;
        onEnter(laneKey, form.output);
        onClose();
      }}
      failure={() => t("meet.errors.edit")}
    >
      <Typography color="text.secondary">{t("meet.lineup.entryIntro", { heat: heatTitle(heat) })}</Typography>
      <TextField
        select
        label={t("meet.lineup.fields.lane")}
        name="lane"
        value={laneOk ? laneKey : ""}
        onChange={(event) => setLaneKey(event.target.value)}
        fullWidth
      >
        {free.map((key) => (
          <MenuItem key={key} value={key}>
            {t("meet.lineup.laneOption", { lane: key, swimmer: "", taken: "no" })}
          </MenuItem>
        ))}
      </TextField>
      <TextField {...field("lastname")} inputRef={lastname} required />
      <Stack direction={{ xs: "column", sm: "row" }} spacing={2}>
        <TextField {...field("nameprefix")} />
        <TextField {...field("firstname")} />
      </Stack>
      <TextField
        {...field("club")}
        required
        helperText={field("club").helperText ?? t("meet.lineup.clubHelp")}
        slotProps={{ htmlInput: { list: clubList, autoComplete: "off" } }}
      />
      <datalist id={clubList}>
        {clubs.map((club) => (
          <option key={club} value={club} />
        ))}
      </datalist>
      <FormControl required error={form.errors.gender !== undefined && form.values.gender !== ""}>
        <FormLabel id={genderLabel}>{t("meet.lineup.fields.gender")}</FormLabel>
        <RadioGroup
          row
          aria-labelledby={genderLabel}
          name="gender"
          value={form.values.gender}
          onChange={(event) => form.set("gender", event.target.value)}
        >
          {/* An event for men or for women takes a late entry of its own gender only (the room refuses the other). */}
          <FormControlLabel value="M" control={<Radio />} label={t("meet.lineup.genders.M")} disabled={genderRefusal(heat, "M") !== null} />
          <FormControlLabel value="F" control={<Radio />} label={t("meet.lineup.genders.F")} disabled={genderRefusal(heat, "F") !== null} />
        </RadioGroup>
        {form.values.gender === "" && <FormHelperText>{t("meet.lineup.invalid.gender")}</FormHelperText>}
      </FormControl>
      <Stack direction={{ xs: "column", sm: "row" }} spacing={2}>
        <TextField {...field("birthdate")} type="date" slotProps={{ inputLabel: { shrink: true } }} />
        <TextField {...field("license")} />
      </Stack>
      <ClassField stroke={heat.stroke} name="handicap" value={form.values.handicap} onChange={(value) => form.set("handicap", value)} />
      <TextField {...field("codes")} helperText={field("codes").helperText ?? t("meet.lineup.codesHelp")} />
    </FormDialog>
  );
}
