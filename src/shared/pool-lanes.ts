/** The lanes of a pool, first and last (DESIGN 9: a lane outside them is refused with the lane named). */
export interface LaneRange {
  min: number;
  max: number;
}

/** A pool whose file does not say: lanes 0 to 10, the most any 50 m pool has (0 and 9 as spare lanes). */
export const DEFAULT_LANES: LaneRange = { min: 0, max: 10 };
