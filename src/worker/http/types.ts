import type { Profile } from "../../shared/profile";

export type AppEnv = {
  Bindings: Env;
  Variables: { user: Profile | null; sessionHash: string | null };
};
