import { describe, expect, it } from "vitest";
import { tapLane, undoLast } from "./arrivalOrder";

describe("the arrival order", () => {
  it("lists lanes in the order they were tapped", () => {
    expect(["4", "5", "3"].reduce(tapLane, [] as string[])).toEqual(["4", "5", "3"]);
  });

  it("keeps a lane's first place when it is tapped again", () => {
    expect(["4", "5", "4"].reduce(tapLane, [] as string[])).toEqual(["4", "5"]);
  });

  it("takes back the last tap only", () => {
    expect(undoLast(["4", "5", "3"])).toEqual(["4", "5"]);
    expect(undoLast([])).toEqual([]);
  });
});
