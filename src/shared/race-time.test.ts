import { describe, expect, it } from "vitest";
import {
  formatClock,
  touchRaceTime,
  formatLenexTime,
  formatSwimTime,
  isReadableRaceTime,
  parseRaceTime,
  truncateToHundredths,
} from "./race-time";

describe("parseRaceTime", () => {
  it.each([
    ["57.66", 57_660],
    ["1:07.58", 67_580],
    ["3:45.63", 225_630],
    ["00:01:07.58", 67_580],
    ["01:02:03.04", 3_723_040],
    ["1:00.00", 60_000],
    ["57,66", 57_660],
    ["57.6", 57_600],
    ["57", 57_000],
    [" 39.16 ", 39_160],
    // A leading unit may run over: a typed "75.20" means 1:15.20.
    ["75.20", 75_200],
  ])("reads %s", (text, ms) => {
    expect(parseRaceTime(text)).toBe(ms);
  });

  it("drops a third decimal instead of rounding it (SW 11.2)", () => {
    expect(parseRaceTime("57.669")).toBe(57_660);
    expect(parseRaceTime("00:00:59.999")).toBe(59_990);
  });

  it.each(["NT", "nt", "", "   ", "00:00:00.00", "0.00", "abc", "1:75.20", "1:60:00.00", "12:34:56:78", "-5.00"])(
    "gives no time for %j",
    (text) => {
      expect(parseRaceTime(text)).toBeNull();
    },
  );

  it("gives no time for null and undefined", () => {
    expect(parseRaceTime(null)).toBeNull();
    expect(parseRaceTime(undefined)).toBeNull();
  });
});

describe("isReadableRaceTime", () => {
  it.each(["", "  ", "NT", "nt", "-", "–", undefined, null, "0", "00:00:00.00", "1:02.34", "62,34", "00:01:02.345"])(
    "reads %j as a time or as none",
    (text) => {
      expect(isReadableRaceTime(text)).toBe(true);
    },
  );

  it.each(["1:9x.00", "1:75.20", "01:75:00.00", "abc", "-1:02.34", "1:02:03:04"])("cannot read %j", (text) => {
    expect(isReadableRaceTime(text)).toBe(false);
  });
});

describe("formatClock", () => {
  it("shows mm:ss.hh, and 00:00.00 when there is no time", () => {
    expect(formatClock(null)).toBe("00:00.00");
    expect(formatClock(undefined)).toBe("00:00.00");
    expect(formatClock(Number.NaN)).toBe("00:00.00");
    expect(formatClock(0)).toBe("00:00.00");
    expect(formatClock(67_580)).toBe("01:07.58");
  });

  it("truncates to hundredths, never rounds", () => {
    expect(formatClock(67_589)).toBe("01:07.58");
    expect(formatClock(59_999)).toBe("00:59.99");
    expect(formatClock(9)).toBe("00:00.00");
  });

  it("lets minutes run past the hour and treats a clock before the start as zero", () => {
    expect(formatClock(3_723_040)).toBe("62:03.04");
    expect(formatClock(-40)).toBe("00:00.00");
  });
});

describe("formatLenexTime", () => {
  it("writes the fixed LENEX swim time, truncated", () => {
    expect(formatLenexTime(67_589)).toBe("00:01:07.58");
    expect(formatLenexTime(3_723_049)).toBe("01:02:03.04");
    expect(formatLenexTime(null)).toBe("NT");
  });

  it("reads back what it writes", () => {
    for (const ms of [10, 990, 27_840, 60_000, 143_590, 3_723_040]) {
      expect(parseRaceTime(formatLenexTime(ms))).toBe(ms);
    }
  });
});

describe("formatSwimTime", () => {
  it("writes seconds under a minute, minutes above, hours when needed", () => {
    expect(formatSwimTime(35_229)).toBe("35.22");
    expect(formatSwimTime(5_020)).toBe("5.02");
    expect(formatSwimTime(71_220)).toBe("1:11.22");
    expect(formatSwimTime(302_020)).toBe("5:02.02");
    expect(formatSwimTime(3_723_040)).toBe("1:02:03.04");
    expect(formatSwimTime(null)).toBe("");
  });

  it("reads back what it writes", () => {
    for (const ms of [5_020, 35_220, 71_220, 3_723_040]) expect(parseRaceTime(formatSwimTime(ms))).toBe(ms);
  });
});

describe("truncateToHundredths", () => {
  it("drops the thousandth", () => {
    expect(truncateToHundredths(57_669)).toBe(57_660);
    expect(truncateToHundredths(57_660)).toBe(57_660);
  });
});

describe("touchRaceTime", () => {
  it("corrects the phone's clock by its offset and drops the thousandths (SW 11.2)", () => {
    // The phone runs 2.5 s behind the room: its touch at 10 000 is room time 12 500.
    expect(touchRaceTime(10_000, 2_500, 1_000)).toBe(11_500);
    expect(touchRaceTime(10_009.9, 0, 0)).toBe(10_000);
    expect(touchRaceTime(5_000, -1_000, 0)).toBe(4_000);
  });
});
