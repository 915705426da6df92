import { defineConfig } from "drizzle-kit";

// The meet room's Durable Object storage migrations (DESIGN 2), applied by the room on start.
export default defineConfig({
  dialect: "sqlite",
  driver: "durable-sqlite",
  schema: "./src/durable/schema.ts",
  out: "./drizzle/meet-room",
});
