// `npm run bench:import`: DESIGN 11's import budget. Imports example-results.lxf and a generated
// 2 MB zip of about 20 MB of XML into the real app under local workerd, and prints the parse time
// (the same pure reader, timed in Node, since workerd's clock stands still during CPU work), the
// request's total wall time, and workerd's memory. The server is the Workers runtime without
// wrangler dev's development proxy, as for bench:live (BENCH_SERVER=wrangler measures through it).
import { readFileSync } from "node:fs";
import { execFileSync, spawnSync } from "node:child_process";
import { request } from "node:http";
import { zipSync } from "fflate";
import { runnerImport } from "vite";
import { serveBench } from "./lib/serve.mjs";
import { DEMO, ROOT } from "./lib/local.mjs";

const RUNS = 5;
const fixture = readFileSync(`${ROOT}test/fixtures/lenex/example-results.lxf`);

/** A start list of many heats: names repeat, so 20 MB of XML packs into about 2 MB. */
function generatedLenex(targetBytes) {
  const first = ["Anna", "Bram", "Chris", "Daan", "Eva", "Fleur", "Gijs", "Hanna", "Ivo", "Julia"];
  const last = ["Jansen", "de Vries", "van Dijk", "Bakker", "Visser", "Smit", "Meijer", "de Boer"];
  const strokes = ["FREE", "BACK", "BREAST", "FLY", "MEDLEY"];
  const events = [];
  const athletes = [];
  let size = 0;
  let athleteId = 1;
  for (let e = 1; size < targetBytes; e++) {
    const heats = [];
    for (let h = 1; h <= 40; h++) heats.push(`<HEAT heatid="${e * 1000 + h}" number="${h}"/>`);
    events.push(
      `<EVENT eventid="${e}" number="${e}" gender="X">` +
        `<SWIMSTYLE distance="${50 * (1 + (e % 4))}" stroke="${strokes[e % 5]}" relaycount="1"/><HEATS>${heats.join("")}</HEATS></EVENT>`,
    );
    for (let h = 1; h <= 40; h++) {
      for (let lane = 1; lane <= 8; lane++) {
        const id = athleteId++;
        const entry =
          `<ATHLETE athleteid="${id}" firstname="${first[id % 10]}" lastname="${last[id % 8]}" gender="${id % 2 ? "M" : "F"}" ` +
          `birthdate="2010-01-01" license="${100000000 + id}">` +
          `<HANDICAP free="${1 + (id % 14)}" breast="${1 + (id % 9)}" medley="${1 + (id % 14)}"/>` +
          `<ENTRIES><ENTRY eventid="${e}" heatid="${e * 1000 + h}" lane="${lane}" ` +
          `entrytime="00:01:${String(10 + (id % 50)).padStart(2, "0")}.00"/></ENTRIES></ATHLETE>`;
        athletes.push(entry);
        size += entry.length;
      }
    }
    size += events.at(-1).length;
  }
  const xml =
    `<?xml version="1.0" encoding="UTF-8"?><LENEX version="3.0"><MEETS>` +
    `<MEET name="Generated benchmark meet" city="Utrecht" nation="NED" course="LCM">` +
    `<SESSIONS><SESSION number="1" date="2027-06-01"><EVENTS>${events.join("")}</EVENTS></SESSION></SESSIONS>` +
    `<CLUBS><CLUB clubid="1" name="ZV Benchmark" code="BENCH" nation="NED"><ATHLETES>${athletes.join("")}</ATHLETES></CLUB></CLUBS>` +
    `</MEET></MEETS></LENEX>`;
  const bytes = new TextEncoder().encode(xml);
  return { xmlBytes: bytes.length, zip: zipSync({ "meet.lef": bytes }, { level: 9 }) };
}

