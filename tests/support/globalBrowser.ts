import { existsSync } from "node:fs";
import path from "node:path";
import { chromium } from "playwright-core";
import type { TestProject } from "vitest/node";
import { ROOT_DIR } from "../../api/config.ts";
import { CHROMIUM, CHROMIUM_ARGS } from "./chromium.ts";

declare module "vitest" {
  export interface ProvidedContext {
    /** Where the run's one Chromium takes connections (playwright's `chromium.connect`). */
    chromiumEndpoint: string;
  }
}

/** One headless Chromium for the browser tier; each test file connects and opens its own contexts. */
export default async function setup(project: TestProject) {
  if (!existsSync(path.join(ROOT_DIR, "dist", "client", "index.html"))) {
    throw new Error("Browser tests need the built client: run `npm run build` first (npm test does).");
  }
  if (!existsSync(CHROMIUM)) throw new Error(`Chromium not found at ${CHROMIUM}: run \`npm run test:prerequisites\` (or apt-get install -y chromium).`);
  const server = await chromium.launchServer({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  project.provide("chromiumEndpoint", server.wsEndpoint());
  return () => server.close();
}
