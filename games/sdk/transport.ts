/**
 * Sends one of the SDK's persisted operations to the portal's GraphQL endpoint by its hash
 * (Apollo's APQ request shape, no query text) and parses the answer with the caller's schema.
 */
import * as z from "zod/mini";
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
  errors: z.optional(z.array(z.object({ message: z.string() }))),
});

export interface Transport {
  request<T>(name: OperationName, variables: Record<string, unknown>, data: z.ZodMiniType<T>, options?: { keepalive?: boolean }): Promise<T>;
}

export function createTransport(endpoint: string, fetchImpl: typeof fetch): Transport {
  return {
    async request(name, variables, data, options) {
      let reply: Response;
      try {
        reply = await fetchImpl(endpoint, {
          method: "POST",
          credentials: "same-origin",
          keepalive: options?.keepalive ?? false,
          headers: { "content-type": "application/json", accept: "application/graphql-response+json, application/json" },
          body: JSON.stringify({
            operationName: name,
            variables,
            extensions: { persistedQuery: { version: 1, sha256Hash: operationHash(name) } },
          }),
        });
      } catch {
        throw new GameClientError("NETWORK", "Could not reach the server. Check your connection and try again.");
      }
      const body = response.safeParse(await reply.json().catch(() => null));
      if (!body.success) throw new GameClientError("SERVER", `The server answered ${reply.status} without a readable result.`);
      const first = body.data.errors?.[0];
      if (first) throw new GameClientError("SERVER", first.message);
      const parsed = data.safeParse(body.data.data);
      if (!parsed.success) throw new GameClientError("SERVER", `The server's answer to ${name} has an unexpected shape.`);
      return parsed.data;
    },
  };
}
