import type { MeetRoom } from "../durable/room/server";

declare global {
  interface Env {
    DB: D1Database;
    FILES: R2Bucket;
    MEET_ROOM: DurableObjectNamespace<MeetRoom>;
    EMAIL: SendEmail;
    APP_ENV: string;
    APP_URL: string;
    MAIL_FROM: string;
    MAINTENANCE: string;
    API_VERSION: string;
    MIN_CLIENT_VERSION: string;
    SESSION_SECRET: string;
    SIGNING_SECRET: string;
    /** Only in the API tests: the D1 migrations their setup applies. */
    TEST_MIGRATIONS?: import("cloudflare:test").D1Migration[];
    /** Only in the API tests: test/fixtures as base64, keyed "lenex/name.lxf". */
    FIXTURES?: Record<string, string>;
  }
  namespace Cloudflare {
    interface Env extends globalThis.Env {}
  }
}
