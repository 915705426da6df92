// DESIGN 8g: World Para Swimming points, so swimmers of different classes in one event rank
// together. The table is data an administrator uploads; this is only its formula and how a swim
// finds its parameters. Pure, so the calculator's own reference values test it.
import type { Stroke } from "./programme";
import { truncateToHundredths } from "./race-time";

/** One row of World Para Swimming's calculator: a, b and c for a gender, event and class. */
export interface PointParameters {
  gender: "M" | "F";
  stroke: Stroke;
  distance: number;
  /** S1–S14 for free, back and fly, SB for breaststroke, SM for individual medley. */
  class: string;
  a: number;
  b: number;
  c: number;
}

/** DESIGN 8g: long course scores; short course only through an administrator's factors. */
export const COURSES = ["LCM", "SCM"] as const;
export type Course = (typeof COURSES)[number];

/** The events World Para Swimming scores, by stroke: a table naming another is refused by its line. */
export const POINT_EVENTS: Readonly<Record<string, readonly number[]>> = {
  FREE: [50, 100, 200, 400, 800, 1500],
  BACK: [50, 100, 200],
  BREAST: [50, 100, 200],
  FLY: [50, 100, 200],
  MEDLEY: [150, 200, 400],
};

/**
 * WPS points: floor(a · e^(−e^(b − c/t))), t in seconds. Rounded down as the calculator does (57.00 s
 * in men's 50 m free S2 is 939.91, so 939); a is 1200 in the 2026 table, so over 1000 is possible.
 */
export function paraPoints(parameters: Pick<PointParameters, "a" | "b" | "c">, timeMs: number): number {
  const seconds = timeMs / 1000;
  return Math.floor(parameters.a * Math.exp(-Math.exp(parameters.b - parameters.c / seconds)));
}

/** The key a swim finds its parameters by: gender, stroke, distance and class. */
export const parametersKey = (p: Pick<PointParameters, "gender" | "stroke" | "distance" | "class">) =>
  `${p.gender}|${p.stroke}|${p.distance}|${p.class}`;

/**
 * A short-course time as its long-course estimate (DESIGN 8g: time × the administrator's factor),
 * truncated to whole hundredths as every derived time is (SW 11.2). The product is first taken to the
 * microsecond, so a float's 37,079.9999… for 37,080 ms does not lose a hundredth.
 */
export const longCourseEstimate = (timeMs: number, factor: number) => truncateToHundredths(Math.round(timeMs * factor * 1000) / 1000);
