import { drizzle } from "drizzle-orm/d1";
import * as schema from "./schema";

export const db = (env: Env) => drizzle(env.DB, { schema });
export type Db = ReturnType<typeof db>;
