import { expect, test } from "vitest";
import { sortableId } from "../sortableId.ts";

test("ids made one after the other sort in that order, also within one millisecond, and look like Prisma's cuids", () => {
  const ids = Array.from({ length: 1_000 }, () => sortableId());
  expect([...ids].sort()).toEqual(ids);
  expect(new Set(ids).size).toBe(ids.length);
  for (const id of ids) expect(id).toMatch(/^c[0-9a-z]{24}$/);
});
