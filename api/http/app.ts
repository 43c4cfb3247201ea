import path from "node:path";
import { Hono } from "hono";
import { CLIENT_IP_HEADER, type Auth } from "../auth/auth.ts";
import type { PortalConfig } from "../config.ts";
import type { Database } from "../database/prisma.ts";
import type { PortalEvents } from "../events.ts";
import type { PaymentServices } from "../payments/paymentServices.ts";
import type { StoreCatalog } from "../store/storeCatalog.ts";
import { clientAddress } from "./clientAddress.ts";
import { clientPagesRoute } from "./clientPages.ts";
import { sameOriginWrites } from "./csrf.ts";
import { dataFilesRoute } from "./dataFilesRoute.ts";
import { createGraphQLHandler, graphiqlAssetsRoute } from "./graphql.ts";
import { imagesRoute } from "./imagesRoute.ts";
import { paymentRoute } from "./paymentRoute.ts";
import { purchaseRoute } from "./purchaseRoute.ts";
import { userDataRoute } from "./userDataRoute.ts";

export interface AppDependencies {
  db: Database;
  config: PortalConfig;
  events: PortalEvents;
  auth: Auth;
  store: StoreCatalog;
  payments: PaymentServices;
}

/** Replaces any client-sent address header with the socket's address (in-process calls have none). */
function withClientAddress(request: Request, address: string | undefined): Request {
  const headers = new Headers(request.headers);
  headers.delete(CLIENT_IP_HEADER);
  if (address) headers.set(CLIENT_IP_HEADER, address);
  return new Request(request, { headers });
}

/** Composes every door of the portal into one fetch handler. */
export function createApp(deps: AppDependencies) {
  const graphql = createGraphQLHandler(deps);
  const app = new Hono();
  app.use("/graphql", sameOriginWrites(deps.config.publicUrl));
  app.use("/api/*", sameOriginWrites(deps.config.publicUrl));
  app.on(["GET", "POST", "OPTIONS"], "/graphql", (c) => graphql.fetch(c.req.raw));
  app.on(["GET", "POST"], "/api/auth/*", (c) => deps.auth.handler(withClientAddress(c.req.raw, clientAddress(c))));
  app.route("/api/user-data", userDataRoute(deps.db, deps.auth));
  app.route("/api", purchaseRoute(deps.db, deps.auth, deps.store));
  app.route("/api/payment", paymentRoute(deps.db, deps.auth, deps.store, deps.payments));
  app.all("/api/*", (c) => c.json({ error: "not_found", message: `Unknown API call ${c.req.path}.` }, 404));
  app.route("/.data", dataFilesRoute(deps));
  app.all("/.data/*", (c) => c.json({ error: "not_found", message: `There is no data file at ${c.req.path}.` }, 404));
  app.route("/", graphiqlAssetsRoute());
  app.route("/", imagesRoute(path.join(deps.config.dataDir, "img")));
  app.route("/", clientPagesRoute(deps.db, deps.config));
  app.onError((error, c) => {
    console.error(error);
    return c.json({ error: "internal", message: "Something went wrong on our side. Please try again later." }, 500);
  });
  return { app, graphql };
}
