import { isLoggedIn, type Viewer } from "../auth/viewer.ts";
import type { GameManifest, GardenWords, PlantKind } from "../../games/engines/gameManifest.ts";
import { gameManifests } from "../../games/registry.ts";
import type { Database } from "../database/prisma.ts";
import { isUniqueViolation, type Tx } from "../database/transaction.ts";
import type { StoreCatalog } from "../store/storeCatalog.ts";

/**
 * Gardens: a game's players plant flowers and trees in a grid of plots, paying with one of the
 * game's own store items (Solitaire Gardens' Seeds, which its rounds earn). Signed-in players keep
 * a garden on the server; every change is one guarded statement or one transaction, so Seeds
 * never go below zero and a plot never holds two plants.
 */

export type { GardenWords, PlantKind } from "../../games/engines/gameManifest.ts";

const GARDEN_WORDS: GardenWords = {
  taken: "Something is already growing there.",
  empty: "Nothing grows in that plot.",
  signIn: "Sign in to plant a garden: it is kept with your account.",
  earnMore: "play a round to earn more.",
};

/** A game's garden as its manifest defines it; the currency is the store item its rounds earn. */
export type GardenRules = NonNullable<GameManifest["garden"]>;

/** The games that have a garden, by their 3-letter code. */
export const GARDENS: Readonly<Record<string, GardenRules>> = Object.fromEntries(gameManifests.flatMap(({ code, garden }) => (garden ? [[code, garden] as const] : [])));

export type GardenErrorCode = "NOT_FOUND" | "SIGN_IN" | "BAD_INPUT" | "NOT_ENOUGH" | "PLOT_TAKEN" | "PLOT_EMPTY";

/** A refused garden change; nothing changed. */
export class GardenError extends Error {
  constructor(
    readonly code: GardenErrorCode,
    message: string,
  ) {
    super(message);
  }
}

export interface GardenEnvironment {
  db: Database;
  store: StoreCatalog;
}

export interface Garden {
  game: string;
  columns: number;
  rows: number;
  /** The currency's store item and how much of it the viewer owns. */
  currency: { id: string; title: string; count: number };
  plants: readonly PlantKind[];
  plots: { plot: number; kind: string }[];
  /** Whether the viewer may plant (signed-in players only: the garden is kept on the server). */
  canPlant: boolean;
}

function gameCode(game: string): string | null {
  return /^[A-Za-z0-9]{3}$/.test(game) ? game.toUpperCase() : null;
}

function rulesFor(game: string): { gameId: string; rules: GardenRules } {
  const gameId = gameCode(game);
  const rules = gameId === null ? undefined : GARDENS[gameId];
  if (gameId === null || !rules) throw new GardenError("NOT_FOUND", `The game "${game}" has no garden.`);
  return { gameId, rules };
}

function currencyTitle(env: GardenEnvironment, gameId: string, itemId: string): string {
  const item = env.store.files.store_powerups[gameId]?.find((powerup) => powerup.id === itemId);
  if (!item) throw new Error(`The ${gameId} garden's currency "${itemId}" is not in its store.`);
  return item.title;
}

function checkPlot(rules: GardenRules, plot: number, what: string): void {
  const plots = rules.columns * rules.rows;
  if (!Number.isInteger(plot) || plot < 0 || plot >= plots) throw new GardenError("BAD_INPUT", `The ${what} plot must be a whole number from 0 to ${plots - 1}.`);
}

function wordsOf(rules: GardenRules): GardenWords {
  return rules.words ?? GARDEN_WORDS;
}

function requirePlayer(viewer: Viewer, rules: GardenRules): string {
  if (!isLoggedIn(viewer)) throw new GardenError("SIGN_IN", wordsOf(rules).signIn);
  return viewer.userId;
}

/** The viewer's garden for a game (empty for someone not signed in). */
export async function gardenOf(env: GardenEnvironment, viewer: Viewer, game: string): Promise<Garden> {
  const { gameId, rules } = rulesFor(game);
  const title = currencyTitle(env, gameId, rules.currency);
  if (viewer.userId === null) {
    return { game: gameId, columns: rules.columns, rows: rules.rows, currency: { id: rules.currency, title, count: 0 }, plants: rules.plants, plots: [], canPlant: false };
  }
  const [item, plots] = await Promise.all([
    env.db.inventoryItem.findUnique({ where: { userId_kind_gameId_itemId: { userId: viewer.userId, kind: "POWERUP", gameId, itemId: rules.currency } }, select: { count: true } }),
    isLoggedIn(viewer) ? env.db.gardenPlant.findMany({ where: { userId: viewer.userId, gameId }, select: { plot: true, kind: true }, orderBy: { plot: "asc" } }) : [],
  ]);
  return {
    game: gameId,
    columns: rules.columns,
    rows: rules.rows,
    currency: { id: rules.currency, title, count: item?.count ?? 0 },
    plants: rules.plants,
    plots,
    canPlant: isLoggedIn(viewer),
  };
}

