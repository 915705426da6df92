import { beforeAll, describe, expect, it } from "vitest";
import { loadTexts, t } from "../../i18n/texts";
import { checkLaneForm, initialLaneForm, withdrawal } from "./refereeForm";

beforeAll(() => loadTexts("nl", ["common", "labels", "meet"]));

describe("the referee's lane form", () => {
  it("sends a time without a status", () => {
    expect(checkLaneForm("1-1", "4", { time: "31.27", status: "", reason: "" })).toEqual({
      timeError: null,
      reasonError: null,
      result: { type: "lane_result", heat_id: "1-1", lane: "4", time: 31_270, status: null, reason: "" },
    });
  });

  it("needs a time when there is no status", () => {
    expect(checkLaneForm("1-1", "4", { time: "", status: "", reason: "" })).toMatchObject({
      timeError: t("meet.referee.timeRequired"),
      result: null,
    });
  });

  it("sends DNS and DNF without a time, whatever the field still holds", () => {
    expect(checkLaneForm("1-1", "4", { time: "31.27", status: "DNF", reason: " kramp " }).result).toEqual({
      type: "lane_result",
      heat_id: "1-1",
      lane: "4",
      time: null,
      status: "DNF",
      reason: "kramp",
    });
    expect(checkLaneForm("1-1", "4", { time: "nonsense", status: "DNS", reason: "" }).timeError).toBeNull();
  });

  it("lets a DSQ keep its time or go without one", () => {
    expect(checkLaneForm("1-1", "4", { time: "31.27", status: "DSQ", reason: "SW 4.4" }).result).toMatchObject({
      time: 31_270,
      status: "DSQ",
      reason: "SW 4.4",
    });
    expect(checkLaneForm("1-1", "4", { time: "", status: "DSQ", reason: "SW 4.4" }).result).toMatchObject({ time: null, status: "DSQ" });
  });

  it("refuses a reason over 200 characters", () => {
    const check = checkLaneForm("1-1", "4", { time: "31.27", status: "DSQ", reason: "x".repeat(201) });
    expect(check).toMatchObject({ reasonError: t("meet.referee.reasonTooLong", { max: 200 }), result: null });
    expect(checkLaneForm("1-1", "4", { time: "31.27", status: "DSQ", reason: "x".repeat(200) }).reasonError).toBeNull();
  });

  it("starts from the referee's decision, else from what the lane counts", () => {
    expect(initialLaneForm({ time: 31_270, status: null })).toEqual({ time: "31.27", status: "", reason: "" });
    expect(initialLaneForm({ time: 65_320, status: "DSQ", reason: "SW 4.4" })).toEqual({
      time: "1:05.32",
      status: "DSQ",
      reason: "SW 4.4",
    });
    expect(initialLaneForm({ time: null, status: "DNS", decision: { time: null, status: "DNS", reason: "ziek", by: "Jan" } })).toEqual({
      time: "",
      status: "DNS",
      reason: "ziek",
    });
    // An imported status the referee does not decide (SICK, WDR) is no choice of the dialog.
    expect(initialLaneForm({ time: null, status: "WDR" })).toEqual({ time: "", status: "", reason: "" });
  });

  it("withdraws with neither a time nor a status", () => {
    expect(withdrawal("1-1", "4")).toEqual({ type: "lane_result", heat_id: "1-1", lane: "4", time: null, status: null, reason: "" });
  });
});
