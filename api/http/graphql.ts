import { createYoga } from "graphql-yoga";
import { gameRegistry } from "../../games/registry.ts";
import { tryGetContext } from "hono/context-storage";
import type { Auth } from "../auth/auth.ts";
import { resolveViewer } from "../auth/viewer.ts";
import type { PortalConfig } from "../config.ts";
import type { Database } from "../database/prisma.ts";
import type { PortalEvents } from "../events.ts";
import type { PaymentServices } from "../payments/paymentServices.ts";
import type { StoreCatalog } from "../store/storeCatalog.ts";
import type { GraphQLContext } from "../schema/context.ts";
import { schema } from "../schema/index.ts";
import { ownOrigin } from "./csrf.ts";
import { graphiqlPage } from "./graphiql.ts";
import { graphqlProtection, maskUnexpectedError } from "./graphqlProtection.ts";

export interface GraphQLDependencies {
  db: Database;
  config: PortalConfig;
  events: PortalEvents;
  auth: Auth;
  store: StoreCatalog;
  payments: PaymentServices;
}

export function createGraphQLHandler(deps: GraphQLDependencies) {
  // Daily hidden-information games key their secrets with the server's own secret.
  const secret = deps.auth.$context.then((context) => context.secret);
  return createYoga<Record<string, unknown>, GraphQLContext>({
    schema,
    graphqlEndpoint: "/graphql",
    // GraphiQL is built with the client (client/graphiql/); it runs subscriptions over graphql-ws on this same path.
    graphiql: { title: `${deps.config.portalName} GraphQL` },
    renderGraphiQL: graphiqlPage(deps.config.clientDistDir),
    context: async (initial) => ({
      db: deps.db,
      config: deps.config,
      events: deps.events,
      store: deps.store,
      payments: deps.payments,
      viewer: await resolveViewer(deps.auth, requestHeaders(initial)),
      play: { db: deps.db, games: gameRegistry, store: deps.store, secret: await secret, now: () => new Date() },
    }),
    plugins: graphqlProtection(),
    maskedErrors: {
      maskError: (error, message) => maskUnexpectedError(error, message, () => tryGetContext<{ Variables: { requestId: string } }>()?.get("requestId")),
    },
    // Same-origin pages and game frames need no CORS; other origins get no credentialed access.
    cors: (request) => {
      return { origin: ownOrigin(request.url, deps.config.publicUrl), credentials: true };
    },
    logging: "error",
  });
}

export type GraphQLHandler = ReturnType<typeof createGraphQLHandler>;

/** HTTP requests bring fetch Headers; graphql-ws subscriptions bring the upgrade request's headers. */
function requestHeaders(initial: { request?: Request; req?: { headers?: Record<string, string | string[] | undefined> } }): Headers {
  if (initial.request?.headers instanceof Headers) return initial.request.headers;
  const headers = new Headers();
  for (const [name, value] of Object.entries(initial.req?.headers ?? {})) {
    if (typeof value === "string") headers.set(name, value);
    else if (Array.isArray(value)) for (const item of value) headers.append(name, item);
  }
  return headers;
}
