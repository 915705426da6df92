// Who may send what over a meet's socket (DESIGN 6, 8, 8b, 8e), written once: the room refuses
// what a role may not send, and the meet page offers a control only to a role the room will take.
// An administrator is also the meet's referee. The meet's club (role "viewer") follows the heats and
// keeps the start list up to date on race day, but neither runs the heats nor decides. Officials
// record what they timed or saw, nothing else.
import { isAdmissionMessage, isCommandMessage, isRecordMessage, isRefereeMessage, type ClientMessage, type LiveRole } from "./live";

/** What a message asks of the room, beside a ping and a phone's task, which any socket may send. */
export type LiveAction = "lineup" | "command" | "decide" | "record" | "admit";

const ALLOWED: Record<LiveAction, readonly LiveRole[]> = {
  lineup: ["admin", "viewer"],
  command: ["admin"],
  decide: ["admin"],
  record: ["official"],
  admit: ["admin"],
};

/** Whether a socket of `role` may do `action`; a socket whose role is not known yet may do nothing. */
export const mayDo = (role: LiveRole | null | undefined, action: LiveAction): boolean => role != null && ALLOWED[action].includes(role);

/** What a message asks for; null for a ping or a task, which change nothing of the meet. */
export function actionOf(message: ClientMessage): LiveAction | null {
  if (message.type === "lineup") return "lineup";
  if (isRecordMessage(message)) return "record";
  if (isRefereeMessage(message)) return "decide";
  if (isAdmissionMessage(message)) return "admit";
  // DESIGN 6b: arming the active heat for an automatic start is the control panel's, as Start is.
  if (isCommandMessage(message) || message.type === "arm_start") return "command";
  return null;
}
