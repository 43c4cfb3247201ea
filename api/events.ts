import { setMaxListeners } from "node:events";
import { createRedisEventTarget } from "@graphql-yoga/redis-event-target";
import { createPubSub } from "graphql-yoga";
import type { Redis } from "ioredis";

/** What changed in a chat room: a message was posted, or a moderator hid one. */
export interface ChatRoomEvent {
  kind: "posted" | "hidden";
  messageId: number;
}

/** Events that GraphQL subscriptions follow: in this process, or through Redis across processes. */
export type PortalEvents = ReturnType<typeof createPortalEvents>;

/** With Redis, every portal process sees every event: two connections (one may only subscribe). */
export interface RedisPubSubClients {
  publish: Redis;
  subscribe: Redis;
}

// Dates travel through Redis as JSON: marked on the way out, revived on the way in.
const redisSerializer = {
  stringify: (message: unknown) =>
    JSON.stringify(message, function (this: Record<string, unknown>, key: string, value: unknown) {
      const original = this[key];
      return original instanceof Date ? { $date: original.getTime() } : value;
    }),
  parse: (message: string): unknown =>
    JSON.parse(message, (_key, value: unknown) =>
      typeof value === "object" && value !== null && "$date" in value && typeof value.$date === "number" ? new Date(value.$date) : value,
    ),
};

export function createPortalEvents(redis?: RedisPubSubClients) {
  let eventTarget: EventTarget;
  if (redis) {
    eventTarget = createRedisEventTarget({ publishClient: redis.publish, subscribeClient: redis.subscribe, serializer: redisSerializer });
  } else {
    // Every open subscription is a listener: thousands of open pages are normal, not a leak.
    eventTarget = new EventTarget();
    setMaxListeners(0, eventTarget);
  }
  return createPubSub<{
    dataDateChanged: [dataDate: Date];
    /** A player's gems or tokens changed (published after the change committed), keyed by user id. */
    walletChanged: [userId: string, userId: string];
    /** A player's challenges moved (published after commit), keyed by user id. */
    challengesChanged: [userId: string, userId: string];
    /** The week's community goal total may have moved (payload: the player who played). */
    communityGoalChanged: [userId: string];
    /** A chat room changed (published after the message was stored), keyed by room id. */
    chatRoom: [roomId: string, event: ChatRoomEvent];
    /** A player muted or unmuted someone in chat (published after the change), keyed by the muter's user id. */
    chatMutesChanged: [userId: string, userId: string];
    /** Someone opened or left a chat room: the counts `rm` may have moved. */
    chatCountsChanged: [roomId: string];
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

/**
 * What the steps of one transaction changed for players' open pages, published once it has
 * committed: each event once, however many steps noted it (a win's tokens and a challenge it
 * completes both change the wallet).
 */
export class PendingEvents {
  private readonly wallets = new Set<string>();
  private readonly challenges = new Set<string>();

  walletChanged(userId: string): void {
    this.wallets.add(userId);
  }

  challengesChanged(userId: string): void {
    this.challenges.add(userId);
  }

  /** Call after commit. */
  publish(events: PortalEvents): void {
    for (const userId of this.wallets) publishWalletChanged(events, userId);
    for (const userId of this.challenges) publishChallengesChanged(events, userId);
  }
}
