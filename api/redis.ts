import { Redis } from "ioredis";
import type { RedisPubSubClients } from "./events.ts";

/** REDIS_URL's connections: one for commands and publishing, one that only subscribes (Redis's rule). */
export interface RedisConnections extends RedisPubSubClients {
  close(): Promise<void>;
}

/**
 * Connects to Redis and checks it answers; a Redis that cannot be reached fails with one sentence
 * saying what to do. Later connection trouble goes to `warn`.
 */
export async function connectRedis(url: string, warn: (line: string) => void): Promise<RedisConnections> {
  const options = { lazyConnect: true, maxRetriesPerRequest: 2, connectTimeout: 5000 };
  const publish = new Redis(url, options);
  const subscribe = new Redis(url, options);
  // ioredis reconnects by itself; errors while it does are logged once per kind, not thrown.
  const seen = new Set<string>();
  const report = (error: Error) => {
    if (seen.has(error.message)) return;
    seen.add(error.message);
    warn(`[redis] ${error.message}`);
  };
  try {
    await Promise.all([publish.connect(), subscribe.connect()]);
    await publish.ping();
  } catch (error) {
    publish.disconnect();
    subscribe.disconnect();
    throw new Error(`Cannot connect to Redis at REDIS_URL (${(error as Error).message}); check that redis-server is running, or unset REDIS_URL to run one process alone.`);
  }
  publish.on("error", report);
  subscribe.on("error", report);
  return {
    publish,
    subscribe,
    close: async () => {
      await Promise.allSettled([publish.quit(), subscribe.quit()]);
    },
  };
}
