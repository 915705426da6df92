import { drizzle } from "drizzle-orm/d1";

// One per binding, not one per call: a request asks for it several times (DESIGN 11). Without the
// schema: only relational queries use it (none here), and drizzle walks it table by table on every setup.
const made = new WeakMap<D1Database, ReturnType<typeof drizzle>>();

export function db(env: Env) {
  let d = made.get(env.DB);
  if (!d) made.set(env.DB, (d = drizzle(env.DB)));
  return d;
}
export type Db = ReturnType<typeof db>;
