import app from "./app";

export { MeetRoom } from "../durable/meet-room";
export default app;