/** Runs a garden change; a plot taken by a concurrent change is reported as taken. */
async function change(env: GardenEnvironment, rules: GardenRules, work: (tx: Tx) => Promise<void>): Promise<void> {
  try {
    await env.db.$transaction(work);
  } catch (error) {
    if (isUniqueViolation(error)) throw new GardenError("PLOT_TAKEN", wordsOf(rules).taken);
    throw error;
  }
}

/** Plants `kind` in an empty plot and takes its price from the viewer's currency, in one transaction. */
export async function plant(env: GardenEnvironment, viewer: Viewer, game: string, kind: string, plot: number): Promise<Garden> {
  const { gameId, rules } = rulesFor(game);
  const userId = requirePlayer(viewer, rules);
  const plantKind = rules.plants.find((candidate) => candidate.kind === kind);
  if (!plantKind) throw new GardenError("BAD_INPUT", `There is no plant "${kind}" to plant.`);
  checkPlot(rules, plot, "garden");
  const title = currencyTitle(env, gameId, rules.currency);
  await change(env, rules, async (tx) => {
    const paid = await tx.$queryRaw<{ count: number }[]>`
      UPDATE "InventoryItem" SET count = count - ${plantKind.price}::integer, "updatedAt" = now()
       WHERE "userId" = ${userId} AND kind = 'POWERUP'::"ItemKind" AND "gameId" = ${gameId} AND "itemId" = ${rules.currency} AND count >= ${plantKind.price}::integer
      RETURNING count`;
    if (paid.length === 0) throw new GardenError("NOT_ENOUGH", `A ${plantKind.name} costs ${plantKind.price} ${title}: ${wordsOf(rules).earnMore}`);
    const planted = await tx.$queryRaw<{ plot: number }[]>`
      INSERT INTO "GardenPlant" ("userId", "gameId", plot, kind) VALUES (${userId}, ${gameId}, ${plot}::integer, ${kind})
      ON CONFLICT DO NOTHING RETURNING plot`;
    // Throwing rolls the payment back.
    if (planted.length === 0) throw new GardenError("PLOT_TAKEN", wordsOf(rules).taken);
  });
  return gardenOf(env, viewer, gameId);
}

/** Moves a plant to another plot; when that plot has a plant, the two swap places. */
export async function movePlant(env: GardenEnvironment, viewer: Viewer, game: string, from: number, to: number): Promise<Garden> {
  const { gameId, rules } = rulesFor(game);
  const userId = requirePlayer(viewer, rules);
  checkPlot(rules, from, "first");
  checkPlot(rules, to, "second");
  if (from === to) throw new GardenError("BAD_INPUT", "Pick a different plot to move the plant to.");
  await change(env, rules, async (tx) => {
    const rows = await tx.$queryRaw<{ plot: number; kind: string }[]>`
      SELECT plot, kind FROM "GardenPlant" WHERE "userId" = ${userId} AND "gameId" = ${gameId} AND plot IN (${from}::integer, ${to}::integer) FOR UPDATE`;
    const moving = rows.find((row) => row.plot === from);
    const staying = rows.find((row) => row.plot === to);
    if (!moving) throw new GardenError("PLOT_EMPTY", wordsOf(rules).empty);
    const where = (plot: number) => ({ userId_gameId_plot: { userId, gameId, plot } });
    if (staying) {
      await tx.gardenPlant.update({ where: where(from), data: { kind: staying.kind } });
      await tx.gardenPlant.update({ where: where(to), data: { kind: moving.kind } });
    } else {
      await tx.gardenPlant.update({ where: where(from), data: { plot: to } });
    }
  });
  return gardenOf(env, viewer, gameId);
}

/** Digs up a plant (its Seeds are not returned). */
export async function removePlant(env: GardenEnvironment, viewer: Viewer, game: string, plot: number): Promise<Garden> {
  const { gameId, rules } = rulesFor(game);
  const userId = requirePlayer(viewer, rules);
  checkPlot(rules, plot, "garden");
  const removed = await env.db.gardenPlant.deleteMany({ where: { userId, gameId, plot } });
  if (removed.count === 0) throw new GardenError("PLOT_EMPTY", wordsOf(rules).empty);
  return gardenOf(env, viewer, gameId);
}
