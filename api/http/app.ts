import path from "node:path";
import { Hono } from "hono";
import type { PortalConfig } from "../config.ts";
import type { Database } from "../database/prisma.ts";
import type { PortalEvents } from "../events.ts";
import { clientPagesRoute } from "./clientPages.ts";
import { dataFilesRoute } from "./dataFilesRoute.ts";
import { createGraphQLHandler } from "./graphql.ts";
import { imagesRoute } from "./imagesRoute.ts";

export interface AppDependencies {
  db: Database;
  config: PortalConfig;
  events: PortalEvents;
}

/** Composes every door of the portal into one fetch handler. */
export function createApp(deps: AppDependencies) {
  const graphql = createGraphQLHandler(deps);
  const app = new Hono();
  app.on(["GET", "POST", "OPTIONS"], "/graphql", (c) => graphql.fetch(c.req.raw));
  app.all("/api/*", (c) => c.json({ error: "not_found", message: `Unknown API call ${c.req.path}.` }, 404));
  app.route("/.data", dataFilesRoute(deps.db));
  app.route("/", imagesRoute(path.join(deps.config.dataDir, "img")));
  app.route("/", clientPagesRoute(deps.db, deps.config));
  app.onError((error, c) => {
    console.error(error);
    return c.json({ error: "internal", message: "Something went wrong on our side. Please try again later." }, 500);
  });
  return { app, graphql };
}
