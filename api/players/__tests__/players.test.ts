import { randomUUID } from "node:crypto";
import { describe, expect, test } from "vitest";
import { testStoreCatalog } from "../../../tests/support/testApp.ts";
import { useCatalogDatabase } from "../../../tests/support/testDatabase.ts";
import { challengeCatalog } from "../../challenges/catalog.ts";
import { credit, findLedgerMismatches } from "../../wallet/wallet.ts";
import { DEFAULT_USER_ICON, USER_ICON_COUNT, WELCOME_GIFT } from "../constants.ts";
import {
  ensurePlayer,
  grantWelcomeGift,
  ProfileError,
  updateProfile,
  validateUserIcon,
  validateUsername,
} from "../players.ts";
import { readUserData } from "../userData.ts";

const database = useCatalogDatabase();
const store = testStoreCatalog();

/** A user row as better-auth would create it, without a player yet. */
async function newUser(): Promise<string> {
  const id = randomUUID();
  await database.db.user.create({ data: { id, name: "Player Tester", email: `${id}@example.test` } });
  return id;
}

async function newPlayer(): Promise<string> {
  const id = await newUser();
  await ensurePlayer(database.db, id);
  return id;
}

const TAKEN = "That username is taken. Please choose another.";
const LENGTH = "Usernames are 3 to 20 characters long.";
const CHARACTERS = "Use only letters, numbers and underscores.";
const NEEDS_LETTER = "A username needs at least one letter.";
const ICON = "Choose one of the 36 icons.";

/** Runs `work` and returns the ProfileError it threw (failing the test if it threw anything else). */
async function profileError(work: () => unknown): Promise<ProfileError> {
  try {
    await work();
  } catch (error) {
    expect(error).toBeInstanceOf(ProfileError);
    return error as ProfileError;
  }
  throw new Error("expected a ProfileError, but nothing was thrown");
}

/** The Welcome Pin in the middle of the default board (WC1's 12 x 8 cells), where the gift puts it. */
const WELCOME_PIN_PLACED = [{ boardId: "WC1", pinId: "WELCOME-A", x: 5, y: 3 }];

function placementsOf(userId: string) {
  return database.db.pinPlacement.findMany({ where: { userId }, select: { boardId: true, pinId: true, x: true, y: true }, orderBy: [{ y: "asc" }, { x: "asc" }] });
}

