// The browser tests drive the real product: a fresh build served by `wrangler dev` with its own state.
import type { TestProject } from "vitest/node";
// @ts-expect-error plain ESM helper shared with the npm scripts
import { serveFresh } from "../../scripts/lib/serve.mjs";

declare module "vitest" {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

export default async function setup(project: TestProject) {
  const { baseUrl, stop } = await serveFresh({ name: "e2e", build: !process.env.E2E_SKIP_BUILD });
  project.provide("baseUrl", baseUrl);
  return stop;
}
