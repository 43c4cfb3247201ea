import { createYoga } from "graphql-yoga";
import type { PortalConfig } from "../config.ts";
import type { Database } from "../database/prisma.ts";
import type { PortalEvents } from "../events.ts";
import type { GraphQLContext } from "../schema/context.ts";
import { schema } from "../schema/index.ts";

export interface GraphQLDependencies {
  db: Database;
  config: PortalConfig;
  events: PortalEvents;
}

export function createGraphQLHandler(deps: GraphQLDependencies) {
  return createYoga<Record<string, unknown>, GraphQLContext>({
    schema,
    graphqlEndpoint: "/graphql",
    // GraphiQL runs subscriptions over graphql-ws on this same path.
    graphiql: { title: `${deps.config.portalName} GraphQL`, subscriptionsProtocol: "WS" },
    context: () => ({ db: deps.db, config: deps.config, events: deps.events }),
    logging: false,
  });
}

export type GraphQLHandler = ReturnType<typeof createGraphQLHandler>;
