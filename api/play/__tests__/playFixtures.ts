/**
 * Helpers shared by the play tests (not a test file itself): a play environment with a clock the
 * test moves, the real games plus the target fixture, and viewers made directly in the database.
 */
import { randomUUID } from "node:crypto";
import { expect } from "vitest";
import { gameRegistry } from "../../../games/registry.ts";
import { testStoreCatalog } from "../../../tests/support/testApp.ts";
import { useCatalogDatabase } from "../../../tests/support/testDatabase.ts";
import type { Viewer } from "../../auth/viewer.ts";
import type { Database } from "../../database/prisma.ts";
import { createPortalEvents } from "../../events.ts";
import { addInventory } from "../../inventory/inventory.ts";
import { ensurePlayer } from "../../players/players.ts";
import { catalogWith, newPlayer } from "../../store/__tests__/storeFixtures.ts";
import { GameError, type PlayEnvironment } from "../environment.ts";
import { gameFinishedSubscribers } from "../finishSubscribers.ts";
import { TARGET_GAME, targetRules } from "./targetGame.ts";

/** 10:00 in Los Angeles on 24 November 2026 (PST, UTC-8). */
export const MORNING_IN_LA = Date.parse("2026-11-24T18:00:00Z");

export interface TestClock {
  now: () => Date;
  set(ms: number): void;
  advance(ms: number): void;
}

export function testClock(start = MORNING_IN_LA): TestClock {
  let current = start;
  return {
    now: () => new Date(current),
    set: (ms) => {
      current = ms;
    },
    advance: (ms) => {
      current += ms;
    },
  };
}

/** The file's catalog database (useCatalogDatabase), a clock the tests move, and a play environment on both. */
export function usePlayEnvironment() {
  const database = useCatalogDatabase();
  const clock = testClock();
  return { database, db: database.db, clock, env: playEnvironment(database.db, clock) };
}

export function playEnvironment(db: Database, clock: TestClock): PlayEnvironment {
  const store = catalogWith(testStoreCatalog(), (files) => {
    files.store_powerups[TARGET_GAME] = [
      { id: "BO", title: "Boost", desc: "Adds 5.", sort: 1, packs: [{ count: 5, price: 10 }] },
      { id: "FZ", title: "Freeze", desc: "Stops the clock.", sort: 2, packs: [{ count: 5, price: 10 }] },
    ];
  });
  return {
    db,
    games: { ...gameRegistry, [TARGET_GAME]: targetRules },
    store,
    secret: "play-test-secret",
    now: clock.now,
    events: createPortalEvents(),
    gameFinished: gameFinishedSubscribers(),
  };
}

/** A signed-in player (welcome gift included: 500 tokens). */
export async function signedInViewer(db: Database): Promise<Viewer & { userId: string }> {
  const userId = await newPlayer(db);
  return { status: "LOGGED_IN", userId, email: `${userId}@example.test`, name: "Player" };
}

/** A temporary user with a player and an empty wallet. */
export async function temporaryViewer(db: Database): Promise<Viewer & { userId: string }> {
  const userId = randomUUID();
  await db.user.create({ data: { id: userId, name: "Guest", email: `temp-${userId}@example.test`, isAnonymous: true } });
  await ensurePlayer(db, userId);
  return { status: "TEMPORARY", userId, email: null, name: null };
}

export const anonymousViewer: Viewer = { status: "ANONYMOUS", userId: null, email: null, name: null };

export function givePowerups(db: Database, userId: string, gameId: string, itemId: string, count: number) {
  return db.$transaction((tx) => addInventory(tx, userId, { kind: "POWERUP", gameId, itemId, count }));
}

export async function tokensOf(db: Database, userId: string): Promise<number> {
  return (await db.player.findUniqueOrThrow({ where: { userId }, select: { tokens: true } })).tokens;
}

export async function powerupCount(db: Database, userId: string, gameId: string, itemId: string): Promise<number> {
  const item = await db.inventoryItem.findUnique({ where: { userId_kind_gameId_itemId: { userId, kind: "POWERUP", gameId, itemId } } });
  return item?.count ?? 0;
}

/** The GameError a play call was refused with (the test fails if it was not refused). */
export async function refusal(work: Promise<unknown>): Promise<GameError> {
  const error = await work.then(
    () => null,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(GameError);
  return error as GameError;
}
