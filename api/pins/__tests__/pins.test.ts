/**
 * Placing pins against a real database: bounds, overlaps (also two placements racing for one
 * cell), never more copies placed than owned (also when racing), moves and take-backs, boards
 * that must be owned, and nothing at all for visitors and temporary users (docs/product/pins.md#owning-and-placing).
 */
import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { testStoreCatalog } from "../../../tests/support/testApp.ts";
import { useCatalogDatabase } from "../../../tests/support/testDatabase.ts";
import { challengeCatalog } from "../../challenges/catalog.ts";
import { addInventory } from "../../inventory/inventory.ts";
import { anonymousViewer, signedInViewer, temporaryViewer } from "../../play/__tests__/playFixtures.ts";
import { findPins, pinSources } from "../pinCatalog.ts";
import { BOARD_COLUMNS, BOARD_ROWS, coveredCells, defaultBoard, movePin, PinError, pinsOf, pinsToShortKeys, placePin, removePin, type PinErrorCode } from "../pins.ts";

const { db } = useCatalogDatabase();
const store = testStoreCatalog();

/** A 1x1, a 2x1 and a 1x2 pin of data/pins.json (the 16 ids every catalog keeps). */
const SMALL = "SUN-A";
const WIDE = "WHALE-A";
const TALL = "ROCKET-A";

function give(userId: string, kind: "PIN" | "PIN_BOARD", itemId: string, count = 1) {
  return db.$transaction((tx) => addInventory(tx, userId, { kind, gameId: "", itemId, count }));
}