/** The workerd processes of wrangler's process group, or Miniflare's children of this process. */
function workerdMemory(groupId) {
  const pids = execFileSync("ps", ["-o", "pid=,comm=", ...(groupId ? ["-g", String(groupId)] : ["--ppid", String(process.pid)])], {
    encoding: "utf8",
  })
    .split("\n")
    .filter((line) => line.includes("workerd"))
    .map((line) => line.trim().split(/\s+/)[0]);
  const read = (key) =>
    pids.reduce(
      (sum, pid) => sum + Number(readFileSync(`/proc/${pid}/status`, "utf8").match(new RegExp(`${key}:\\s+(\\d+)`))?.[1] ?? 0),
      0,
    );
  return { rssMb: read("VmRSS") / 1024, peakMb: read("VmHWM") / 1024 };
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/** The JS heap the reader needs: the same V8 as workerd, measured in Node with the result held. */
function parseHeapMb(readLenex, bytes) {
  globalThis.gc();
  const before = process.memoryUsage().heapUsed;
  const programme = readLenex(new Uint8Array(bytes));
  const grown = process.memoryUsage().heapUsed;
  globalThis.gc();
  const held = process.memoryUsage().heapUsed;
  return { grownMb: (grown - before) / 1e6, heldMb: (held - before) / 1e6, heats: programme.heats.length };
}

async function main() {
  if (typeof globalThis.gc !== "function") {
    const child = spawnSync(process.execPath, ["--expose-gc", ...process.argv.slice(1)], { stdio: "inherit" });
    process.exit(child.status ?? 1);
  }
  const { module: lenex } = await runnerImport(`${ROOT}src/worker/formats/lenex-read.ts`);
  const generated = generatedLenex(20_000_000);
  const { baseUrl, stop, pid } = await serveBench({ name: "bench-import" });
  try {
    const login = await fetch(`${baseUrl}/api/session/login`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: baseUrl },
      body: JSON.stringify({ username: DEMO.club.email, password: DEMO.club.password }),
    });
    const cookie = login.headers.get("set-cookie").split(";")[0];
    const importFile = async (bytes, name) => {
      const form = new FormData();
      form.set("file", new File([bytes], name));
      const encoded = new Response(form);
      const body = Buffer.from(await encoded.arrayBuffer());
      const headers = {
        Cookie: cookie,
        Origin: baseUrl,
        "Content-Type": encoded.headers.get("content-type"),
        "Content-Length": body.length,
      };
      const t0 = performance.now();
      // A fresh connection per upload: the parse runs above idle a kept-alive socket past the dev
      // server's keep-alive timeout, and writing a large body into that closed socket fails (EPIPE).
      const answer = await new Promise((resolve, reject) => {
        const req = request(`${baseUrl}/api/meets/lxf`, { method: "POST", headers, agent: false }, (res) => {
          let data = "";
          res.on("data", (chunk) => (data += chunk));
          res.on("end", () => resolve({ status: res.statusCode, body: JSON.parse(data) }));
        });
        req.on("error", reject);
        req.end(body);
      });
      return { ms: performance.now() - t0, ...answer };
    };
    const before = workerdMemory(pid);
    console.log(`workerd before: rss ${before.rssMb.toFixed(0)} MB`);

    for (const [label, bytes, xmlBytes] of [
      ["example-results.lxf", fixture, null],
      ["generated 20 MB XML", generated.zip, generated.xmlBytes],
    ]) {
      const parse = [];
      for (let i = 0; i < RUNS; i++) {
        const t0 = performance.now();
        try {
          lenex.readLenex(new Uint8Array(bytes));
        } catch {
          // refused files are timed too: refusing is the reader's answer
        }
        parse.push(performance.now() - t0);
      }
      const totals = [];
      let last;
      for (let i = 0; i < RUNS; i++) {
        last = await importFile(bytes, "bench.lxf");
        totals.push(last.ms);
      }
      const mem = workerdMemory(pid);
      let heap = "refused by the reader";
      try {
        const { grownMb, heldMb, heats } = parseHeapMb(lenex.readLenex, bytes);
        heap = `JS heap grew ${grownMb.toFixed(0)} MB while parsing, ${heldMb.toFixed(0)} MB held by the programme (${heats} heats)`;
      } catch {
        // a refused file holds nothing
      }
      const outcome = last.status === 201 ? "imported" : `refused ${last.status} ${last.body.error}`;
      console.log(
        `${label}: zip ${(bytes.length / 1e6).toFixed(2)} MB${xmlBytes ? `, XML ${(xmlBytes / 1e6).toFixed(1)} MB` : ""} — ${outcome}\n` +
          `  parse (Node, same reader) median ${median(parse).toFixed(0)} ms, max ${Math.max(...parse).toFixed(0)} ms\n` +
          `  total request (workerd) median ${median(totals).toFixed(0)} ms, max ${Math.max(...totals).toFixed(0)} ms over ${RUNS} runs\n` +
          `  reader: ${heap}\n` +
          `  workerd process (all isolates, SQLite, caches) rss ${mem.rssMb.toFixed(0)} MB, peak ${mem.peakMb.toFixed(0)} MB`,
      );
    }
    console.log("Budgets (DESIGN 11): example-results.lxf under 300 ms; the 20 MB file imported or refused cleanly within 128 MB.");
  } finally {
    stop();
  }
}

await main();
