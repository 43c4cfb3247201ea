import { createCouponAttempts, type CouponEnvironment } from "../coupons/coupons.ts";
import { createQaEnvironment, type QaEnvironment } from "../qa/qa.ts";
import { defaultExtractPersistedOperationId, usePersistedOperations } from "@graphql-yoga/plugin-persisted-operations";
import type { Context } from "hono";
import type { Redis } from "ioredis";
import { createChatEnvironment, type ChatEnvironment } from "../chat/chat.ts";
import { createChatFanOut } from "../chat/fanOut.ts";
import { getOperationAST } from "graphql";
import { decodeGlobalID } from "@pothos/plugin-relay";
import { createGraphQLError, createLogger, createYoga, isAsyncIterable, type Plugin, type YogaLogger } from "graphql-yoga";
import { gameRegistry } from "../../games/registry.ts";
import { persistedOperations } from "../../games/sdk/operations.ts";
import { tryGetContext } from "hono/context-storage";
import type { Auth } from "../auth/auth.ts";
import { resolveViewer } from "../auth/session.ts";
import type { Viewer, ViewerStatus } from "../auth/viewer.ts";
import type { CatalogCache } from "../catalog/catalogCache.ts";
import type { CatalogReloadStatus } from "../catalog/catalogWatcher.ts";
import type { PortalConfig } from "../config.ts";
import type { Database } from "../database/prisma.ts";
import type { PortalEvents } from "../events.ts";
import type { Logger } from "../logger.ts";
import type { ClusterTraffic } from "../metrics/clusterTraffic.ts";
import type { PortalMetrics } from "../metrics/metrics.ts";
import type { PaymentServices } from "../payments/paymentServices.ts";
import type { PlayEnvironment } from "../play/environment.ts";
import { CapabilityRefusal, checkFrameOperation, frameViewer } from "../play/capability.ts";
import { gameFinishedSubscribers } from "../play/finishSubscribers.ts";
import type { StoreCatalog } from "../store/storeCatalog.ts";
import type { GraphQLContext } from "../schema/context.ts";
import { schema } from "../schema/index.ts";
import { isPublicCatalogOperation } from "../schema/publicCatalog.ts";
import { applyClientAddress } from "./clientAddress.ts";
import { graphiqlPage } from "./graphiql.ts";
import { graphqlProtection, isGraphQLError, maskUnexpectedError } from "./graphqlProtection.ts";
import type { FastAnswers } from "./fastAnswers.ts";
import { capabilityOf, GAME_FRAME_CORS, isGameFrameOrigin, isGameFrameRequest } from "./gameFrames.ts";
import { corsHeaders, ownOrigin, sentToOrigin } from "./guards.ts";
import { precompute, sendPrecomputed, type PrecomputedBody } from "./precomputed.ts";
import { bodyBytes, replayable } from "./requestBody.ts";

export interface GraphQLDependencies {
  db: Database;
  config: PortalConfig;
  events: PortalEvents;
  auth: Auth;
  store: StoreCatalog;
  payments: PaymentServices;
  catalogCache: CatalogCache;
  /** Kept public answers, sent before Hono when the same GET or POST comes again. */
  fastAnswers: FastAnswers;
  /** REDIS_URL's client: rate limits shared by every portal process. */
  redis?: Redis | undefined;
  logger: Logger;
  metrics: PortalMetrics;
  /** The traffic of every live portal process, for the console's Dashboard. */
  traffic: ClusterTraffic;
  /** What this process's catalog watcher last did. */
  catalogStatus: CatalogReloadStatus;
}

const MAX_KEPT_ANSWER_BYTES = 256 * 1024;

/** Set by the executor when an answer may be kept for everyone until the next data date. */
interface AnswerProbe {
  shareable: boolean;
}

interface ServerContext {
  answerProbe?: AnswerProbe;
}

/**
 * The viewer is looked up (a session read) only for operations that go beyond the public catalog;
 * a public one gets a context whose viewer refuses to be read, so a resolver below a public field
 * that needed it would fail loudly instead of answering everyone alike.
 */
