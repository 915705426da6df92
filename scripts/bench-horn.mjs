// `npm run bench:horn`: DESIGN 11's budgets for the start-signal detector (DESIGN 6b) on synthetic
// pool-hall recordings (test/horn/recordings.ts) it was never tuned on: report seeds of the tuning
// halls (HALLS.test, HALLS.other) far from the seeds tuned on, and a third hall (HALLS.held) with
// other ranges that is only ever reported. BENCH_HORN_TUNE=1 runs the tuning seeds instead (for
// working on the detector; never quote those figures).
//
// General mode, per kind of signal and SNR: how many recordings, how many the detector answered, the
// onset error (p50/p95), and how often an answer was worse than the press it replaces (a
// timekeeper's reaction, normal 110 ms ± 70 ms, at least 40 ms); false onsets on recordings
// without a signal; the time one search of 1.5 s at 48 kHz takes. Learned mode: per kind, a venue's
// signal learned from one recording, then found in others of the same venue at each SNR; false
// onsets on recordings without it (none, speech, and every other kind of signal). Figures, not
// pass/fail: the last lines hold them against the budgets. BENCH_HORN_N scales the run.
import { availableParallelism, loadavg } from "node:os";
import { runnerImport } from "vite";
import { ROOT } from "./lib/local.mjs";
import { ms, percentile } from "./lib/figures.mjs";

const { module: rec } = await runnerImport(`${ROOT}test/horn/recordings.ts`);
const { module: horn } = await runnerImport(`${ROOT}src/client/live/start-signal/horn-onset.ts`);
const { module: sim } = await runnerImport(`${ROOT}test/bench/clock-sync-sim.ts`);

const PER_CELL = Number(process.env.BENCH_HORN_N ?? 4);
const TUNE = process.env.BENCH_HORN_TUNE === "1";
// Enough recordings without a signal that a false-onset rate of a few per cent shows.
const NONE = PER_CELL * 25;
const SNRS = [0, 5, 10, 20, 30];
const HALLS = TUNE
  ? [
      { name: "test hall, tuning seeds", hall: rec.HALLS.test, seed: 1_000 },
      { name: "other hall, tuning seeds", hall: rec.HALLS.other, seed: 2_000 },
    ]
  : [
      { name: "test hall, report seeds", hall: rec.HALLS.test, seed: 7_100_000 },
      { name: "other hall, report seeds", hall: rec.HALLS.other, seed: 7_200_000 },
      { name: "held-out hall", hall: rec.HALLS.held, seed: 7_300_000 },
    ];
const BUDGET = { p95: 10, learnedP95: 5, timeMs: 20, found: 0.9 };
const KINDS = process.env.BENCH_HORN_KINDS ? process.env.BENCH_HORN_KINDS.split(",") : rec.SIGNAL_KINDS;

const rng = sim.seededRandom(21);
const gauss = () => Math.sqrt(-2 * Math.log(1 - rng())) * Math.cos(2 * Math.PI * rng());
/** A timekeeper's press after the onset: 110 ms ± 70 ms (Am. J. Phys. 87, 110), never under 40 ms. */
const reaction = () => Math.max(40, 110 + 70 * gauss());

function judge(r, learned) {
  const found = horn.findHornOnset(r.samples, r.sampleRate, r.from, r.to, learned);
  const press = reaction();
  const error = found && r.onset !== null ? (Math.abs(found.index - r.onset) / r.sampleRate) * 1000 : null;
  // A start whose onset lies outside the window searched is rightly not found: it is not counted as one.
  const inWindow = r.onset !== null && r.onset >= r.from && r.onset < r.to;
  return { found, error, inWindow, worse: found !== null && (error === null || error > press) };
}

const pad = (s, n) => String(s).padStart(n);
const pct = (a, b) => (b ? `${Math.round((100 * a) / b)} %` : "–");
const started = performance.now();

/** Per kind and SNR: a row of figures, and the answers at 10 dB or more for the budgets. */
function table(title, cells) {
  const rows = [`\n${title}\n  kind         SNR    n  answered    found in window  p50 error  p95 error  worse than press`];
  const atTen = {};
  let worse = 0;
  let answered = 0;
  for (const [kind, snrDb, results] of cells) {
    const errors = results.filter((j) => j.found).map((j) => j.error ?? Infinity);
    const w = results.filter((j) => j.worse).length;
    worse += w;
    answered += errors.length;
    const inWindow = results.filter((j) => j.inWindow);
    const found = inWindow.filter((j) => j.found).length;
    if (snrDb >= 10) {
      const cell = (atTen[kind] ??= { n: 0, found: 0, errors: [] });
      cell.n += inWindow.length;
      cell.found += found;
      cell.errors.push(...errors);
    }
    rows.push(
      `  ${kind.padEnd(11)} ${pad(snrDb, 3)} dB ${pad(results.length, 4)} ` +
        `${pad(errors.length, 5)} (${pad(pct(errors.length, results.length), 5)})  ${pad(`${found}/${inWindow.length}`, 7)} ` +
        `(${pad(pct(found, inWindow.length), 5)}) ` +
        `${pad(ms(percentile(errors, 0.5)), 10)} ${pad(ms(percentile(errors, 0.95)), 10)}   ${w}`,
    );
  }
  return { text: rows.join("\n"), atTen, worse, answered };
}

