import { createPubSub } from "graphql-yoga";

/** In-process events that GraphQL subscriptions follow. */
export type PortalEvents = ReturnType<typeof createPortalEvents>;

export function createPortalEvents() {
  return createPubSub<{
    dataDateChanged: [dataDate: Date];
  }>();
}
