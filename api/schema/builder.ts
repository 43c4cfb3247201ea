import SchemaBuilder from "@pothos/core";
import PrismaPlugin from "@pothos/plugin-prisma";
import RelayPlugin from "@pothos/plugin-relay";
import type PrismaTypes from "../generated/pothos-prisma-types.ts";
import { getDatamodel } from "../generated/pothos-prisma-types.ts";
import type { GraphQLContext } from "./context.ts";

export const builder = new SchemaBuilder<{
  Context: GraphQLContext;
  PrismaTypes: PrismaTypes;
  Scalars: {
    DateTime: { Input: Date; Output: Date };
  };
  DefaultFieldNullability: false;
}>({
  plugins: [PrismaPlugin, RelayPlugin],
  defaultFieldNullability: false,
  relay: {},
  prisma: {
    // Each request brings its own client in the context (tests run several databases at once).
    client: (context) => context.db,
    dmmf: getDatamodel(),
    exposeDescriptions: true,
    filterConnectionTotalCount: true,
  },
});

builder.scalarType("DateTime", {
  description: "A moment in time, as an ISO 8601 string in UTC.",
  serialize: (value) => value.toISOString(),
  parseValue: (value) => {
    const date = new Date(String(value));
    if (Number.isNaN(date.getTime())) throw new TypeError("DateTime must be an ISO 8601 date string.");
    return date;
  },
});

builder.queryType({});
builder.subscriptionType({});