// General mode.
const general = [];
const MODE = process.env.BENCH_HORN_MODE ?? "both";
for (const kind of MODE === "learned" ? [] : KINDS)
  for (const snrDb of SNRS) {
    const results = [];
    for (const { hall, seed } of HALLS)
      for (let i = 0; i < PER_CELL; i++) results.push(judge(rec.makeRecording({ kind, snrDb, seed: seed + i, hall })));
    general.push([kind, snrDb, results]);
  }
const g = table(`General detector (${HALLS.map((h) => h.name).join(", ")}; ${PER_CELL} per hall, kind and SNR):`, general);

// Without a start signal: hall noise, crowd, the starter's speech and splashes; a referee's whistle
// far off is counted on its own (a whistle, as a start whistle is, only weaker and mostly echo).
const none = { plain: [0, 0], whistle: [0, 0] };
const falses = [];
for (const { hall, seed } of MODE === "learned" ? [] : HALLS)
  for (let i = 0; i < NONE; i++) {
    const r = rec.makeRecording({ kind: "none", snrDb: 0, seed: seed + 50_000 + i, hall });
    const j = judge(r);
    const key = r.description.includes("far whistle") ? "whistle" : "plain";
    none[key][0]++;
    if (j.found) {
      none[key][1]++;
      falses.push(`    seed ${r.seed}: ${r.description}`);
    }
  }

// Search time: one call on 1.5 s at 48 kHz (plus the 0.25 s before and 0.3 s after it reads), warm.
const timing = [];
for (let i = 0; i < 28; i++) {
  const kind = i % 8 === 7 ? "none" : rec.SIGNAL_KINDS[i % 7];
  const r = rec.makeRecording({ kind, snrDb: 10, seed: 7_400_000 + i, hall: rec.HALLS.test, post: true });
  for (let k = 0; k < 2; k++) horn.findHornOnset(r.samples, r.sampleRate, r.from, r.to);
  for (let k = 0; k < 4; k++) {
    const t0 = performance.now();
    horn.findHornOnset(r.samples, r.sampleRate, r.from, r.to);
    timing.push(performance.now() - t0);
  }
}

// Learned mode: per venue, 'Startsignaal testen' on a recording at 10–30 dB with the signal well
// inside it, then the starts of that venue at every SNR, and recordings without that signal.
const learnedCells = [];
const learnedFalse = { none: [0, 0], other: [0, 0] };
const learnedFalses = [];
let notLearned = 0;
const venues = MODE === "general" ? 0 : Math.max(2, Math.round(PER_CELL / 2));
/** Per kind: where the learned search's time goes (a whistle tries other pitches and the general detector too). */
const learnedTimingByKind = new Map(KINDS.map((kind) => [kind, []]));
for (const kind of KINDS) {
  const perSnr = new Map(SNRS.map((s) => [s, []]));
  for (const { hall, seed } of HALLS)
    for (let v = 0; v < venues; v++) {
      const venue = seed + 90_000 + v;
      // The lesson's level drawn per venue: the same lessons whatever the detector answered before.
      const lessonDb = 10 + 20 * sim.seededRandom(venue)();
      const lesson = rec.makeRecording({ kind, snrDb: lessonDb, seed: venue + 500, hall, venue, place: "inside", post: true });
      const learned = horn.learnStartSignal(lesson.samples, lesson.sampleRate, 0, lesson.samples.length);
      if (!learned) {
        notLearned++;
        continue;
      }
      for (const snrDb of SNRS)
        for (let i = 0; i < 2; i++) {
          const r = rec.makeRecording({ kind, snrDb, seed: venue + 1_000 + 10 * i + snrDb, hall, venue });
          const t0 = performance.now();
          perSnr.get(snrDb).push(judge(r, learned));
          learnedTimingByKind.get(kind).push(performance.now() - t0);
        }
      const others = [rec.makeRecording({ kind: "none", snrDb: 0, seed: venue + 3_000, hall })];
      // Every other kind of signal (the same kind from another device is another question: a whistle is a whistle).
      for (const other of rec.SIGNAL_KINDS.filter((k) => k !== kind))
        others.push(rec.makeRecording({ kind: other, snrDb: 20, seed: venue + 4_000 + rec.SIGNAL_KINDS.indexOf(other), hall }));
      for (const r of others) {
        const key = r.kind === "none" ? "none" : "other";
        learnedFalse[key][0]++;
        if (horn.findHornOnset(r.samples, r.sampleRate, r.from, r.to, learned)) {
          learnedFalse[key][1]++;
          learnedFalses.push(`    ${kind} venue ${venue} on ${r.description}`);
        }
      }
    }
  for (const snrDb of SNRS) learnedCells.push([kind, snrDb, perSnr.get(snrDb)]);
}
const learnedTiming = [...learnedTimingByKind.values()].flat();
const l = table(`Learned mode (${venues} venues per hall and kind, each learned once at 10–30 dB, 2 starts per SNR):`, learnedCells);
const learnedErrors = learnedCells.flatMap(([, , rs]) => rs.filter((j) => j.found).map((j) => j.error ?? Infinity));
const learnedN = learnedCells.reduce((n, [, , rs]) => n + rs.length, 0);

