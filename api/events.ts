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
    /** A player's challenges moved (published after commit), keyed by user id. */
    challengesChanged: [userId: string, userId: string];
    /** The week's community goal total may have moved (payload: the player who played). */
    communityGoalChanged: [userId: string];
  }>({ eventTarget });
}

/** Tells the player's open pages (the header's wallet chip) that the balance changed. Call after commit. */
export function publishWalletChanged(events: PortalEvents, userId: string): void {
  events.publish("walletChanged", userId, userId);
}

/** Tells the player's open pages that their challenges moved, and everyone's the community total. Call after commit. */
export function publishChallengesChanged(events: PortalEvents, userId: string): void {
  events.publish("challengesChanged", userId, userId);
  events.publish("communityGoalChanged", userId);
}
