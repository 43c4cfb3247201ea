import { setMaxListeners } from "node:events";
import { createPubSub } from "graphql-yoga";

/** In-process events that GraphQL subscriptions follow. */
export type PortalEvents = ReturnType<typeof createPortalEvents>;

export function createPortalEvents() {
  // Every open subscription is a listener: thousands of open pages are normal, not a leak.
  const eventTarget = new EventTarget();
  setMaxListeners(0, eventTarget);
  return createPubSub<{
    dataDateChanged: [dataDate: Date];
  }>({ eventTarget });
}