function lookUpViewerWhenNeeded(auth: Auth, playOrigin: string | undefined): Plugin<GraphQLContext & ServerContext & { request?: Request }> {
  const lookUp = async (context: GraphQLContext & { request?: Request; req?: NodeHeadersSource }) => {
    context.viewer = await resolveViewer(auth, requestHeaders(context));
  };
  return {
    async onExecute({ args, setResultAndStopExecution }) {
      const context = args.contextValue;
      const headers = requestHeaders(context);
      if (isGameFrameRequest(headers, playOrigin)) {
        // A game frame acts only through its capability: the cookies are never read.
        try {
          const token = capabilityOf(headers);
          if (token === null) throw new CapabilityRefusal("CAPABILITY_REQUIRED", "A game frame must send the capability its host page gave it.");
          const { viewer, claims } = await frameViewer(context.play, token);
          checkFrameOperation(claims, getOperationAST(args.document, args.operationName)?.name?.value, args.variableValues, gameSessionIdOf);
          context.viewer = viewer;
        } catch (error) {
          if (!(error instanceof CapabilityRefusal)) throw error;
          setResultAndStopExecution({ errors: [createGraphQLError(error.message, { extensions: { code: error.code, http: { status: 401 } } })] });
        }
        return undefined;
      }
      if (isPublicCatalogOperation(args.schema, args.document, args.operationName)) {
        const probe = context.answerProbe;
        return {
          onExecuteDone: ({ result }) => {
            if (probe && !isAsyncIterable(result) && !result.errors?.length) probe.shareable = true;
          },
        };
      }
      await lookUp(context);
      return undefined;
    },
    async onSubscribe({ args }) {
      await lookUp(args.contextValue);
    },
  };
}

/**
 * The viewer of a public catalog operation: reading anything of it throws, so a resolver below a
 * public field that needed the viewer fails loudly instead of answering everyone alike. (A getter
 * on the context would not do: the context is copied by spreading, which reads every getter.)
 */
class ViewerNotLookedUp implements Viewer {
  private refuse(): never {
    throw new Error("The viewer was not looked up: this operation reads only public catalog fields (see api/schema/publicCatalog.ts).");
  }
  get status(): ViewerStatus {
    return this.refuse();
  }
  get userId(): string | null {
    return this.refuse();
  }
  get email(): string | null {
    return this.refuse();
  }
  get name(): string | null {
    return this.refuse();
  }
}

const VIEWER_NOT_LOOKED_UP = new ViewerNotLookedUp();

/** The context of one operation; lookUpViewerWhenNeeded sets its viewer. */
function operationContext(deps: GraphQLDependencies, play: PlayEnvironment, coupons: CouponEnvironment, chat: ChatEnvironment, qa: QaEnvironment): GraphQLContext {
  return {
    play,
    coupons,
    chat,
    qa,
    db: deps.db,
    config: deps.config,
    events: deps.events,
    store: deps.store,
    payments: deps.payments,
    catalogCache: deps.catalogCache,
    catalogStatus: deps.catalogStatus,
    traffic: deps.traffic,
    viewer: VIEWER_NOT_LOOKED_UP,
    forgetUser: (userId) => deps.auth.sessions.forgetUser(userId),
  };
}

/**
 * Yoga logs as an error every error that maskError changed: a client's mistake (`games(first: -1)`)
 * or an unexpected error, which maskUnexpectedError has logged already, with its stack and the
 * request id. So yoga's errors are debug lines (with DEBUG_PORTAL set); its warnings stay warnings.
 */
function yogaLogger(): YogaLogger {
  const logger = createLogger(process.env.DEBUG_PORTAL ? "debug" : "warn");
  return { ...logger, error: logger.debug };
}

