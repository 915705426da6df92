import { strToU8, unzipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { readCsv } from "./csv-read";
import { ImportError } from "./errors";
import { readLenex } from "./lenex-read";
import { writeLenexResults } from "./lenex-write";
import { fixture } from "./test-helpers";

// Files from meets we have never seen, damaged in the ways real files are (odd attribute values,
// missing attributes, cut and spliced text): every one is read or refused with an ImportError,
// whose code the API turns into a Dutch message, and never crashes the reader or the writer.

/** A small deterministic generator, so a failure can be reproduced. */
function random(seed: number): (n: number) => number {
  return (n) => {
    seed = (seed * 1_103_515_245 + 12_345) & 0x7fffffff;
    return seed % n;
  };
}

const VALUES = [
  "",
  " ",
  "NT",
  "-1",
  "0",
  "x",
  "00:00:00.00",
  "1:02.34",
  "99999999999",
  "FIN",
  "constructor",
  "__proto__",
  "&amp;",
  "&#233;",
  "A",
  "1",
];
const SNIPPETS = [
  "<",
  ">",
  "/>",
  '"',
  "'",
  "&",
  "&#0;",
  "<HEAT",
  "</",
  "<!--",
  "<![CDATA[",
  "<?",
  "\u0000",
  "\ufeff",
  "é",
  ";",
  ",",
  "\n",
  "\r",
  '""',
  "NT",
];

function splice(text: string, next: (n: number) => number): string {
  let out = text;
  for (let k = 0; k <= next(3); k++) {
    const at = next(out.length + 1);
    const op = next(3);
    if (op === 0) out = out.slice(0, at) + SNIPPETS[next(SNIPPETS.length)] + out.slice(at);
    else if (op === 1) out = out.slice(0, at) + out.slice(at + 1 + next(20));
    else out = out.slice(0, at) + out.slice(next(out.length + 1));
  }
  return out;
}

function outcome(run: () => unknown): string {
  try {
    run();
    return "read";
  } catch (error) {
    if (error instanceof ImportError) return error.code;
    throw error;
  }
}

describe("damaged input is read or refused, never a crash", () => {
  it("LENEX with odd, missing and renamed attributes, read and exported again", () => {
    const next = random(1);
    const lef = new TextDecoder().decode(Object.values(unzipSync(fixture("lenex/Results-Result.lxf")))[0]!);
    const outcomes = new Set<string>();
    for (let i = 0; i < 12; i++) {
      const damaged = lef
        .replace(/="[^"]*"/g, (value) => (next(30) === 0 ? `="${VALUES[next(VALUES.length)]}"` : value))
        .replace(/ (\w+)="/g, (attribute, name: string) => (next(60) === 0 ? ` x-${name}="` : attribute));
      outcomes.add(outcome(() => readLenex(writeLenexResults(readLenex(strToU8(damaged))))));
    }
    expect(outcomes).toContain("read");
  });

  it("LENEX cut and spliced", () => {
    const next = random(2);
    // A whole document small enough to be damaged many times: a meet exported by the writer.
    const meet = readCsv(fixture("csv/heatlist-en.csv"), { name: "M", date: "2025-02-09" });
    meet.heats = meet.heats.slice(0, 6);
    const xml = new TextDecoder().decode(Object.values(unzipSync(writeLenexResults(meet)))[0]!);
    const outcomes = new Set<string>();
    for (let i = 0; i < 300; i++) outcomes.add(outcome(() => readLenex(strToU8(splice(xml, next)))));
    expect(outcomes).toContain("read");
  });

  it("CSV cut and spliced", () => {
    const next = random(3);
    const csv = new TextDecoder().decode(fixture("csv/heatlist-en.csv")).slice(0, 4_000);
    const outcomes = new Set<string>();
    for (let i = 0; i < 300; i++) outcomes.add(outcome(() => readCsv(strToU8(splice(csv, next)), { name: "M", date: null })));
    expect(outcomes).toContain("read");
  });
});
