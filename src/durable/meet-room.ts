import { Server } from "partyserver";

export class MeetRoom extends Server<Env> {
  static options = { hibernate: true };

  /** Called when the meet is deleted: the room keeps nothing of it. */
  async destroy(): Promise<void> {
    await this.ctx.storage.deleteAll();
  }
}
