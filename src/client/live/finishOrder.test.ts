import { describe, expect, it } from "vitest";
import {
  canToggleTie,
  lastIsTied,
  numberedPlaces,
  placesFromPositions,
  placesFromText,
  positionOf,
  tapLane,
  toFinishOrder,
  toggleTie,
  undoLast,
  type Places,
} from "./finishOrder";

const tapped = (...lanes: string[]): string[][] => lanes.reduce<string[][]>(tapLane, []);

describe("a finish order", () => {
  it("lists lanes in the order they were tapped", () => {
    expect(tapped("4", "5", "3")).toEqual([["4"], ["5"], ["3"]]);
  });

  it("keeps a lane's first place when it is tapped again", () => {
    expect(tapped("4", "5", "4")).toEqual([["4"], ["5"]]);
    expect(tapLane(toggleTie(tapped("4", "5")), "5")).toEqual([["4", "5"]]);
  });

  it("takes back the last tap only, out of a dead heat first", () => {
    expect(undoLast(tapped("4", "5", "3"))).toEqual([["4"], ["5"]]);
    expect(undoLast(toggleTie(tapped("4", "3", "5")))).toEqual([["4"], ["3"]]);
    expect(undoLast([])).toEqual([]);
  });

  it("joins the last lane to the place before it, and splits it off again", () => {
    const tied = toggleTie(tapped("4", "3", "5"));
    expect(tied).toEqual([["4"], ["3", "5"]]);
    expect(lastIsTied(tied)).toBe(true);
    expect(toggleTie(tied)).toEqual([["4"], ["3"], ["5"]]);
    expect(lastIsTied(toggleTie(tied))).toBe(false);
  });

  it("makes a dead heat of three lanes", () => {
    const three = toggleTie(tapLane(toggleTie(tapped("3", "5")), "6"));
    expect(three).toEqual([["3", "5", "6"]]);
    expect(toggleTie(three)).toEqual([["3", "5"], ["6"]]);
  });

  it("has nothing to join with one lane or none", () => {
    expect(canToggleTie([])).toBe(false);
    expect(canToggleTie(tapped("4"))).toBe(false);
    expect(toggleTie(tapped("4"))).toEqual([["4"]]);
    expect(canToggleTie(tapped("4", "5"))).toBe(true);
    expect(canToggleTie([["4", "5"]])).toBe(true);
  });

  it("numbers places so that a dead heat shares its place and the next one skips", () => {
    const order: Places = [["4"], ["3", "5"], ["6"]];
    expect(numberedPlaces(order)).toEqual([
      { position: 1, lanes: ["4"] },
      { position: 2, lanes: ["3", "5"] },
      { position: 4, lanes: ["6"] },
    ]);
    expect(positionOf(order, "5")).toBe(2);
    expect(positionOf(order, "6")).toBe(4);
    expect(positionOf(order, "7")).toBeNull();
  });

  it("goes to the room as lanes, with a list for a dead heat", () => {
    expect(toFinishOrder([["4"], ["3", "5"], ["6"]])).toEqual(["4", ["3", "5"], "6"]);
  });

  it("reads the room's text of a waiting order", () => {
    expect(placesFromText("4, 3=5, 6")).toEqual([["4"], ["3", "5"], ["6"]]);
    expect(placesFromText("")).toEqual([]);
  });

  it("reads a vva entry of positions per lane", () => {
    expect(placesFromPositions("3,2,,1,2", ["1", "2", "3", "4", "5"])).toEqual([["4"], ["2", "5"], ["1"]]);
    expect(placesFromPositions(undefined, ["1"])).toEqual([]);
    expect(placesFromPositions("0,x,1", ["1", "2", "3"])).toEqual([["3"]]);
  });
});
