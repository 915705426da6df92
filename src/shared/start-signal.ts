// DESIGN 6b: what the start-signal detector accepts, shared by the detector on the control panel and the
// meet room that checks its claim, so the room never trusts a signal the detector itself would not.
import * as v from "valibot";

/** The least confidence (0–1) at which the detector takes a sound for the start signal. */
export const HORN_ACCEPTANCE = 0.55;

/** DESIGN 6b: how long after an automatic start 'Start ongedaan maken' is offered, and the room takes it. */
export const AUTO_START_UNDO_MS = 10_000;

/** DESIGN 6b: at most this much of a learned signal is kept: its first 120 ms and 20 ms of silence before. */
export const START_SIGNAL_MAX_MS = 250;

/** One sound of a lesson as the detector looks for it again. */
const sound = {
  /** Samples of the template before the signal's onset (zero: the onset is its first sample). */
  lead: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(48_000)),
  template: v.pipe(
    v.string(),
    v.minLength(4),
    // 250 ms of 16-bit samples at 192 kHz, base64.
    v.maxLength(Math.ceil(((START_SIGNAL_MAX_MS / 1000) * 192_000 * 2) / 3) * 4),
    v.regex(/^[A-Za-z0-9+/]+={0,2}$/),
  ),
  /**
   * The least normalised correlation (0–1) of the sound, pre-emphasised, with the template that
   * counts as this signal: set where it was learned, above what that hall reached alone.
   */
  threshold: v.pipe(v.number(), v.finite(), v.minValue(0), v.maxValue(1)),
};

/** DESIGN 6b: besides the sound a lesson took for the signal, at most this many others it could not tell from it (spares among them). */
export const START_SIGNAL_ALTERNATIVES = 4;

/**
 * A venue's start signal as learned at the control panel ('Startsignaal testen', DESIGN 6b): what the
 * detector needs to find exactly that signal again. The room keeps it per meet and hands it to every
 * admin desk; it never reads the template, so its contents are the detector's own (horn-onset.ts).
 * `template` is 16-bit little-endian PCM at `sample_rate`, base64.
 */
export const startSignalSchema = v.object({
  sample_rate: v.pipe(v.number(), v.integer(), v.minValue(4_000), v.maxValue(192_000)),
  ...sound,
  /**
   * Other sounds of the lesson as loud as the one taken for the signal (a splash, a voice), or spares:
   * the signal is whichever of them the starts then bring again, since a splash or a voice never
   * sounds the same twice.
   */
  alternatives: v.optional(
    v.pipe(
      v.array(
        v.object({
          ...sound,
          /**
           * The same sound where it rose most, the signal learned from where it began. Lessons no longer
           * keep one (that 'beginning' was another sound every time); those kept in a room before carry it.
           */
          same_sound: v.optional(v.literal(true)),
          /**
           * Not as loud as the signal: a sound that rose in some band, kept in case the lesson took the wrong
           * sound for the signal (a signal over a splash rises in its own band, not in the whole).
           */
          spare: v.optional(v.literal(true)),
        }),
      ),
      v.maxLength(START_SIGNAL_ALTERNATIVES),
    ),
  ),
});
export type StartSignal = v.InferOutput<typeof startSignalSchema>;

/** Whether a lesson kept other sounds as loud as the signal: then the starts show which it was (DESIGN 6b). */
export const keptOtherSounds = (signal: StartSignal) => signal.alternatives?.some((a) => !a.same_sound && !a.spare) ?? false;