const count = (x) => `${x[1]} of ${x[0]}`;
console.log(
  `Start-signal detector (DESIGN 6b) on synthetic pool-hall recordings (onset mostly inside the 1.5 s window, ` +
    `some at or past its edges; errors of answered recordings):` +
    (MODE === "learned"
      ? ""
      : g.text +
        `\n\nFalse onsets without a start signal: ${count(none.plain)} (noise, crowd, speech, splashes); ` +
        `${count(none.whistle)} with a referee's whistle far off.` +
        (falses.length ? `\n${falses.join("\n")}` : "") +
        `\nSearch time, 1.5 s at 48 kHz (load ${loadavg()[0].toFixed(1)} on ${availableParallelism()} cores): ` +
        `median ${ms(percentile(timing, 0.5))}, p95 ${ms(percentile(timing, 0.95))}.`) +
    (MODE === "general"
      ? ""
      : l.text +
        `\n\nLearned mode: ${notLearned} lessons learned nothing; false onsets ${count(learnedFalse.none)} without a signal, ` +
        `${count(learnedFalse.other)} on another kind of signal.` +
        (learnedFalses.length ? `\n${learnedFalses.join("\n")}` : "") +
        `\nLearned search time: median ${ms(percentile(learnedTiming, 0.5))}, p95 ${ms(percentile(learnedTiming, 0.95))} ` +
        `(per kind, median / p95: ${[...learnedTimingByKind]
          .map(([kind, times]) => `${kind} ${ms(percentile(times, 0.5))} / ${ms(percentile(times, 0.95))}`)
          .join(", ")}).`) +
    `\n(${((performance.now() - started) / 1000).toFixed(0)} s in all)`,
);

const perKind = Object.entries(g.atTen).map(([kind, c]) => [kind, c.found / c.n, percentile(c.errors, 0.95)]);
const foundOk = perKind.every(([, share]) => share >= BUDGET.found);
const p95Ok = perKind.every(([, , p]) => !(p > BUDGET.p95));
const learnedP95 = percentile(learnedErrors, 0.95);
console.log(
  `\nAgainst DESIGN 11:` +
    (MODE === "learned"
      ? ""
      : `\n  general, at 10 dB or more, found ≥ ${BUDGET.found * 100} % (of onsets in the window) ` +
        `and p95 within ${BUDGET.p95} ms per kind: ` +
        `${perKind.map(([k, s, p]) => `${k} ${Math.round(100 * s)} % ${ms(p)}`).join(", ")}: ` +
        `found ${foundOk ? "ok" : "UNDER"}, p95 ${p95Ok ? "ok" : "OVER"}` +
        `\n  never worse than the press: ${g.worse} of ${g.answered} answers worse: ${g.worse === 0 ? "ok" : "OVER"}` +
        // A referee's whistle far off is no start signal either: its recordings count against the budget too.
        `\n  no onset without a start signal: ${count(none.plain)} false, far whistles ${count(none.whistle)}: ` +
        `${none.plain[1] + none.whistle[1] === 0 ? "ok" : "OVER"}` +
        `\n  search under ${BUDGET.timeMs} ms: p95 ${ms(percentile(timing, 0.95))}: ` +
        `${percentile(timing, 0.95) < BUDGET.timeMs ? "ok" : "OVER"}`) +
    (MODE === "general"
      ? ""
      : `\n  learned, p95 within ${BUDGET.learnedP95} ms at every level: ` +
        `${learnedErrors.length} of ${learnedN} answered, p95 ${ms(learnedP95)}: ` +
        `${learnedP95 <= BUDGET.learnedP95 ? "ok" : "OVER"}; no onset without it: ` +
        `${learnedFalse.none[1] + learnedFalse.other[1] === 0 ? "ok" : "OVER"}` +
        // The issue's level: every start found (the prototype found 250 of 250 at 0–30 dB).
        `\n  learned, found in the window per kind at 0–30 dB: ` +
        KINDS.map((kind) => {
          const rs = learnedCells.filter(([k]) => k === kind).flatMap(([, , r]) => r.filter((j) => j.inWindow));
          return `${kind} ${rs.filter((j) => j.found && j.error !== null && j.error <= BUDGET.learnedP95).length}/${rs.length}`;
        }).join(", ") +
        ` (within ${BUDGET.learnedP95} ms)`),
);
