import { isLoggedIn, type Viewer } from "../auth/viewer.ts";
import type { Database } from "../database/prisma.ts";
import { isUniqueViolation, type Tx } from "../database/transaction.ts";
import { Prisma } from "../generated/prisma/client.ts";
import type { StoreCatalog, StorePin, StorePinBoard } from "../store/storeCatalog.ts";

/**
 * Pins and pinboards (docs/product/pins.md): signed-in players own pins (inventory
 * kind PIN, counted) and boards (kind PIN_BOARD, plus the default board everyone has) and arrange
 * their pins on their boards. A board is a grid; a placed pin covers cw x ch cells, stored one row
 * per cell under a unique (player, board, x, y), so the database itself refuses an overlap, also
 * when two tabs place at the same moment. A player never has more copies of a pin placed than owned.
 */

/** The board art is 1200 x 800 and a pin cell is 100 x 100 in the art's units. */
export const BOARD_COLUMNS = 12;
export const BOARD_ROWS = 8;

export type PinErrorCode = "SIGN_IN" | "UNKNOWN_PIN" | "UNKNOWN_BOARD" | "BOARD_NOT_OWNED" | "OUT_OF_BOUNDS" | "OVERLAP" | "NOT_OWNED" | "NONE_LEFT" | "NOT_PLACED";

/** A refused change; nothing changed. */
export class PinError extends Error {
  constructor(
    readonly code: PinErrorCode,
    message: string,
  ) {
    super(message);
  }
}