export function createGraphQLHandler(deps: GraphQLDependencies) {
  // Daily hidden-information games key their secrets with the server's own secret.
  const play = deps.auth.$context.then((context): PlayEnvironment => ({
    db: deps.db,
    games: gameRegistry,
    store: deps.store,
    secret: context.secret,
    now: () => new Date(),
    events: deps.events,
    gameFinished: gameFinishedSubscribers(deps.config.dataDir),
  }));
  const coupons: CouponEnvironment = { db: deps.db, store: deps.store, events: deps.events, attempts: createCouponAttempts(deps.redis) };
  const chat = createChatEnvironment(deps.db, deps.events, { redis: deps.redis, dataDir: deps.config.dataDir });
  // A chat message is rendered once per room and selection, not once per open page.
  const chatFanOut = createChatFanOut();
  const qa = createQaEnvironment(deps.db, deps.redis);
  const corsOrigin = (request: Request) => ownOrigin(deps.config.publicUrl, sentToOrigin(request.url));
  const yoga = createYoga<ServerContext & Record<string, unknown>, GraphQLContext>({
    schema,
    graphqlEndpoint: "/graphql",
    // GraphiQL is built with the client (client/graphiql/); it runs subscriptions over graphql-ws on this same path.
    graphiql: { title: `${deps.config.portalName} GraphQL` },
    renderGraphiQL: graphiqlPage(deps.config.clientDistDir),
    context: async () => operationContext(deps, await play, coupons, chat, qa),
    plugins: [countOperations(deps.metrics), ...graphqlProtection(), lookUpViewerWhenNeeded(deps.auth, deps.config.playOrigin), chatFanOut.plugin, gameFrameOperations(deps.config.playOrigin)],
    maskedErrors: {
      maskError: (error, message) => maskUnexpectedError(error, message, () => tryGetContext<{ Variables: { requestId: string } }>()?.get("requestId"), deps.logger),
    },
    // The portal's own pages need no CORS; game frames read answers without credentials (they
    // send a capability instead); other origins get nothing they may read.
    cors: (request) => {
      const origin = request.headers.get("origin") ?? undefined;
      if (origin !== undefined && isGameFrameOrigin(origin, deps.config.playOrigin)) {
        return { origin, ...GAME_FRAME_CORS, methods: [...GAME_FRAME_CORS.methods], allowedHeaders: [...GAME_FRAME_CORS.allowedHeaders] };
      }
      return { origin: corsOrigin(request), credentials: true };
    },
    logging: yogaLogger(),
  });

  /**
   * Answers of public catalog operations, kept per catalog edition by the exact request (method,
   * Accept, and the query string or body): the same bytes ask the same operation with the same
   * variables, so a repeat is answered without parsing, validating or executing anything.
   */
  const answerKey = async (request: Request): Promise<string | undefined> => {
    const accept = request.headers.get("accept") ?? "";
    if (request.method === "GET") {
      const search = request.url.indexOf("?");
      return search === -1 ? undefined : `GET ${accept} ${request.url.slice(search)}`;
    }
    if (request.method !== "POST" || !/^application\/json/i.test(request.headers.get("content-type") ?? "")) return undefined;
    // Preflight-style requests are yoga's to answer in full.
    if (request.headers.has("access-control-request-method")) return undefined;
    return `POST ${accept} ${Buffer.from(await bodyBytes(request)).toString("latin1")}`;
  };

  /** The CORS headers yoga would add (our cors option: the portal's own origin, with credentials). */
  const corsHeadersOf = (request: Request): Record<string, string> | undefined => (request.headers.has("origin") ? corsHeaders(corsOrigin(request)) : undefined);

  /** The HTTP door: a kept answer when there is one, else yoga (keeping the answer when it may be shared). */
  const handle = async (c: Context): Promise<Response> => {
    const request = c.req.raw;
    const key = request.method === "OPTIONS" ? undefined : await answerKey(request);
    // Kept answers are public; anything else may read the session, which records the client's address.
    const toYoga = async () => {
      c.req.raw = await replayable(c.req.raw);
      applyClientAddress(c, deps.config.trustedProxies);
      return c.req.raw;
    };
    // Without the catalog's edition (the database unreachable) nothing is kept: yoga answers.
    const edition = key === undefined ? undefined : await deps.catalogCache.edition().catch(() => undefined);
    if (key === undefined || edition === undefined) return yoga.fetch(await toYoga());
    // A POST's answer is kept for its exact body bytes (read already, for the key).
    const fastKey = { graphql: request.method === "POST" ? { body: await bodyBytes(request) } : {} };
    const kept = await deps.catalogCache.get<PrecomputedBody>(`graphql:${key}`);
    if (kept) {
      deps.fastAnswers.keep(c, kept, 200, edition, fastKey);
      return sendPrecomputed(c, kept, 200, corsHeadersOf(request));
    }
    const probe: AnswerProbe = { shareable: false };
    const response = await yoga.fetch(await toYoga(), { answerProbe: probe });
    if (!probe.shareable || response.status !== 200) return response;
    const body = new Uint8Array(await response.arrayBuffer());
    // An unusually large answer is not worth the memory it would hold.
    if (body.length > MAX_KEPT_ANSWER_BYTES) return new Response(body, response);
    const answer = await precompute(body, {
      "Content-Type": response.headers.get("content-type") ?? "application/json; charset=utf-8",
    });
    deps.catalogCache.set(`graphql:${key}`, answer, edition);
    deps.fastAnswers.keep(c, answer, 200, edition, fastKey);
    return sendPrecomputed(c, answer, 200, corsHeadersOf(request));
  };

  return Object.assign(yoga, { answerHttp: handle, chatFanOut });
}

