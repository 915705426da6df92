// DESIGN 8f "every tap is written before anything else": the arrival-order judge's taps of one run
// of a heat, not sent yet, kept in IndexedDB beside the timekeeper's (phoneStore.ts), per meet and
// official, so a reload, a discarded tab or a restart shows the order again.
import * as v from "valibot";
import type { Heat } from "../../../shared/programme";

const keptOrderSchema = v.object({
  heat_id: v.string(),
  /** The heat's start as the phone knew it at the last tap: another start now means a reset heat. */
  seen_start: v.nullable(v.pipe(v.number(), v.finite())),
  order: v.array(v.array(v.string())),
});

export type KeptOrder = v.InferOutput<typeof keptOrderSchema>;

export const judgeOrderKey = (meetId: number, officialId: number): string => `zwemtijd.official.order.${meetId}.${officialId}`;

/** The kept order; a damaged or outdated entry counts as none. */
export function parseKeptOrder(kept: unknown): KeptOrder | null {
  const parsed = v.safeParse(keptOrderSchema, kept);
  return parsed.success ? parsed.output : null;
}

/** What to keep of the order tapped for `heat`: null when nothing is tapped. */
export const orderToKeep = (heat: Pick<Heat, "id" | "start_time">, order: string[][]): KeptOrder | null =>
  order.length === 0 ? null : { heat_id: heat.id, seen_start: heat.start_time, order };

/** The order kept for this run of `heat`: a tap before the phone heard the start counts against any start. */
export function restoreOrder(kept: KeptOrder | null, heat: Pick<Heat, "id" | "start_time">): string[][] {
  if (!kept || kept.heat_id !== heat.id) return [];
  return kept.seen_start === null || kept.seen_start === heat.start_time ? kept.order : [];
}

/** The heat whose order waits for 'Versturen': the judge's screen stays on it. */
export const waitingOrderHeat = (kept: KeptOrder | null): string | null => kept?.heat_id ?? null;
