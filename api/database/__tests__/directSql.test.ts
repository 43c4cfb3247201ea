/**
 * Direct SQL (the bare pg pool a finish and a purchase run on): rows read as Prisma's $queryRaw
 * reads them, dates written as Prisma writes them, and a transaction that commits on return and
 * rolls back when its work throws or runs past its time.
 */
import { expect, test } from "vitest";
import { useCatalogDatabase } from "../../../tests/support/testDatabase.ts";
import { Prisma } from "../../generated/prisma/client.ts";
import { directSql, directTransaction } from "../directSql.ts";

const { db } = useCatalogDatabase();

const LIMITS = { maxWaitMs: 5_000, timeoutMs: 5_000 };

test("reads a bigint, a timestamp, JSON and a text array as Prisma's $queryRaw does", async () => {
  const statement = Prisma.sql`
    SELECT 9007199254740993::bigint AS big, '2026-11-24 18:00:00.123'::timestamp AS at, '{"a":[1,2]}'::jsonb AS doc,
           ARRAY['x','y']::text[] AS list, 7::int AS small, NULL::text AS nothing`;
  const [direct] = await directSql(db).$queryRaw<unknown[]>(statement);
  const [prisma] = await db.$queryRaw<unknown[]>(statement);
  expect(direct).toEqual(prisma);
  expect(direct).toEqual({ big: 9007199254740993n, at: new Date("2026-11-24T18:00:00.123Z"), doc: { a: [1, 2] }, list: ["x", "y"], small: 7, nothing: null });
});

test("writes a Date as the UTC moment Prisma writes, whatever the parameter's column", async () => {
  const moment = new Date("2026-11-24T18:00:00.250Z");
  const [row] = await directSql(db).$queryRaw<{ plain: Date; zoned: Date }[]>`SELECT ${moment}::timestamp(3) AS plain, ${moment}::timestamptz AS zoned`;
  expect(row).toEqual({ plain: moment, zoned: moment });
});

test("a transaction commits what its work wrote, and rolls all of it back when the work throws", async () => {
  await db.$executeRaw`CREATE TABLE IF NOT EXISTS direct_sql_test (n int)`;
  const inserted = await directTransaction(db, (tx) => tx.$executeRaw`INSERT INTO direct_sql_test VALUES (1), (2)`, LIMITS);
  expect(inserted).toBe(2);
  await expect(
    directTransaction(
      db,
      async (tx) => {
        await tx.$executeRaw`INSERT INTO direct_sql_test VALUES (3)`;
        throw new Error("refused");
      },
      LIMITS,
    ),
  ).rejects.toThrow("refused");
  await expect(
    directTransaction(
      db,
      async (tx) => {
        await tx.$executeRaw`INSERT INTO direct_sql_test VALUES (4)`;
        await new Promise((resolve) => setTimeout(resolve, 60));
        await tx.$executeRaw`INSERT INTO direct_sql_test VALUES (5)`;
      },
      { maxWaitMs: 5_000, timeoutMs: 20 },
    ),
  ).rejects.toThrow("longer than 20 ms");
  const rows = await db.$queryRaw<{ n: number }[]>`SELECT n FROM direct_sql_test ORDER BY n`;
  expect(rows.map((row) => row.n)).toEqual([1, 2]);
});
