// DESIGN 12: provides the server's labels (every language) to shared code, for the Worker and the meet room.
import "../shared/i18n/server-texts";
import app from "./app";

export { MeetRoom } from "../durable/room/server";
export default app;
