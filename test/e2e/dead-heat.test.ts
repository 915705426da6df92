// A dead heat at the referee's desk (DESIGN 8b): its lanes' one time names the dead heat as its
// source, a timekeeper's late correction on one lane says before it is accepted that the other lane
// moves too, and once accepted the log names the other lane's old and new time.
import { afterAll, beforeAll, describe, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import { importMeet, joinOfficialByMail, launch, loginAs, newPage, type MeetFacts } from "./browser";
import { sendAsOfficial, sendRoomCommands } from "./room-commands";

const CSV = new URL("../fixtures/csv/heatlist-en.csv", import.meta.url);

let browser: Browser;
let meet: MeetFacts & { signed_id: string };
let referee: Page;

const sheet = () => referee.getByRole("presentation").filter({ has: referee.getByRole("table", { name: "Banen" }) });
const laneRow = (swimmer: string) => referee.getByRole("table", { name: "Banen" }).locator("tbody tr", { hasText: swimmer });

beforeAll(async () => {
  browser = await launch();
  meet = (await importMeet(CSV, { name: "Dode race aan de tafel", external_id: "24680" })) as typeof meet;
  ({ page: referee } = await newPage(browser));
  await loginAs(referee, "admin@zwemtijd.test", "Zwemtijd!2026");
  await referee.goto(`/app/meets/${meet.id}`);
});

afterAll(async () => {
  await browser?.close();
});

describe("a dead heat the referee decided, and a late correction on one of its lanes", () => {
  it("names the dead heat as the time's source, says what accepting moves on the other lane, and logs it", async () => {
    const [lane3, lane4] = [
      await joinOfficialByMail(meet, "Drie Dijkstra", "TWN8803"),
      await joinOfficialByMail(meet, "Vier Visser", "TWN8804"),
    ];
    await sendRoomCommands(referee, meet.signed_id, [
      { type: "start", time: "now", accuracy: 2 },
      { wait: 1_600 },
      { type: "stop", time: "now", accuracy: 2 },
    ]);
    // Lane 3 touched at 1.20, lane 4 at 1.15: the referee's dead heat gives both the mean, 1.17.
    const first = await sendAsOfficial(referee, lane3, { touch: { heat_id: "1-1", lane: "3", after: 1_200 } });
    await sendAsOfficial(referee, lane4, { touch: { heat_id: "1-1", lane: "4", after: 1_150 } });
    await sendRoomCommands(referee, meet.signed_id, [
      { type: "lane_result", heat_id: "1-1", lane: "5", time: null, status: "DNS", reason: "" },
      { type: "arrival_decision", heat_id: "1-1", order: [["3", "4"], "5"] },
      { type: "settle", heat_id: "1-1", settled: true },
    ]);
    // Settled: lane 3's timekeeper corrects 1.20 to 1.35, which waits for the referee.
    await sendAsOfficial(referee, lane3, {
      type: "correct_record",
      heat_id: "1-1",
      record_id: first,
      correction: { kind: "time", time: 1_350 },
    });

    await referee.getByRole("table", { name: "Programma" }).locator('tbody tr[data-heat="1-1"]').click();
    await laneRow("Blue Marlins 1 1").getByText("1.17").waitFor({ timeout: 10_000 });
    await laneRow("Blue Marlins 1 1").getByText("Dode race (gemiddelde)").waitFor();
    await laneRow("Blue Marlins 2 2").getByText("Dode race (gemiddelde)").waitFor();

    const waiting = sheet().getByRole("listitem").filter({ hasText: "Baan 3: 1.35 van Drie Dijkstra" });
    await waiting.getByText("Dode race met baan 4: beide worden 1.25").waitFor({ timeout: 10_000 });
    await referee.screenshot({ path: ".tmp/dead-heat-waiting.png" });
    await waiting.getByRole("button", { name: "Accepteren: tijd van Drie Dijkstra voor baan 3" }).click();
    await laneRow("Blue Marlins 1 1").getByText("1.25").waitFor({ timeout: 10_000 });
    await laneRow("Blue Marlins 2 2").getByText("1.25").waitFor();

    await sheet().getByRole("button", { name: "Sluiten", exact: true }).click();
    await referee.getByRole("button", { name: "Logging" }).click();
    // The admin's name stands in the log as the referee's; the line names lane 4's change beside lane 3's.
    await referee
      .getByText(/baan 3: tijd 1\.35 van Drie Dijkstra geaccepteerd \(scheidsrechter .+\); daardoor baan 4: 1\.17 → 1\.25 \(dode race\)/)
      .first()
      .waitFor({ timeout: 10_000 });
  });
});
