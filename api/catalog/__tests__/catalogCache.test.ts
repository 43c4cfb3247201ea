import { expect, test } from "vitest";
import { createPortalEvents } from "../../events.ts";
import { createLiveStoreCatalog } from "../../store/storeCatalog.ts";
import { testStoreCatalog } from "../../../tests/support/testApp.ts";
import { useCatalogDatabase } from "../../../tests/support/testDatabase.ts";
import { createCatalogCache } from "../catalogCache.ts";

const database = useCatalogDatabase();

function setUp(maxEntries?: number) {
  const events = createPortalEvents();
  const store = createLiveStoreCatalog(testStoreCatalog());
  return { events, store, cache: createCatalogCache(database.db, store, events, maxEntries) };
}

/** Lets the cache's subscription see a published event. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 10));

test("the edition is the stored data date, read once", async () => {
  const { cache } = setUp();
  const stored = (await database.db.catalogState.findUniqueOrThrow({ where: { id: 1 } })).dataDate;
  expect((await cache.edition()).dataDate).toEqual(stored);
});

test("a value is built once per edition, concurrent callers sharing the build", async () => {
  const { cache, events } = setUp();
  let builds = 0;
  const build = async () => ++builds;
  expect(await Promise.all([cache.memo("k", build), cache.memo("k", build)])).toEqual([1, 1]);
  expect(await cache.memo("k", build)).toBe(1);
  events.publish("dataDateChanged", new Date("2030-01-01T00:00:00Z"));
  await settle();
  expect(await cache.memo("k", build)).toBe(2);
  expect((await cache.edition()).dataDate).toEqual(new Date("2030-01-01T00:00:00Z"));
});

test("new store files start a new edition; a failed build is not kept", async () => {
  const { cache, store } = setUp();
  let builds = 0;
  expect(await cache.memo("k", () => ++builds)).toBe(1);
  store.replace(testStoreCatalog());
  expect(await cache.memo("k", () => ++builds)).toBe(2);
  await expect(cache.memo("failing", () => Promise.reject(new Error("down")))).rejects.toThrow("down");
  expect(await cache.memo("failing", () => "up")).toBe("up");
});

test("a value computed in a past edition is not kept", async () => {
  const { cache, events } = setUp();
  const past = await cache.edition();
  events.publish("dataDateChanged", new Date("2031-01-01T00:00:00Z"));
  await settle();
  expect(await cache.get("answer")).toBeUndefined();
  cache.set("answer", "old", past);
  expect(await cache.get("answer")).toBeUndefined();
  cache.set("answer", "new", await cache.edition());
  expect(await cache.get("answer")).toBe("new");
});

test("it holds at most its bound, dropping the oldest entries", async () => {
  const { cache } = setUp(3);
  for (const key of ["a", "b", "c", "d"]) await cache.memo(key, () => key);
  expect(await cache.get("a")).toBeUndefined();
  expect(await cache.get("d")).toBe("d");
  expect(await cache.get("b")).toBe("b");
});
