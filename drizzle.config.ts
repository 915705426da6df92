import { defineConfig } from "drizzle-kit";

// D1 catalogue migrations; the meet room's own schema lives in drizzle/meet-room.
export default defineConfig({
  dialect: "sqlite",
  schema: "./src/shared/d1-schema.ts",
  out: "./migrations",
});
