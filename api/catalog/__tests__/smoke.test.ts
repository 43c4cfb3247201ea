import { afterAll, beforeAll, expect, test } from "vitest";
import { createCatalogDatabase } from "../../../tests/support/testDatabase.ts";

let database: Awaited<ReturnType<typeof createCatalogDatabase>>;
beforeAll(async () => {
  database = await createCatalogDatabase();
});
afterAll(() => database.drop());

test("catalog loads 19 games", async () => {
  expect(await database.db.game.count()).toBe(19);
});
