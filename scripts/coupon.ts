import { parseArgs } from "node:util";
import { readCatalogFiles } from "../api/catalog/catalogFiles.ts";
import { readConfig } from "../api/config.ts";
import { createCoupon, endOfUtcDay, type CouponItem } from "../api/coupons/coupons.ts";
import { runningEmbeddedDatabaseUrl } from "../api/database/embeddedDatabase.ts";
import { createDatabaseClient } from "../api/database/prisma.ts";
import { buildStoreCatalog } from "../api/store/storeCatalog.ts";
import { gameRegistry } from "../games/registry.ts";

// The operator's command for making coupons, beside a running portal (or with DATABASE_URL set).
const USAGE = `Usage: npm run coupon -- [--gems N] [--tokens N] [--powerup GAME:ID:COUNT]... [--pin PIN-ID]...
                       [--expires YYYY-MM-DD] [--limit PLAYERS] [--code 16-CHARACTERS] [--note TEXT]
Makes a coupon that grants what is given (at least one thing) and prints its code.
  --powerup WOR:HI:3   three Word Hunch Hints (a game's 3-letter code, the powerup id, a count)
  --pin SUN-A          one pin of the catalog
  --expires 2027-01-31 redeemable until the end of that day (UTC)
  --limit 500          at most 500 players in all (default: no limit)`;

function fail(message: string): never {
  console.error(`${message}\n\n${USAGE}`);
  process.exit(1);
}

function wholeNumber(text: string | undefined, what: string): number | undefined {
  if (text === undefined) return undefined;
  if (!/^\d+$/.test(text)) fail(`${what} must be a whole number, not "${text}".`);
  return Number(text);
}

function powerup(text: string): CouponItem {
  const match = /^([A-Za-z0-9]{3}):([A-Za-z0-9]+):(\d+)$/.exec(text);
  if (!match) fail(`--powerup is GAME:ID:COUNT, e.g. WOR:HI:3, not "${text}".`);
  return { kind: "POWERUP", gameId: match[1]!.toUpperCase(), itemId: match[2]!.toUpperCase(), count: Number(match[3]) };
}

function endOfDay(text: string | undefined): Date | undefined {
  if (text === undefined) return undefined;
  try {
    return endOfUtcDay(text);
  } catch {
    fail(`--expires is a date like 2027-01-31, not "${text}".`);
  }
}

const { values } = parseArgs({
  options: {
    gems: { type: "string" },
    tokens: { type: "string" },
    powerup: { type: "string", multiple: true },
    pin: { type: "string", multiple: true },
    expires: { type: "string" },
    limit: { type: "string" },
    code: { type: "string" },
    note: { type: "string" },
    help: { type: "boolean" },
  },
  strict: true,
});
if (values.help) {
  console.log(USAGE);
  process.exit(0);
}

const config = readConfig();
const databaseUrl = config.databaseUrl ?? runningEmbeddedDatabaseUrl(config.embeddedDataDir);
if (!databaseUrl) fail("No database to write to: start the portal (npm start) or set DATABASE_URL.");
const files = await readCatalogFiles(config.dataDir);
const db = createDatabaseClient(databaseUrl);
try {
  const code = await createCoupon(db, buildStoreCatalog(files.store, files.games, gameRegistry), {
    code: values.code,
    gems: wholeNumber(values.gems, "--gems"),
    tokens: wholeNumber(values.tokens, "--tokens"),
    items: [...(values.powerup ?? []).map(powerup), ...(values.pin ?? []).map((id): CouponItem => ({ kind: "PIN", gameId: "", itemId: id.toUpperCase(), count: 1 }))],
    expiresAt: endOfDay(values.expires),
    maxRedemptions: wholeNumber(values.limit, "--limit"),
    note: values.note,
  });
  console.log(code);
} catch (error) {
  if (error instanceof RangeError) fail(error.message);
  throw error;
} finally {
  await db.$disconnect();
}