export type GraphQLHandler = ReturnType<typeof createGraphQLHandler>;

/** An error's code, for graphql_errors_total: the portal's and yoga's own codes, else `fallback`. */
function errorCode(error: unknown, fallback: string): string {
  const code = isGraphQLError(error) ? error.extensions.code : undefined;
  return typeof code === "string" ? code : fallback;
}

/**
 * Counts every operation that reaches the executor (by name, type and outcome) and every error
 * of its answer, and counts those refused before it (syntax, validation) as invalid. Kept answers
 * of public catalog reads (sent from memory, api/http/fastAnswers.ts) run nothing and are counted
 * as HTTP requests only.
 */
function countOperations(metrics: PortalMetrics): Plugin {
  // graphql-js leaves syntax and validation errors without a code (yoga adds it to the answer later).
  const refused = (name: string | undefined, errors: readonly unknown[], code: string) => {
    metrics.operation(name, "unknown", "invalid");
    for (const error of errors) metrics.graphqlError(errorCode(error, code));
  };
  return {
    onParse:
      () =>
      ({ result }) => {
        if (result instanceof Error) refused(undefined, [result], "GRAPHQL_PARSE_FAILED");
      },
    onValidate:
      ({ params }) =>
      ({ valid, result }) => {
        if (!valid) refused(getOperationAST(params.documentAST)?.name?.value, result, "GRAPHQL_VALIDATION_FAILED");
      },
    onExecute: ({ args }) => {
      const operation = getOperationAST(args.document, args.operationName);
      return {
        onExecuteDone: ({ result }) => {
          const errors = isAsyncIterable(result) ? [] : (result.errors ?? []);
          metrics.operation(operation?.name?.value, operation?.operation ?? "unknown", errors.length > 0 ? "error" : "ok");
          for (const error of errors) metrics.graphqlError(errorCode(error, "NONE"));
        },
      };
    },
    onSubscribe: ({ args }) => {
      const operation = getOperationAST(args.document, args.operationName);
      metrics.operation(operation?.name?.value, "subscription", "ok");
    },
  };
}

/**
 * The Game SDK's operations (games/sdk/operations.ts) run by their sha256 from anywhere; a game
 * frame (api/http/gameFrames.ts) may run nothing else. The portal and GraphiQL keep sending
 * operation text. A request with neither text nor hash is a 400 (yoga's own answer to it is a 200
 * for a JSON client).
 */
function gameFrameOperations(playOrigin: string | undefined): Plugin {
  const fromGameFrame = (request: Request) => isGameFrameRequest(request.headers, playOrigin);
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
      if (!params.query && defaultExtractPersistedOperationId(params, request, payload.context) === null && !fromGameFrame(request)) {
        throw createGraphQLError("Must provide query string.", { extensions: { code: "BAD_REQUEST", http: { status: 400 } } });
      }
      return persisted.onParams?.(payload);
    },
  };
}

/** The id of a GameSession's global id, or null for anything else. */
function gameSessionIdOf(globalId: string): string | null {
  try {
    const decoded = decodeGlobalID(globalId);
    return decoded.typename === "GameSession" ? decoded.id : null;
  } catch {
    return null;
  }
}

type NodeHeadersSource = { headers?: Record<string, string | string[] | undefined> };

/** HTTP requests bring fetch Headers; graphql-ws subscriptions bring the upgrade request's headers. */
function requestHeaders(initial: { request?: Request; req?: NodeHeadersSource }): Headers {
  if (initial.request?.headers instanceof Headers) return initial.request.headers;
  return nodeRequestHeaders(initial.req?.headers ?? {});
}

/** A Node request's headers (a graphql-ws upgrade's) as fetch Headers, which better-auth reads. */
export function nodeRequestHeaders(source: Record<string, string | string[] | undefined>): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(source)) {
    if (typeof value === "string") headers.set(name, value);
    else if (Array.isArray(value)) for (const item of value) headers.append(name, item);
  }
  return headers;
}
