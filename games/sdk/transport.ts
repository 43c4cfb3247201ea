/**
 * Sends one of the SDK's persisted operations to the portal's GraphQL endpoint by its hash
 * (Apollo's APQ request shape, no query text) with the game's capability instead of cookies, and
 * parses the answer with the caller's schema.
 */
import * as z from "zod/mini";
import { OFFLINE_SESSION_PREFIX } from "./bridge.ts";
import { operationHash, type OperationName } from "./operations.ts";

/** A failure a game can show: `code` is GameError's code, or NETWORK / SERVER / NO_PLAYER. */
export class GameClientError extends Error {
  override name = "GameClientError";
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

const response = z.object({
  data: z.optional(z.nullable(z.unknown())),
  errors: z.optional(z.array(z.object({ message: z.string(), extensions: z.optional(z.object({ code: z.optional(z.string()) })) }))),
});

/**
 * The capability to send: for `session` (null: the game's own operations); `fresh` when the last
 * one was refused as expired or for another session.
 */
export type CapabilitySource = (session: string | null, fresh: boolean) => Promise<string>;

export interface RequestOptions {
  keepalive?: boolean;
  /** The game session the operation acts on (its capability must be bound to it). */
  session?: string;
}

/** One call as sent and answered, for a development panel (the host page's SDK calls). */
export interface SdkCall {
  operation: OperationName;
  variables: Record<string, unknown>;
  /** The HTTP status, or 0 when the server could not be reached. */
  status: number;
  /** The answer's body as received (null when there was none readable). */
  answer: unknown;
  ms: number;
}

export interface Transport {
  request<T>(name: OperationName, variables: Record<string, unknown>, data: z.ZodMiniType<T>, options?: RequestOptions): Promise<T>;
}

/** The host page, when it answers some calls itself: all of them in an offline frame, and those of sessions dealt offline. */
export interface OfflineHost {
  readonly offline: boolean;
  callHost(operation: string, variables: Record<string, unknown>): Promise<unknown>;
}

/** Whether the session was dealt from an offline seed: the host page holds it until the server replays it. */
export function isOfflineSession(session: string | undefined): boolean {
  return session?.startsWith(OFFLINE_SESSION_PREFIX) ?? false;
}

/** Refusals a new capability cures: the host is asked for one and the request sent once more. */
const RENEWABLE = new Set(["CAPABILITY_EXPIRED", "CAPABILITY_SCOPE"]);

export function createTransport(endpoint: string, fetchImpl: typeof fetch, capability: CapabilitySource, onCall?: (call: SdkCall) => void, offlineHost?: OfflineHost): Transport {
  const askHost = async (name: OperationName, variables: Record<string, unknown>) => {
    const body = response.safeParse(await offlineHost!.callHost(name, variables));
    if (!body.success) throw new GameClientError("SERVER", "The portal page's answer has no readable result.");
    return body.data;
  };
  const send = async (name: OperationName, variables: Record<string, unknown>, options: RequestOptions | undefined, fresh: boolean) => {
    const token = await capability(options?.session ?? null, fresh);
    const startedAt = Date.now();
    const report = (status: number, answer: unknown) => onCall?.({ operation: name, variables, status, answer, ms: Date.now() - startedAt });
    let reply: Response;
    try {
      reply = await fetchImpl(endpoint, {
        method: "POST",
        // The frame never acts on the player's cookies: its capability says who it plays for.
        credentials: "omit",
        keepalive: options?.keepalive ?? false,
        headers: { "content-type": "application/json", accept: "application/graphql-response+json, application/json", authorization: `Bearer ${token}` },
        body: JSON.stringify({
          operationName: name,
          variables,
          extensions: { persistedQuery: { version: 1, sha256Hash: operationHash(name) } },
        }),
      });
    } catch {
      report(0, null);
      throw new GameClientError("NETWORK", "Could not reach the server. Check your connection and try again.");
    }
    const answer: unknown = await reply.json().catch(() => null);
    report(reply.status, answer);
    const body = response.safeParse(answer);
    if (!body.success) throw new GameClientError("SERVER", `The server answered ${reply.status} without a readable result.`);
    return body.data;
  };
  return {
    async request(name, variables, data, options) {
      const viaHost = offlineHost !== undefined && (offlineHost.offline || isOfflineSession(options?.session));
      let body = viaHost ? await askHost(name, variables) : await send(name, variables, options, false);
      if (!viaHost && RENEWABLE.has(body.errors?.[0]?.extensions?.code ?? "")) body = await send(name, variables, options, true);
      const first = body.errors?.[0];
      if (first) throw new GameClientError(first.extensions?.code?.startsWith("CAPABILITY") ? first.extensions.code : "SERVER", first.message);
      const parsed = data.safeParse(body.data);
      if (!parsed.success) throw new GameClientError("SERVER", `The server's answer to ${name} has an unexpected shape.`);
      return parsed.data;
    },
  };
}
