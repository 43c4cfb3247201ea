/**
 * A helper for tests (not a test file itself): counts the events published for one player on one
 * topic, to check that a domain function tells the player's open pages, once, after it commits.
 */
import type { PortalEvents } from "../events.ts";

export interface PublishedEvents {
  /** How many arrived so far (deliveries already under way included). */
  count(): Promise<number>;
  stop(): void;
}

export function publishedFor(events: PortalEvents, topic: "walletChanged" | "challengesChanged", userId: string): PublishedEvents {
  let seen = 0;
  const iterator = events.subscribe(topic, userId)[Symbol.asyncIterator]();
  void (async () => {
    while (!(await iterator.next()).done) seen += 1;
  })();
  return {
    async count() {
      // PubSub hands events over through promises: let those already published arrive.
      await new Promise((resolve) => setImmediate(resolve));
      return seen;
    },
    stop() {
      void iterator.return?.();
    },
  };
}
