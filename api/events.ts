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
    /** A player's gems or tokens changed (published after the change committed), keyed by user id. */
    walletChanged: [userId: string, userId: string];
  }>({ eventTarget });
}

/** Tells the player's open pages (the header's wallet chip) that the balance changed. Call after commit. */
export function publishWalletChanged(events: PortalEvents, userId: string): void {
  events.publish("walletChanged", userId, userId);
}
