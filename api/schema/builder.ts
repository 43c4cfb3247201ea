import SchemaBuilder from "@pothos/core";
import DataloaderPlugin from "@pothos/plugin-dataloader";
import PrismaPlugin from "@pothos/plugin-prisma";
import RelayPlugin, { decodeGlobalID } from "@pothos/plugin-relay";
import ScopeAuthPlugin from "@pothos/plugin-scope-auth";
import { GraphQLError, valueFromASTUntyped } from "graphql";
import { allows, CONSOLE_REFUSAL, staffOfOperation, type ConsolePermission } from "../admin/access.ts";
import type PrismaTypes from "../generated/pothos-prisma-types.ts";
import { getDatamodel } from "../generated/pothos-prisma-types.ts";
import { asJson, type Json } from "../play/json.ts";
import type { GraphQLContext } from "./context.ts";

/**
 * The most ids `nodes(ids:)` takes: each id is a load, so the list is bounded, and the query cost
 * (api/http/graphqlProtection.ts) counts the field's selection once per id.
 */
export const MAX_NODE_IDS = 100;

export const builder = new SchemaBuilder<{
  Context: GraphQLContext;
  PrismaTypes: PrismaTypes;
  Scalars: {
    DateTime: { Input: Date; Output: Date };
    JSON: { Input: Json; Output: unknown };
  };
  DefaultFieldNullability: false;
  AuthScopes: {
    /** The viewer has a console role. */
    staff: boolean;
    /** The viewer's console role allows this (api/admin/access.ts says which roles may what). */
    console: ConsolePermission;
  };
}>({
  // Scope checks run before the other plugins' resolver wrappers.
  plugins: [ScopeAuthPlugin, PrismaPlugin, RelayPlugin, DataloaderPlugin],
  defaultFieldNullability: false,
  scopeAuth: {
    // A subscription is refused when it is opened, not at its first event.
    authorizeOnSubscribe: true,
    authScopes: (context) => {
      return {
        staff: async () => (await staffOfOperation(context)) !== null,
        console: async (permission) => {
          const member = await staffOfOperation(context);
          return member !== null && allows(member, permission);
        },
      };
    },
    unauthorizedError: () => new GraphQLError(CONSOLE_REFUSAL, { extensions: { code: "FORBIDDEN" } }),
  },
  relay: {
    decodeGlobalID: decodeClientId,
    nodesQueryOptions: {
      description: `The objects with these ids, in their order (at most ${MAX_NODE_IDS} ids).`,
      resolve: (_root, { ids }, _context, _info, resolveNodes) => {
        if (ids.length > MAX_NODE_IDS) {
          throw new GraphQLError(`nodes takes at most ${MAX_NODE_IDS} ids; ${ids.length} were sent.`, { extensions: { code: "BAD_USER_INPUT" } });
        }
        return resolveNodes(ids);
      },
    },
  },
  prisma: {
    // Each request brings its own client in the context (tests run several databases at once).
    client: (context) => context.db,
    dmmf: getDatamodel(),
    exposeDescriptions: true,
    filterConnectionTotalCount: true,
  },
});

/** Types that `node(id:)` can load (a Prisma model without a GraphQL node type is not one). */
function isNodeType(typename: string): boolean {
  if (!builder.configStore.hasImplementation(typename)) return false;
  const config = builder.configStore.getTypeConfig(typename);
  return config.kind === "Object" && config.interfaces.some((ref) => builder.configStore.getTypeConfig(ref).name === "Node");
}

/**
 * Global ids come from clients: one that does not decode, or decodes to text PostgreSQL cannot
 * hold (NUL), is the client's mistake, answered as such rather than as an unexpected error.
 */
function decodeClientId(globalID: string): { typename: string; id: string } {
  const invalid = () => new GraphQLError(`"${globalID}" is not a valid id.`, { extensions: { code: "BAD_USER_INPUT" } });
  let decoded: { typename: string; id: string };
  try {
    decoded = decodeGlobalID(globalID);
  } catch {
    throw invalid();
  }
  if (decoded.id.includes("\0") || !isNodeType(decoded.typename)) throw invalid();
  return decoded;
}

builder.scalarType("DateTime", {
  description: "A moment in time, as an ISO 8601 string in UTC.",
  serialize: (value) => value.toISOString(),
  parseValue: (value) => {
    const date = new Date(String(value));
    if (Number.isNaN(date.getTime())) throw new TypeError("DateTime must be an ISO 8601 date string.");
    return date;
  },
});

/** JSON from a client: anything else (broken text, nesting past 32 levels) is the client's mistake. */
function clientJson(value: unknown): Json {
  const json = asJson(value);
  if (json === undefined) throw new GraphQLError("JSON must be plain JSON data, nested at most 32 deep.", { extensions: { code: "BAD_USER_INPUT" } });
  return json;
}

builder.scalarType("JSON", {
  description: "Any JSON value (a game's moves, options and answers).",
  serialize: (value) => {
    const json = asJson(value);
    if (json === undefined) throw new TypeError("The value is not JSON.");
    return json;
  },
  parseValue: (value) => clientJson(value),
  parseLiteral: (node, variables) => clientJson(valueFromASTUntyped(node, variables)),
});

builder.queryType({});
builder.subscriptionType({});
