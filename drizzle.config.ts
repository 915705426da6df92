import { defineConfig } from "drizzle-kit";

// D1 catalogue migrations; the meet room's own schema lives in drizzle/meet-room.
export default defineConfig({
  dialect: "sqlite",
  schema: "./src/worker/db/schema.ts",
  out: "./migrations",
});