describe("welcome gift", () => {
  test("gives 500 tokens, 100 gems and the Welcome Pin placed on the default board, with ledger rows, exactly once", async () => {
    expect(WELCOME_GIFT).toEqual({ tokens: 500, gems: 100, pinId: "WELCOME-A" });
    const userId = await newUser();
    expect(await grantWelcomeGift(database.db, store, userId)).toBe(true);
    expect(await grantWelcomeGift(database.db, store, userId)).toBe(false);
    expect(await grantWelcomeGift(database.db, store, userId)).toBe(false);

    const player = await database.db.player.findUniqueOrThrow({ where: { userId } });
    expect({ tokens: player.tokens, gems: player.gems }).toEqual({ tokens: 500, gems: 100 });
    expect(player.welcomeGiftAt).toBeInstanceOf(Date);

    const rows = await database.db.ledgerEntry.findMany({ where: { userId }, orderBy: { id: "asc" } });
    expect(rows.map((r) => ({ currency: r.currency, delta: r.delta, balanceAfter: r.balanceAfter, reason: r.reason, reference: r.reference }))).toEqual([
      { currency: "TOKENS", delta: 500, balanceAfter: 500, reason: "Welcome gift", reference: "welcome-gift" },
      { currency: "GEMS", delta: 100, balanceAfter: 100, reason: "Welcome gift", reference: "welcome-gift" },
    ]);

    const inventory = await database.db.inventoryItem.findMany({ where: { userId } });
    expect(inventory.map((i) => ({ kind: i.kind, gameId: i.gameId, itemId: i.itemId, count: i.count }))).toEqual([
      { kind: "PIN", gameId: "", itemId: "WELCOME-A", count: 1 },
    ]);
    expect(await placementsOf(userId)).toEqual(WELCOME_PIN_PLACED);
    expect(await findLedgerMismatches(database.db, userId)).toEqual([]);
  });

  test("granted 10 times concurrently, it is given once", async () => {
    const userId = await newUser();
    const results = await Promise.all(Array.from({ length: 10 }, () => grantWelcomeGift(database.db, store, userId)));
    expect(results.filter(Boolean)).toHaveLength(1);

    const player = await database.db.player.findUniqueOrThrow({ where: { userId } });
    expect({ tokens: player.tokens, gems: player.gems }).toEqual({ tokens: 500, gems: 100 });
    expect(await database.db.ledgerEntry.count({ where: { userId } })).toBe(2);
    expect(await database.db.inventoryItem.findMany({ where: { userId }, select: { itemId: true, count: true } })).toEqual([
      { itemId: "WELCOME-A", count: 1 },
    ]);
    expect(await database.db.player.count({ where: { userId } })).toBe(1);
    expect(await placementsOf(userId)).toEqual(WELCOME_PIN_PLACED);
    expect(await findLedgerMismatches(database.db, userId)).toEqual([]);
  });

  test("adds to what a player already has (a temporary user's earnings)", async () => {
    const userId = await newPlayer();
    await database.db.$transaction((tx) => credit(tx, { userId, currency: "TOKENS", amount: 25, reason: "Game reward" }));
    expect(await grantWelcomeGift(database.db, store, userId)).toBe(true);
    const player = await database.db.player.findUniqueOrThrow({ where: { userId } });
    expect({ tokens: player.tokens, gems: player.gems }).toEqual({ tokens: 525, gems: 100 });
    expect(await findLedgerMismatches(database.db, userId)).toEqual([]);
  });

  test("runs inside a caller's transaction and rolls back with it", async () => {
    const userId = await newUser();
    await expect(
      database.db.$transaction(async (tx) => {
        expect(await grantWelcomeGift(tx, store, userId)).toBe(true);
        throw new Error("roll back");
      }),
    ).rejects.toThrow("roll back");
    expect(await database.db.player.findUnique({ where: { userId } })).toBeNull();
    expect(await database.db.ledgerEntry.count({ where: { userId } })).toBe(0);
    expect(await placementsOf(userId)).toEqual([]);
    // Nothing was spent: the gift can still be given.
    expect(await grantWelcomeGift(database.db, store, userId)).toBe(true);
  });
});

describe("players and invite codes", () => {
  test("ensurePlayer creates one player with defaults and keeps it on later calls", async () => {
    const userId = await newUser();
    await ensurePlayer(database.db, userId);
    const first = await database.db.player.findUniqueOrThrow({ where: { userId } });
    await ensurePlayer(database.db, userId);
    await Promise.all(Array.from({ length: 5 }, () => ensurePlayer(database.db, userId)));
    const again = await database.db.player.findUniqueOrThrow({ where: { userId } });
    expect(again.inviteCode).toBe(first.inviteCode);
    expect(first).toMatchObject({ userIcon: DEFAULT_USER_ICON, gems: 0, tokens: 0, username: null, welcomeGiftAt: null });
    expect(DEFAULT_USER_ICON).toBe(1);
  });

  test("invite codes are 8 characters without look-alikes, and unique", async () => {
    const ids = await Promise.all(Array.from({ length: 150 }, () => newPlayer()));
    const players = await database.db.player.findMany({ where: { userId: { in: ids } }, select: { inviteCode: true } });
    const codes = players.map((p) => p.inviteCode);
    expect(codes).toHaveLength(150);
    for (const code of codes) expect(code).toMatch(/^[ABCDEFGHJKMNPQRSTUVWXYZ23456789]{8}$/);
    expect(new Set(codes).size).toBe(codes.length);
  });
});