async function refusal(work: Promise<unknown>): Promise<PinErrorCode> {
  const error = await work.then(
    () => null,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(PinError);
  return (error as PinError).code;
}

const cellsOf = (userId: string) => db.pinPlacement.count({ where: { userId } });

/** A new player who took the Welcome Pin back off the board: every cell free, the pin in hand. */
async function playerWithEmptyBoard() {
  const viewer = await signedInViewer(db);
  await removePin(db, store, viewer, { boardId: "default", x: 5, y: 3 });
  return viewer;
}

describe("placing pins", () => {
  test("a new player has the default board with the Welcome Pin in its middle, and can move it", async () => {
    const viewer = await signedInViewer(db);
    const board = defaultBoard(store).id;
    expect(board).toBe("WC1");
    const before = await pinsOf(db, store, viewer);
    expect(before.boards).toEqual([board]);
    expect([...before.owned]).toEqual([["WELCOME-A", 1]]);
    expect(before.placed).toEqual([{ boardId: board, pinId: "WELCOME-A", x: 5, y: 3, width: 1, height: 1 }]);
    expect(await refusal(placePin(db, store, viewer, { pinId: "WELCOME-A", boardId: "default", x: 3, y: 2 }))).toBe("NONE_LEFT");
    const moved = await movePin(db, store, viewer, { boardId: "default", x: 5, y: 3 }, { boardId: "default", x: 3, y: 2 });
    expect(moved).toEqual({ boardId: board, pinId: "WELCOME-A", x: 3, y: 2, width: 1, height: 1 });
    expect(pinsToShortKeys(await pinsOf(db, store, viewer))).toEqual({ b: [board], o: { "WELCOME-A": 1 }, p: [{ b: board, i: "WELCOME-A", x: 3, y: 2, w: 1, h: 1 }] });
  });

  test("a pin covers one row per cell; every cell of the board is reachable and nothing outside it", async () => {
    const viewer = await playerWithEmptyBoard();
    await give(viewer.userId, "PIN", WIDE, 1);
    await give(viewer.userId, "PIN", TALL, 1);
    await placePin(db, store, viewer, { pinId: WIDE, boardId: "WC1", x: BOARD_COLUMNS - 2, y: BOARD_ROWS - 1 });
    await placePin(db, store, viewer, { pinId: TALL, boardId: "WC1", x: 0, y: BOARD_ROWS - 2 });
    expect(await cellsOf(viewer.userId)).toBe(4);
    const rows = await db.pinPlacement.findMany({ where: { userId: viewer.userId, pinId: WIDE }, orderBy: { x: "asc" } });
    expect(rows.map(({ x, y, originX, originY }) => ({ x, y, originX, originY }))).toEqual([
      { x: 10, y: 7, originX: 10, originY: 7 },
      { x: 11, y: 7, originX: 10, originY: 7 },
    ]);
  });

  test("bounds: any position where the pin would leave the board is refused and writes nothing", async () => {
    const viewer = await playerWithEmptyBoard();
    await give(viewer.userId, "PIN", WIDE, 1);
    fc.assert(
      fc.property(fc.integer({ min: -3, max: BOARD_COLUMNS + 2 }), fc.integer({ min: -3, max: BOARD_ROWS + 2 }), fc.integer({ min: 1, max: 2 }), fc.integer({ min: 1, max: 2 }), (x, y, w, h) => {
        const inside = x >= 0 && y >= 0 && x + w <= BOARD_COLUMNS && y + h <= BOARD_ROWS;
        if (inside) expect(coveredCells(x, y, w, h)).toHaveLength(w * h);
        else expect(() => coveredCells(x, y, w, h)).toThrow(PinError);
      }),
    );
    for (const [x, y] of [[BOARD_COLUMNS - 1, 0], [-1, 0], [0, BOARD_ROWS], [0.5, 1]] as const) {
      expect(await refusal(placePin(db, store, viewer, { pinId: WIDE, boardId: "WC1", x, y }))).toBe("OUT_OF_BOUNDS");
    }
    expect(await cellsOf(viewer.userId)).toBe(0);
  });

  test("overlap: a pin touching any taken cell is refused and nothing changes", async () => {
    const viewer = await playerWithEmptyBoard();
    await give(viewer.userId, "PIN", SMALL, 3);
    await give(viewer.userId, "PIN", WIDE, 1);
    await placePin(db, store, viewer, { pinId: SMALL, boardId: "WC1", x: 5, y: 5 });
    expect(await refusal(placePin(db, store, viewer, { pinId: SMALL, boardId: "WC1", x: 5, y: 5 }))).toBe("OVERLAP");
    expect(await refusal(placePin(db, store, viewer, { pinId: WIDE, boardId: "WC1", x: 4, y: 5 }))).toBe("OVERLAP");
    expect(await cellsOf(viewer.userId)).toBe(1);
    // Beside it is free.
    await placePin(db, store, viewer, { pinId: WIDE, boardId: "WC1", x: 6, y: 5 });
    expect(await cellsOf(viewer.userId)).toBe(3);
  });

  test("counts: never more copies placed than owned; unowned and unknown pins are refused", async () => {
    const viewer = await playerWithEmptyBoard();
    await give(viewer.userId, "PIN", SMALL, 2);
    await placePin(db, store, viewer, { pinId: SMALL, boardId: "WC1", x: 0, y: 0 });
    await placePin(db, store, viewer, { pinId: SMALL, boardId: "WC1", x: 1, y: 0 });
    expect(await refusal(placePin(db, store, viewer, { pinId: SMALL, boardId: "WC1", x: 2, y: 0 }))).toBe("NONE_LEFT");
    expect(await refusal(placePin(db, store, viewer, { pinId: TALL, boardId: "WC1", x: 2, y: 0 }))).toBe("NOT_OWNED");
    expect(await refusal(placePin(db, store, viewer, { pinId: "NO-SUCH-PIN", boardId: "WC1", x: 2, y: 0 }))).toBe("UNKNOWN_PIN");
    expect(await cellsOf(viewer.userId)).toBe(2);
  });

  test("boards: the default board for everyone, others once bought, unknown ones never", async () => {
    const viewer = await playerWithEmptyBoard();
    expect(await refusal(placePin(db, store, viewer, { pinId: "WELCOME-A", boardId: "CHE", x: 0, y: 0 }))).toBe("BOARD_NOT_OWNED");
    expect(await refusal(placePin(db, store, viewer, { pinId: "WELCOME-A", boardId: "NOPE", x: 0, y: 0 }))).toBe("UNKNOWN_BOARD");
    await give(viewer.userId, "PIN_BOARD", "CHE");
    await placePin(db, store, viewer, { pinId: "WELCOME-A", boardId: "CHE", x: 0, y: 0 });
    expect((await pinsOf(db, store, viewer)).boards).toEqual(["WC1", "CHE"]);
  });

  test("two placements racing for overlapping cells: exactly one is saved", async () => {
    for (let round = 0; round < 5; round++) {
      const viewer = await playerWithEmptyBoard();
      await give(viewer.userId, "PIN", WIDE, 1);
      await give(viewer.userId, "PIN", TALL, 1);
      const results = await Promise.allSettled([
        placePin(db, store, viewer, { pinId: WIDE, boardId: "WC1", x: 4, y: 4 }),
        placePin(db, store, viewer, { pinId: TALL, boardId: "WC1", x: 5, y: 3 }),
      ]);
      expect(results.filter((result) => result.status === "fulfilled")).toHaveLength(1);
      const failed = results.find((result) => result.status === "rejected");
      expect(failed?.status === "rejected" && failed.reason instanceof PinError && failed.reason.code).toBe("OVERLAP");
      expect(await cellsOf(viewer.userId)).toBe(2);
    }
  });

  test("two placements racing for the last copy on different cells: exactly one is saved", async () => {
    for (let round = 0; round < 5; round++) {
      const viewer = await playerWithEmptyBoard();
      const results = await Promise.allSettled([
        placePin(db, store, viewer, { pinId: "WELCOME-A", boardId: "WC1", x: 0, y: 0 }),
        placePin(db, store, viewer, { pinId: "WELCOME-A", boardId: "WC1", x: 9, y: 6 }),
      ]);
      expect(results.filter((result) => result.status === "fulfilled")).toHaveLength(1);
      expect(await cellsOf(viewer.userId)).toBe(1);
    }
  });
});

describe("moving and taking back", () => {
  test("a pin moves by any of its cells, also onto its own old cells and to another owned board", async () => {
    const viewer = await playerWithEmptyBoard();
    await give(viewer.userId, "PIN", WIDE, 1);
    await give(viewer.userId, "PIN_BOARD", "BEA");
    await placePin(db, store, viewer, { pinId: WIDE, boardId: "WC1", x: 2, y: 2 });
    expect(await movePin(db, store, viewer, { boardId: "WC1", x: 3, y: 2 }, { boardId: "WC1", x: 3, y: 2 })).toMatchObject({ x: 3, y: 2, width: 2, height: 1 });
    await movePin(db, store, viewer, { boardId: "WC1", x: 3, y: 2 }, { boardId: "BEA", x: 0, y: 0 });
    expect((await pinsOf(db, store, viewer)).placed).toEqual([{ boardId: "BEA", pinId: WIDE, x: 0, y: 0, width: 2, height: 1 }]);
    expect(await cellsOf(viewer.userId)).toBe(2);
  });

  test("a refused move leaves the pin where it was", async () => {
    const viewer = await playerWithEmptyBoard();
    await give(viewer.userId, "PIN", WIDE, 1);
    await placePin(db, store, viewer, { pinId: WIDE, boardId: "WC1", x: 0, y: 0 });
    await placePin(db, store, viewer, { pinId: "WELCOME-A", boardId: "WC1", x: 5, y: 0 });
    expect(await refusal(movePin(db, store, viewer, { boardId: "WC1", x: 0, y: 0 }, { boardId: "WC1", x: 4, y: 0 }))).toBe("OVERLAP");
    expect(await refusal(movePin(db, store, viewer, { boardId: "WC1", x: 0, y: 0 }, { boardId: "WC1", x: 11, y: 0 }))).toBe("OUT_OF_BOUNDS");
    expect(await refusal(movePin(db, store, viewer, { boardId: "WC1", x: 0, y: 0 }, { boardId: "CHE", x: 0, y: 0 }))).toBe("BOARD_NOT_OWNED");
    expect(await refusal(movePin(db, store, viewer, { boardId: "WC1", x: 7, y: 7 }, { boardId: "WC1", x: 0, y: 3 }))).toBe("NOT_PLACED");
    expect((await pinsOf(db, store, viewer)).placed.map((p) => [p.pinId, p.x, p.y])).toEqual([[WIDE, 0, 0], ["WELCOME-A", 5, 0]]);
  });

  test("taking a pin back frees its cells and its copy", async () => {
    const viewer = await playerWithEmptyBoard();
    await placePin(db, store, viewer, { pinId: "WELCOME-A", boardId: "WC1", x: 1, y: 1 });
    expect(await removePin(db, store, viewer, { boardId: "default", x: 1, y: 1 })).toMatchObject({ pinId: "WELCOME-A", x: 1, y: 1 });
    expect(await refusal(removePin(db, store, viewer, { boardId: "WC1", x: 1, y: 1 }))).toBe("NOT_PLACED");
    await placePin(db, store, viewer, { pinId: "WELCOME-A", boardId: "WC1", x: 1, y: 1 });
    expect(await cellsOf(viewer.userId)).toBe(1);
  });

  test("one player's pins are invisible to and untouchable by another", async () => {
    const alice = await playerWithEmptyBoard();
    const bob = await playerWithEmptyBoard();
    await placePin(db, store, alice, { pinId: "WELCOME-A", boardId: "WC1", x: 0, y: 0 });
    expect(await refusal(removePin(db, store, bob, { boardId: "WC1", x: 0, y: 0 }))).toBe("NOT_PLACED");
    // Bob's board is his own: the same cell is free for him.
    await placePin(db, store, bob, { pinId: "WELCOME-A", boardId: "WC1", x: 0, y: 0 });
    expect((await pinsOf(db, store, alice)).placed).toHaveLength(1);
  });
});

describe("who has pins (spec 6)", () => {
  test("visitors and temporary users have none and cannot place", async () => {
    const temp = await temporaryViewer(db);
    await give(temp.userId, "PIN", SMALL, 1);
    for (const viewer of [anonymousViewer, temp]) {
      expect(pinsToShortKeys(await pinsOf(db, store, viewer))).toEqual({ b: [], o: {}, p: [] });
      expect(await refusal(placePin(db, store, viewer, { pinId: SMALL, boardId: "WC1", x: 0, y: 0 }))).toBe("SIGN_IN");
    }
    expect(await cellsOf(temp.userId)).toBe(0);
  });
});

describe("the pin catalog", () => {
  test("search by name and by a category's name; filter by category; every pin can be bought", () => {
    expect(findPins(store, { search: "whale" }).map((pin) => pin.i)).toEqual(["WHALE-A"]);
    expect(findPins(store, { search: "HAPPY whale" }).map((pin) => pin.i)).toEqual(["WHALE-A"]);
    expect(findPins(store, { search: "animals" }).map((pin) => pin.i)).toEqual(expect.arrayContaining(["CAT-A", "WHALE-A"]));
    const food = findPins(store, { category: "foo" });
    expect(food.length).toBeGreaterThan(0);
    expect(food.every((pin) => pin.ca.includes("FOO"))).toBe(true);
    expect(findPins(store, { search: "no pin is called this" })).toEqual([]);
    // Whole words and prefixes, never inside a word; the pins named so first, then by keyword.
    const cats = findPins(store, { search: "cat" }).map((pin) => pin.i);
    expect(cats.slice(0, 1)).toEqual(["CAT-A"]);
    expect(cats).toContain("PAW-PRINT-A");
    expect(cats).not.toContain("SUITCASE-A");
    expect(cats).not.toContain("CAMPER-VAN-B");
    expect(findPins(store, { search: "kitt" }).map((pin) => pin.i)).toEqual(["CAT-A"]);
    expect(findPins(store, { search: "at" }).map((pin) => pin.i)).not.toContain("CAT-A");
    const named = findPins(store, { search: "van" }).map((pin) => pin.i);
    expect(named[0]).toBe("CAMPER-VAN-B");
    for (const pin of store.files.pins) {
      const [fromStore] = pinSources(store, pin, challengeCatalog());
      expect(fromStore).toMatchObject({ kind: "STORE", gems: pin.c / 5, tokens: pin.c });
    }
  });
});
