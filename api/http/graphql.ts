import { defaultExtractPersistedOperationId, usePersistedOperations } from "@graphql-yoga/plugin-persisted-operations";
import { createYoga, type Plugin } from "graphql-yoga";
import { gameRegistry } from "../../games/registry.ts";
import { persistedOperations } from "../../games/sdk/operations.ts";
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
    plugins: [...graphqlProtection(), gameFrameOperations()],
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

/** A request sent by a page under /play/ (a game's frame), as its Referer says. */
export function fromGameFrame(request: Request): boolean {
  const referer = request.headers.get("referer");
  if (!referer) return false;
  try {
    return new URL(referer).pathname.startsWith("/play/");
  } catch {
    return false;
  }
}

/**
 * The Game SDK's operations (games/sdk/operations.ts) run by their sha256 from anywhere; a game
 * frame may run nothing else. The portal and GraphiQL keep sending operation text, and a request
 * with neither text nor hash is answered by Yoga as before.
 */
function gameFrameOperations(): Plugin {
  const documents = persistedOperations();
  const persisted = usePersistedOperations({
    getPersistedOperation: (hash) => documents.get(hash) ?? null,
    allowArbitraryOperations: (request) => !fromGameFrame(request),
    customErrors: {
      persistedQueryOnly: { message: "A game frame may only run the Game SDK's operations.", extensions: { code: "PERSISTED_QUERY_ONLY", http: { status: 400 } } },
      notFound: { message: "PersistedQueryNotFound", extensions: { code: "PERSISTED_QUERY_NOT_FOUND", http: { status: 400 } } },
      keyNotFound: { message: "A game frame must name one of the Game SDK's operations by its sha256.", extensions: { code: "PERSISTED_QUERY_ID_REQUIRED", http: { status: 400 } } },
    },
  });
  return {
    ...persisted,
    onParams(payload) {
      const { params, request } = payload;
      if (!params.query && defaultExtractPersistedOperationId(params, request, payload.context) === null && !fromGameFrame(request)) return;
      return persisted.onParams?.(payload);
    },
  };
}

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