describe("usernames", () => {
  test("validateUsername trims and accepts letters, numbers and underscores", () => {
    expect(validateUsername("  Ada_99  ")).toBe("Ada_99");
    expect(validateUsername("abc")).toBe("abc");
    expect(validateUsername("a".repeat(20))).toBe("a".repeat(20));
    expect(validateUsername("_x_")).toBe("_x_");
  });

  test.each([
    ["", LENGTH],
    ["ab", LENGTH],
    ["   ab   ", LENGTH],
    ["a".repeat(21), LENGTH],
    ["a".repeat(10_000), LENGTH],
    ["bad name", CHARACTERS],
    ["bad-name", CHARACTERS],
    ["emoji😀x", CHARACTERS],
    ["Zoë_Ann", CHARACTERS],
    ["nul\u0000byte", CHARACTERS],
    ["<script>", CHARACTERS],
    ["Robert'); DROP", CHARACTERS],
    ["12345", NEEDS_LETTER],
    ["___", NEEDS_LETTER],
  ])("validateUsername(%j) says %j", async (raw, message) => {
    const error = await profileError(() => validateUsername(raw));
    expect(error.field).toBe("username");
    expect(error.message).toBe(message);
  });

  test("updateProfile stores the trimmed name and its case-folded key", async () => {
    const userId = await newPlayer();
    await updateProfile(database.db, userId, { username: "  MixedCase_1 " });
    expect(await database.db.player.findUniqueOrThrow({ where: { userId }, select: { username: true, usernameKey: true } })).toEqual({
      username: "MixedCase_1",
      usernameKey: "mixedcase_1",
    });
    // Changing only the case of one's own name is allowed.
    await updateProfile(database.db, userId, { username: "MIXEDCASE_1" });
    expect((await readUserData(database.db, userId, challengeCatalog())).un).toBe("MIXEDCASE_1");
  });

  test("a name taken by someone else is refused, ignoring case", async () => {
    const holder = await newPlayer();
    const other = await newPlayer();
    await updateProfile(database.db, holder, { username: "Marigold" });
    for (const attempt of ["Marigold", "marigold", "MARIGOLD", " mariGOLD "]) {
      const error = await profileError(() => updateProfile(database.db, other, { username: attempt }));
      expect(error).toMatchObject({ field: "username", message: TAKEN });
    }
    expect((await readUserData(database.db, other, challengeCatalog())).un).toBe("");
    expect((await readUserData(database.db, holder, challengeCatalog())).un).toBe("Marigold");
  });

  test("an invalid name changes nothing, not even a valid icon sent with it", async () => {
    const userId = await newPlayer();
    await profileError(() => updateProfile(database.db, userId, { username: "no", userIcon: 5 }));
    expect(await database.db.player.findUniqueOrThrow({ where: { userId }, select: { username: true, userIcon: true } })).toEqual({
      username: null,
      userIcon: 1,
    });
  });

  test("concurrent claims of the same name: exactly one wins, the others are told it is taken", async () => {
    const claimants = await Promise.all(Array.from({ length: 8 }, () => newPlayer()));
    const variants = ["Sunflower", "sunflower", "SUNFLOWER", "SunFlower"];
    const results = await Promise.allSettled(
      claimants.map((userId, i) => updateProfile(database.db, userId, { username: variants[i % variants.length]! })),
    );
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    for (const result of results) {
      if (result.status === "rejected") {
        expect(result.reason).toBeInstanceOf(ProfileError);
        expect(result.reason).toMatchObject({ field: "username", message: TAKEN });
      }
    }
    expect(await database.db.player.count({ where: { usernameKey: "sunflower" } })).toBe(1);
    const winner = claimants[results.findIndex((r) => r.status === "fulfilled")]!;
    expect((await database.db.player.findUniqueOrThrow({ where: { userId: winner } })).usernameKey).toBe("sunflower");
  });
});

