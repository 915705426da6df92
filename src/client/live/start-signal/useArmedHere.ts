// DESIGN 6b: which arming ('Gereed voor start') is this desk's own. The desk whose click armed a heat
// is the one that listens for it, so two desks never both start it. Kept per tab (sessionStorage), so
// that desk listens again for its own arming after a reload, and matched on the room's moment of
// arming, so an arming another desk made of the same heat meanwhile is not taken for this one's.
import { useEffect, useRef } from "react";
import type { ArmedStart } from "../../../shared/live";

interface Mine {
  heatId: string;
  /** The room's moment of the arming; null until the room has echoed it. */
  at: number | null;
}

function read(key: string): Mine | null {
  try {
    const kept = JSON.parse(sessionStorage.getItem(key) ?? "null") as Partial<Mine> | null;
    return kept && typeof kept.heatId === "string" ? { heatId: kept.heatId, at: typeof kept.at === "number" ? kept.at : null } : null;
  } catch {
    return null;
  }
}

function write(key: string, mine: Mine | null): void {
  try {
    if (mine) sessionStorage.setItem(key, JSON.stringify(mine));
    else sessionStorage.removeItem(key);
  } catch {
    // Storage blocked (private mode): the arming is this desk's until a reload.
  }
}

export function useArmedHere(
  meetId: number | undefined,
  armed: ArmedStart | null,
): { isMine: boolean; claim(heatId: string | null): void } {
  const key = `zwemtijd.armedHere.${meetId ?? ""}`;
  const mine = useRef<Mine | null>(null);
  const readKey = useRef<string | null>(null);
  if (readKey.current !== key) {
    readKey.current = key;
    mine.current = read(key);
  }
  const wasArmed = useRef(false);
  useEffect(() => {
    const current = mine.current;
    if (armed && current && current.heatId === armed.heat_id && current.at === null) {
      mine.current = { heatId: current.heatId, at: armed.at };
      write(key, mine.current);
    }
    // An arming that ended (a start, another heat, another desk's disarm) is no longer this desk's.
    if (wasArmed.current && !armed) {
      mine.current = null;
      write(key, null);
    }
    wasArmed.current = armed !== null;
  }, [armed, key]);
  const current = mine.current;
  const isMine = armed !== null && current !== null && current.heatId === armed.heat_id && (current.at === null || current.at === armed.at);
  const claim = (heatId: string | null) => {
    mine.current = heatId ? { heatId, at: null } : null;
    write(key, mine.current);
  };
  return { isMine, claim };
}
