// DESIGN 6b: the venue's start signal as the control panel learned it, and the heat armed for an
// automatic start ('Gereed voor start'). Both are the administrators' alone: the room keeps them in its
// meta table (so a restart keeps them) and sends them to admin sockets only, never to officials or the
// public, who have no use for a recording of the hall.
import type { ArmedStart, LearnedStartSignal, StartSignalDesk } from "../../shared/live";
import type { StartSignal } from "../../shared/start-signal";
import { roomText } from "../room-text";
import type { RoomFrames } from "./frames";
import type { RoomLog } from "./log";
import { ADMIN_TAG } from "./sockets";
import type { RoomStorage } from "./storage";

export class RoomStartSignal {
  constructor(
    private readonly store: RoomStorage,
    private readonly frames: RoomFrames,
    private readonly log: RoomLog,
  ) {}

  learned(): LearnedStartSignal | null {
    return this.store.getMeta<LearnedStartSignal>("start_signal");
  }

  /** The arming, while it is of the active heat: a heat made active otherwise (an import) was never armed. */
  armed(): ArmedStart | null {
    const armed = this.store.getMeta<ArmedStart>("start_armed");
    return armed && armed.heat_id === this.store.activeHeatId() ? armed : null;
  }

  desk(): StartSignalDesk {
    return { learned: this.learned(), armed: this.armed() };
  }

  /** 'Startsignaal testen' at a desk: the signal replaces any learned before, and every admin desk has it. */
  learn(signal: StartSignal, by: string): LearnedStartSignal {
    const learned: LearnedStartSignal = { signal, learned_at: Date.now(), by };
    const replaced = this.learned() !== null;
    const event = this.store.transaction(() => {
      this.store.setMeta("start_signal", learned);
      return this.log.insert(
        "control",
        roomText(replaced ? "room.log.startSignalRelearned" : "room.log.startSignalLearned"),
        by,
        learned.learned_at,
      );
    });
    this.publish({ learned });
    this.log.publish(event);
    return learned;
  }

  /** The learned signal forgotten; an arming goes with it, as nothing can start the heat any more. */
  forget(by: string): boolean {
    if (this.learned() === null) return false;
    const event = this.store.transaction(() => {
      this.store.deleteMeta("start_signal");
      this.store.deleteMeta("start_armed");
      return this.log.insert("control", roomText("room.log.startSignalForgotten"), by, Date.now());
    });
    this.publish({ learned: null, armed: null });
    this.log.publish(event);
    return true;
  }

  /** Inside a command's transaction: the arming as it now stands (null: ended). */
  writeArmed(armed: ArmedStart | null): void {
    if (armed) this.store.setMeta("start_armed", armed);
    else this.store.deleteMeta("start_armed");
  }

  /** Whether a stored arming exists at all, also one of a heat no longer active, so ending it clears it. */
  hasArming(): boolean {
    return this.store.getMeta<ArmedStart>("start_armed") !== null;
  }

  publish(desk: Partial<StartSignalDesk>): void {
    this.frames.sendTo(ADMIN_TAG, { type: "start_signal", desk });
  }
}