export interface PlacedPin {
  boardId: string;
  pinId: string;
  /** The pin's top-left cell. */
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface PinsState {
  /** Boards the player may use, in catalog order: the default board first. */
  boards: string[];
  /** Pin id to the number of copies owned. */
  owned: Map<string, number>;
  placed: PlacedPin[];
}

export const NO_PINS: PinsState = { boards: [], owned: new Map(), placed: [] };

/** Boards in the catalog's order (sort, then id); the first is the default board (docs/product/pins.md#pinboards). */
export function boardsInOrder(store: StoreCatalog): StorePinBoard[] {
  return [...store.files.pinboards].sort((a, b) => a.sort - b.sort || a.id.localeCompare(b.id));
}

export function defaultBoard(store: StoreCatalog): StorePinBoard {
  const first = boardsInOrder(store)[0];
  if (!first) throw new Error("The catalog has no pinboard.");
  return first;
}

/** A board by id; "default" (any case) names the first board. */
export function findBoard(store: StoreCatalog, id: string): StorePinBoard | undefined {
  if (id.toLowerCase() === "default") return defaultBoard(store);
  return store.files.pinboards.find((board) => board.id === id);
}

export function findPin(store: StoreCatalog, id: string): StorePin | undefined {
  return store.files.pins.find((pin) => pin.i === id);
}

function requirePlayer(viewer: Viewer): string {
  if (!isLoggedIn(viewer)) throw new PinError("SIGN_IN", "Sign in to collect pins and arrange them on your boards.");
  return viewer.userId;
}

interface AnchorRow {
  boardId: string;
  pinId: string;
  x: number;
  y: number;
  width: number;
  height: number;
}

async function placedPins(db: Database | Tx, userId: string): Promise<PlacedPin[]> {
  // A pin's size is read from its own cells, so a pin the catalog later drops still shows as placed.
  return db.$queryRaw<AnchorRow[]>`
    SELECT "boardId", "pinId", "originX" AS x, "originY" AS y,
           (max(x) - "originX" + 1)::integer AS width, (max(y) - "originY" + 1)::integer AS height
      FROM "PinPlacement" WHERE "userId" = ${userId}
     GROUP BY "boardId", "pinId", "originX", "originY"
     ORDER BY "boardId", "originY", "originX"`;
}

/** The viewer's boards, pins and placements; empty for anyone not signed in (docs/product/accounts.md#who-can-do-what). */
export async function pinsOf(db: Database, store: StoreCatalog, viewer: Viewer): Promise<PinsState> {
  if (!isLoggedIn(viewer)) return NO_PINS;
  const [items, placed] = await Promise.all([
    db.inventoryItem.findMany({ where: { userId: viewer.userId, gameId: "", kind: { in: ["PIN", "PIN_BOARD"] }, count: { gt: 0 } }, select: { kind: true, itemId: true, count: true } }),
    placedPins(db, viewer.userId),
  ]);
  const ownedBoards = new Set(items.filter((item) => item.kind === "PIN_BOARD").map((item) => item.itemId));
  const first = defaultBoard(store);
  return {
    boards: boardsInOrder(store)
      .filter((board) => board.id === first.id || ownedBoards.has(board.id))
      .map((board) => board.id),
    owned: new Map(items.filter((item) => item.kind === "PIN").map((item) => [item.itemId, item.count])),
    placed,
  };
}

/** The board by id if the player may place on it (the default board, or one bought). */
async function usableBoard(tx: Tx, store: StoreCatalog, userId: string, boardId: string): Promise<StorePinBoard> {
  const board = findBoard(store, boardId);
  if (!board) throw new PinError("UNKNOWN_BOARD", `There is no pinboard "${boardId}".`);
  if (board.id === defaultBoard(store).id) return board;
  const owned = await tx.inventoryItem.findUnique({
    where: { userId_kind_gameId_itemId: { userId, kind: "PIN_BOARD", gameId: "", itemId: board.id } },
    select: { count: true },
  });
  if (!owned || owned.count < 1) throw new PinError("BOARD_NOT_OWNED", `Get the ${board.name} pinboard first: it is in the store.`);
  return board;
}

/** Every cell a pin of `width` x `height` at (x, y) covers, row by row, or OUT_OF_BOUNDS. */
export function coveredCells(x: number, y: number, width: number, height: number): { x: number; y: number }[] {
  if (!Number.isInteger(x) || !Number.isInteger(y) || x < 0 || y < 0 || x + width > BOARD_COLUMNS || y + height > BOARD_ROWS) {
    throw new PinError("OUT_OF_BOUNDS", `A ${width}x${height} pin must lie within the board's ${BOARD_COLUMNS} x ${BOARD_ROWS} cells.`);
  }
  const cells: { x: number; y: number }[] = [];
  for (let row = y; row < y + height; row++) for (let column = x; column < x + width; column++) cells.push({ x: column, y: row });
  return cells;
}

const OVERLAP_MESSAGE = "Another pin is already there: pins cannot overlap.";

/**
 * Writes a pin's cells; when any cell is taken (also by a concurrent change, which this waits
 * for) it throws, rolling the caller's transaction back. The cells are written in one order
 * (row by row) by every change, so two changes never wait on each other in a circle.
 */
async function writeCells(tx: Tx, userId: string, boardId: string, pinId: string, cells: { x: number; y: number }[]): Promise<void> {
  const origin = cells[0]!;
  const values = Prisma.join(cells.map((cell) => Prisma.sql`(${userId}, ${boardId}, ${cell.x}::integer, ${cell.y}::integer, ${pinId}, ${origin.x}::integer, ${origin.y}::integer)`));
  const written = await tx.$queryRaw<{ x: number }[]>`
    INSERT INTO "PinPlacement" ("userId", "boardId", x, y, "pinId", "originX", "originY") VALUES ${values}
    ON CONFLICT DO NOTHING RETURNING x`;
  if (written.length !== cells.length) throw new PinError("OVERLAP", OVERLAP_MESSAGE);
}

async function change<T>(db: Database, work: (tx: Tx) => Promise<T>): Promise<T> {
  try {
    return await db.$transaction(work);
  } catch (error) {
    if (isUniqueViolation(error)) throw new PinError("OVERLAP", OVERLAP_MESSAGE);
    throw error;
  }
}

/**
 * Puts one copy of a pin just granted in the middle of the player's default board, inside the
 * caller's transaction (the welcome gift: a new player's board never starts empty). Null when the
 * catalog no longer has the pin: its size is unknown, so it stays in the collection only.
 */
export async function placeOnDefaultBoard(tx: Tx, store: StoreCatalog, userId: string, pinId: string): Promise<PlacedPin | null> {
  const pin = findPin(store, pinId);
  if (!pin) return null;
  const board = defaultBoard(store);
  const x = Math.floor((BOARD_COLUMNS - pin.cw) / 2);
  const y = Math.floor((BOARD_ROWS - pin.ch) / 2);
  await writeCells(tx, userId, board.id, pin.i, coveredCells(x, y, pin.cw, pin.ch));
  return { boardId: board.id, pinId: pin.i, x, y, width: pin.cw, height: pin.ch };
}

export interface PlaceRequest {
  pinId: string;
  boardId: string;
  x: number;
  y: number;
}

/** Places one more copy of an owned pin with its top-left cell at (x, y). */
export async function placePin(db: Database, store: StoreCatalog, viewer: Viewer, request: PlaceRequest): Promise<PlacedPin> {
  const userId = requirePlayer(viewer);
  const pin = findPin(store, request.pinId);
  if (!pin) throw new PinError("UNKNOWN_PIN", `There is no pin "${request.pinId}".`);
  const cells = coveredCells(request.x, request.y, pin.cw, pin.ch);
  return change(db, async (tx) => {
    const board = await usableBoard(tx, store, userId, request.boardId);
    // Locking the player's copies of this pin makes concurrent placements of it take turns, so the
    // count of placed copies read below is still true when the new one is written.
    const copies = await tx.$queryRaw<{ count: number }[]>`
      SELECT count FROM "InventoryItem"
       WHERE "userId" = ${userId} AND kind = 'PIN'::"ItemKind" AND "gameId" = '' AND "itemId" = ${pin.i} FOR UPDATE`;
    const owned = copies[0]?.count ?? 0;
    if (owned < 1) throw new PinError("NOT_OWNED", `You do not have the ${pin.n} pin yet.`);
    const placed = await tx.$queryRaw<{ placed: number }[]>`
      SELECT count(*)::integer AS placed FROM "PinPlacement"
       WHERE "userId" = ${userId} AND "pinId" = ${pin.i} AND x = "originX" AND y = "originY"`;
    if ((placed[0]?.placed ?? 0) >= owned) {
      throw new PinError("NONE_LEFT", owned === 1 ? `Your ${pin.n} pin is already on a board.` : `All ${owned} of your ${pin.n} pins are already on boards.`);
    }
    await writeCells(tx, userId, board.id, pin.i, cells);
    return { boardId: board.id, pinId: pin.i, x: request.x, y: request.y, width: pin.cw, height: pin.ch };
  });
}

/** A placed pin, named by any cell it covers. */
export interface PinAt {
  boardId: string;
  x: number;
  y: number;
}

interface CellRow {
  pinId: string;
  x: number;
  y: number;
  originX: number;
  originY: number;
}

/** The cells of the pin covering `at`, locked for the caller's transaction, or NOT_PLACED. */
async function lockPlacedPin(tx: Tx, store: StoreCatalog, userId: string, at: PinAt): Promise<{ boardId: string; pinId: string; cells: CellRow[] }> {
  const boardId = findBoard(store, at.boardId)?.id ?? at.boardId;
  const cells = await tx.$queryRaw<CellRow[]>`
    SELECT p."pinId", p.x, p.y, p."originX", p."originY" FROM "PinPlacement" p
      JOIN "PinPlacement" hit ON hit."userId" = p."userId" AND hit."boardId" = p."boardId"
                             AND hit."originX" = p."originX" AND hit."originY" = p."originY"
     WHERE p."userId" = ${userId} AND p."boardId" = ${boardId} AND hit.x = ${at.x}::integer AND hit.y = ${at.y}::integer
     ORDER BY p.y, p.x FOR UPDATE OF p`;
  if (cells.length === 0) throw new PinError("NOT_PLACED", "There is no pin there.");
  return { boardId, pinId: cells[0]!.pinId, cells };
}

/** Moves a placed pin (named by any of its cells) so that its top-left cell is at `to`, on the same or another board. */
export async function movePin(db: Database, store: StoreCatalog, viewer: Viewer, from: PinAt, to: PinAt): Promise<PlacedPin> {
  const userId = requirePlayer(viewer);
  return change(db, async (tx) => {
    const placed = await lockPlacedPin(tx, store, userId, from);
    const first = placed.cells[0]!;
    const last = placed.cells.at(-1)!;
    const width = last.x - first.originX + 1;
    const height = last.y - first.originY + 1;
    const cells = coveredCells(to.x, to.y, width, height);
    const board = await usableBoard(tx, store, userId, to.boardId);
    await tx.pinPlacement.deleteMany({ where: { userId, boardId: placed.boardId, originX: first.originX, originY: first.originY } });
    await writeCells(tx, userId, board.id, placed.pinId, cells);
    return { boardId: board.id, pinId: placed.pinId, x: to.x, y: to.y, width, height };
  });
}

/** Takes a placed pin (named by any of its cells) back into the collection. */
export async function removePin(db: Database, store: StoreCatalog, viewer: Viewer, at: PinAt): Promise<PlacedPin> {
  const userId = requirePlayer(viewer);
  return change(db, async (tx) => {
    const placed = await lockPlacedPin(tx, store, userId, at);
    const first = placed.cells[0]!;
    const last = placed.cells.at(-1)!;
    await tx.pinPlacement.deleteMany({ where: { userId, boardId: placed.boardId, originX: first.originX, originY: first.originY } });
    return { boardId: placed.boardId, pinId: placed.pinId, x: first.originX, y: first.originY, width: last.x - first.originX + 1, height: last.y - first.originY + 1 };
  });
}

/** /api/pins action l (docs/product/calls.md#pins): b boards, o pin id to count, p placed pins. */
export function pinsToShortKeys(state: PinsState): { b: string[]; o: Record<string, number>; p: { b: string; i: string; x: number; y: number; w: number; h: number }[] } {
  return {
    b: state.boards,
    o: Object.fromEntries(state.owned),
    p: state.placed.map((pin) => ({ b: pin.boardId, i: pin.pinId, x: pin.x, y: pin.y, w: pin.width, h: pin.height })),
  };
}
