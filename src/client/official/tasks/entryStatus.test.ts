import { beforeAll, describe, expect, it } from "vitest";
import { lane } from "../../../shared/test-heats";
import { loadTexts } from "../../i18n/texts";
import { entryStatusText } from "./entryStatus";

beforeAll(async () => {
  await loadTexts("nl", ["common"]);
});

describe("a lane's start-list word (the phones, the heat sheet and the printed start list)", () => {
  it("names a withdrawal, a sick note and an exhibition swim, and nothing for a lane that swims as entered", () => {
    expect(entryStatusText(lane({ entry_status: "WDR", status: "WDR" }))).toBe("Afgemeld");
    expect(entryStatusText(lane({ entry_status: "SICK", status: "SICK" }))).toBe("Ziek");
    expect(entryStatusText(lane({ entry_status: "EXH", status: "EXH" }))).toBe("Buiten mededinging");
    // A result's status is the race's, not the start list's.
    expect(entryStatusText(lane({ status: "DSQ", time: 40_000, source: "referee" }))).toBeNull();
    expect(entryStatusText(lane({}))).toBeNull();
    expect(entryStatusText(undefined)).toBeNull();
  });
});
