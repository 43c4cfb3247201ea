import type { Viewer } from "./viewer.ts";

/** How long a session looked up in the database is believed without asking again. */
export const SESSION_CACHE_MS = 10_000;
/** Sessions remembered at most; the oldest goes first. */
const SESSION_CACHE_ENTRIES = 10_000;

/** A session better-auth found alive, as the doors use it. */
export interface LiveSession {
  viewer: Viewer & { userId: string };
  sessionToken: string;
}

export interface SessionCache {
  /** The session a Cookie header was found to carry, if looked up in the last SESSION_CACHE_MS. */
  get(cookie: string): LiveSession | null;
  /** Remembers what better-auth answered for the Cookie header, never past the session's own expiry. */
  remember(cookie: string, session: LiveSession, expiresAt: Date): void;
  /** The session ended (signed out, revoked, or found ended by a purchase's statement). */
  forgetSession(sessionToken: string): void;
  /** The user changed (email, name, verification) or was closed or erased. */
  forgetUser(userId: string): void;
}

/**
 * The sessions this process looked up in the last few seconds, keyed by the whole Cookie header
 * (only headers whose signed session cookie better-auth verified get in; comparing the header
 * costs less than parsing it), so a player's burst of requests costs one session read. Every door
 * (GraphQL and REST) asks through it (api/auth/session.ts).
 * better-auth's own writes forget what they change at once (the hooks in api/auth/auth.ts); a
 * change made by another process or straight in the database shows within SESSION_CACHE_MS.
 */
export function createSessionCache(now: () => number = Date.now, maxAgeMs = SESSION_CACHE_MS, maxEntries = SESSION_CACHE_ENTRIES): SessionCache {
  const entries = new Map<string, LiveSession & { until: number }>();
  const forgetWhere = (matches: (entry: LiveSession) => boolean) => {
    for (const [cookie, entry] of entries) if (matches(entry)) entries.delete(cookie);
  };
  return {
    get(cookie) {
      const entry = entries.get(cookie);
      if (entry === undefined) return null;
      if (entry.until > now()) return entry;
      entries.delete(cookie);
      return null;
    },
    remember(cookie, session, expiresAt) {
      // A Map keeps insertion order: the first key is the oldest.
      const oldest = entries.keys().next();
      if (entries.size >= maxEntries && !oldest.done) entries.delete(oldest.value);
      entries.set(cookie, { ...session, until: Math.min(now() + maxAgeMs, expiresAt.getTime()) });
    },
    forgetSession(sessionToken) {
      forgetWhere((entry) => entry.sessionToken === sessionToken);
    },
    forgetUser(userId) {
      forgetWhere((entry) => entry.viewer.userId === userId);
    },
  };
}
