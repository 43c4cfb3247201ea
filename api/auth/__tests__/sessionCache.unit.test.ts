import { describe, expect, test } from "vitest";
import { createSessionCache, SESSION_CACHE_MS, type LiveSession } from "../sessionCache.ts";

const alice: LiveSession = { viewer: { status: "LOGGED_IN", userId: "alice", email: "alice@example.test", name: "Alice" }, sessionToken: "token-a" };
const aliceOtherTab: LiveSession = { ...alice, sessionToken: "token-a2" };
const bob: LiveSession = { viewer: { status: "TEMPORARY", userId: "bob", email: null, name: null }, sessionToken: "token-b" };
const FAR = new Date(Date.UTC(2100, 0, 1));

function clock() {
  let now = 0;
  return { now: () => now, advance: (ms: number) => (now += ms) };
}

describe("the session cache", () => {
  test(`believes a session for ${SESSION_CACHE_MS} ms, never past the session's own expiry`, () => {
    const time = clock();
    const cache = createSessionCache(time.now);
    cache.remember("cookie-a", alice, FAR);
    cache.remember("cookie-b", bob, new Date(1_000));
    expect(cache.get("cookie-a")).toMatchObject(alice);
    expect(cache.get("cookie-b")).toMatchObject(bob);
    time.advance(1_000);
    expect(cache.get("cookie-b")).toBeNull();
    time.advance(SESSION_CACHE_MS - 1_001);
    expect(cache.get("cookie-a")).toMatchObject(alice);
    time.advance(1);
    expect(cache.get("cookie-a")).toBeNull();
    expect(cache.get("unknown")).toBeNull();
  });

  test("forgets a session by its token, and every session of a user", () => {
    const cache = createSessionCache(clock().now);
    cache.remember("cookie-a", alice, FAR);
    cache.remember("cookie-a2", aliceOtherTab, FAR);
    cache.remember("cookie-b", bob, FAR);
    cache.forgetSession("token-a");
    expect([cache.get("cookie-a"), cache.get("cookie-a2")]).toEqual([null, expect.objectContaining(aliceOtherTab)]);
    cache.forgetUser("alice");
    expect(cache.get("cookie-a2")).toBeNull();
    expect(cache.get("cookie-b")).toMatchObject(bob);
  });

  test("holds at most its number of entries, dropping the oldest", () => {
    const cache = createSessionCache(clock().now, SESSION_CACHE_MS, 2);
    cache.remember("cookie-a", alice, FAR);
    cache.remember("cookie-a2", aliceOtherTab, FAR);
    cache.remember("cookie-b", bob, FAR);
    expect([cache.get("cookie-a"), cache.get("cookie-a2"), cache.get("cookie-b")]).toEqual([null, expect.objectContaining(aliceOtherTab), expect.objectContaining(bob)]);
  });
});