describe("user icons", () => {
  test("icons 1 to 36 are accepted, the default is 1", async () => {
    expect(USER_ICON_COUNT).toBe(36);
    for (let icon = 1; icon <= 36; icon++) expect(validateUserIcon(icon)).toBe(icon);
    const userId = await newPlayer();
    expect((await readUserData(database.db, userId, challengeCatalog())).ui).toBe(1);
    await updateProfile(database.db, userId, { userIcon: 36 });
    expect((await readUserData(database.db, userId, challengeCatalog())).ui).toBe(36);
    await updateProfile(database.db, userId, { userIcon: 1 });
    expect((await readUserData(database.db, userId, challengeCatalog())).ui).toBe(1);
  });

  test.each([0, 37, -1, 1.5, Number.NaN, Number.POSITIVE_INFINITY, 2 ** 31])("icon %s is refused", async (icon) => {
    const error = await profileError(() => validateUserIcon(icon));
    expect(error).toMatchObject({ field: "userIcon", message: ICON });
    const userId = await newPlayer();
    await profileError(() => updateProfile(database.db, userId, { userIcon: icon }));
    expect((await readUserData(database.db, userId, challengeCatalog())).ui).toBe(1);
  });

  test("the database refuses an out-of-range icon even from raw SQL", async () => {
    const userId = await newPlayer();
    await expect(database.sql(`UPDATE "Player" SET "userIcon" = 37 WHERE "userId" = $1`, [userId])).rejects.toThrow(/Player_userIcon_range/);
    await expect(database.sql(`UPDATE "Player" SET "userIcon" = 0 WHERE "userId" = $1`, [userId])).rejects.toThrow(/Player_userIcon_range/);
  });

  test("an empty change is a no-op", async () => {
    const userId = await newPlayer();
    await updateProfile(database.db, userId, {});
    await updateProfile(database.db, userId, { username: null, userIcon: null });
    expect(await database.db.player.findUniqueOrThrow({ where: { userId }, select: { username: true, userIcon: true } })).toEqual({
      username: null,
      userIcon: 1,
    });
  });
});

describe("readUserData", () => {
  const SPEC_KEYS = ["g", "t", "wb", "sb", "gf", "cr", "chc", "bh", "un", "ui", "ms", "ic", "fc", "fg", "ft", "gc", "tm"];

  test("has exactly the spec's keys, with the player's values", async () => {
    const userId = await newUser();
    await grantWelcomeGift(database.db, store, userId);
    await updateProfile(database.db, userId, { username: "Reader_1", userIcon: 7 });
    const now = new Date("2026-03-04T05:06:07.000Z");
    const data = await readUserData(database.db, userId, challengeCatalog(), now);
    expect(Object.keys(data).sort()).toEqual([...SPEC_KEYS].sort());

    const player = await database.db.player.findUniqueOrThrow({ where: { userId } });
    expect(data).toEqual({
      g: 100,
      t: 500,
      // The week and season of `now` (LA time): the week ends at midnight PST before that Sunday's DST change.
      wb: { w: "2026#1#10", c: 0, n: 14, t: 100, p: false, e: Date.parse("2026-03-08T08:00:00.000Z") },
      sb: expect.objectContaining({ s: "2026#1", c: 0 }),
      gf: 0,
      cr: 0,
      chc: 0,
      bh: [],
      un: "Reader_1",
      ui: 7,
      ms: player.memberSince.getTime(),
      ic: player.inviteCode,
      fc: 0,
      fg: 0,
      ft: 0,
      gc: false,
      tm: now.getTime(),
    });
  });

  test("creates the player on first read, with defaults (no gift)", async () => {
    const userId = await newUser();
    const before = Date.now();
    const data = await readUserData(database.db, userId, challengeCatalog());
    expect(Object.keys(data).sort()).toEqual([...SPEC_KEYS].sort());
    expect(data).toMatchObject({ g: 0, t: 0, un: "", ui: 1, gc: false, fc: 0, fg: 0, ft: 0 });
    expect(data.ic).toMatch(/^[A-Z0-9]{8}$/);
    expect(data.tm).toBeGreaterThanOrEqual(before);
    expect(typeof data.ms).toBe("number");
  });
});
