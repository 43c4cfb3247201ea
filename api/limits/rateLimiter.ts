import type { Redis } from "ioredis";
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from "rate-limiter-flexible";

export interface LimitOptions {
  /** Names the counts in Redis (each limit its own keys). */
  name: string;
  /** How many actions a key may take per window. */
  max: number;
  windowMs: number;
  /** Set (REDIS_URL): the counts are shared by every portal process. Unset: this process's memory. */
  redis?: Redis | undefined;
}

/**
 * A fixed-window limit per key. With Redis the counts are shared by every process; when Redis
 * cannot answer, this process's own count stands in (a blip must not let a flood through or
 * refuse everyone).
 */
export function createLimiter(options: LimitOptions): RateLimiterAbstract {
  const duration = Math.max(1, Math.ceil(options.windowMs / 1000));
  const memory = new RateLimiterMemory({ keyPrefix: options.name, points: options.max, duration });
  if (!options.redis) return memory;
  return new RateLimiterRedis({
    storeClient: options.redis,
    keyPrefix: `playden:limit:${options.name}`,
    points: options.max,
    duration,
    insuranceLimiter: memory,
  });
}

/** Takes one action for the key: how long to wait when the limit is reached, else null. */
export async function consume(limiter: RateLimiterAbstract, key: string): Promise<{ retryAfterMs: number } | null> {
  try {
    await limiter.consume(key);
    return null;
  } catch (error) {
    if (error instanceof RateLimiterRes) return { retryAfterMs: error.msBeforeNext };
    throw error;
  }
}

/** A limit as a yes/no question per key: may this key act once more now? */
export function createRateLimiter(options: LimitOptions): (key: string) => Promise<boolean> {
  const limiter = createLimiter(options);
  return async (key) => (await consume(limiter, key)) === null;
}

/** better-auth's storage for its limits (`rateLimit.customStorage`), as its own type says. */
export interface RuleLimitStorage {
  consume(key: string, rule: { window: number; max: number }): Promise<{ allowed: boolean; retryAfter: number | null }>;
}

/**
 * Limits whose rule comes with each action (better-auth's sign-in and mail paths): one limiter
 * per rule, its counts kept by this portal (or, with Redis, by all its processes together).
 * better-auth's own memory store is one map for every instance in the process instead.
 */
export function createRuleLimitStorage(name: string, redis?: Redis): RuleLimitStorage {
  const limiters = new Map<string, RateLimiterAbstract>();
  return {
    consume: async (key, rule) => {
      const ruleName = `${name}:${rule.window}s:${rule.max}`;
      let limiter = limiters.get(ruleName);
      if (!limiter) {
        limiter = createLimiter({ name: ruleName, max: rule.max, windowMs: rule.window * 1000, redis });
        limiters.set(ruleName, limiter);
      }
      const refused = await consume(limiter, key);
      return refused ? { allowed: false, retryAfter: Math.ceil(refused.retryAfterMs / 1000) } : { allowed: true, retryAfter: null };
    },
  };
}
