/**
 * Pins and pinboards over GraphQL: the pin catalog (searchable, filterable, with the ways to get
 * each pin), the boards, the viewer's pins and placePin / movePin / removePin. Only translates to
 * api/pins/; a refusal is the PinPlacementError member of each result and nothing changed.
 */
import { resolveArrayConnection } from "@pothos/plugin-relay";
import { isLoggedIn } from "../auth/viewer.ts";
import { challengeCatalog } from "../challenges/catalog.ts";
import { findPins, pinCategories, pinSources, type PinSource } from "../pins/pinCatalog.ts";
import {
  BOARD_COLUMNS,
  BOARD_ROWS,
  boardsInOrder,
  defaultBoard,
  findBoard,
  findPin,
  movePin,
  PinError,
  pinsOf,
  placePin,
  removePin,
  type PinErrorCode,
  type PinsState,
  type PlacedPin,
} from "../pins/pins.ts";
import { pinBoardImageUrl, pinImageUrl, type StorePin, type StorePinBoard, type StorePinCategory } from "../store/storeCatalog.ts";
import { builder } from "./builder.ts";
import type { GraphQLContext } from "./context.ts";
import { PUBLIC_CATALOG } from "./publicCatalog.ts";
import { StoreProductRef } from "./store.ts";
import { Viewer } from "./viewer.ts";

const PinCategoryRef = builder.objectRef<StorePinCategory>("PinCategory").implement({
  description: "One of the eight pin categories (ACT Activities ... TRA Travel) and its search keywords.",
  fields: (t) => ({
    id: t.exposeString("id"),
    name: t.exposeString("name"),
    keywords: t.stringList({ resolve: (category) => category.kw }),
  }),
});

const PinSourceKind = builder.enumType("PinSourceKind", {
  description: "Where a pin comes from: the store, a pack that comes with it, a pin challenge or a season reward.",
  values: ["STORE", "PACK", "CHALLENGE", "SEASON"] as const,
});

const PinSourceRef = builder.objectRef<PinSource>("PinSource").implement({
  description: "One way to get a pin, with a sentence saying so.",
  fields: (t) => ({
    kind: t.field({ type: PinSourceKind, resolve: (source) => source.kind }),
    text: t.exposeString("text"),
    priceGems: t.int({ nullable: true, resolve: (source) => (source.kind === "STORE" ? source.gems : null) }),
    priceTokens: t.int({ nullable: true, resolve: (source) => (source.kind === "STORE" ? source.tokens : null) }),
  }),
});

export const PinRef = builder.objectRef<StorePin>("Pin").implement({
  description: "A pin of the catalog: its art, size in board cells and categories.",
  fields: (t) => ({
    id: t.id({ description: "Unique among all objects.", resolve: (pin) => `Pin:${pin.i}` }),
    pinId: t.exposeString("i"),
    name: t.exposeString("n"),
    width: t.exposeInt("cw", { description: "Board cells across." }),
    height: t.exposeInt("ch", { description: "Board cells down." }),
    cost: t.exposeInt("c", { description: "100 per cell, in gems (docs/product/store.md#prices)." }),
    categories: t.field({
      type: [PinCategoryRef],
      resolve: (pin, _args, { store }) => pinCategories(store).filter((category) => pin.ca.includes(category.id)),
    }),
    keywords: t.stringList({ resolve: (pin) => pin.kw ?? [] }),
    imageUrl: t.string({ resolve: (pin) => pinImageUrl(pin.i) }),
    createdOn: t.exposeString("cd", { description: "The date the pin came out (YYYY-MM-DD)." }),
    howToGet: t.field({ type: [PinSourceRef], description: "The ways to get this pin.", resolve: (pin, _args, { store, config }) => pinSources(store, pin, challengeCatalog(config.dataDir)) }),
    storeItem: t.field({ type: StoreProductRef, nullable: true, description: "The pin in the store, to buy it.", resolve: (pin, _args, { store }) => store.find("PIN", "", pin.i, 1) ?? null }),
  }),
});

export const PinBoardRef = builder.objectRef<StorePinBoard>("PinBoard").implement({
  description: "A pinboard background: a grid of cells that pins are placed on.",
  fields: (t) => ({
    id: t.id({ description: "Unique among all objects.", resolve: (board) => `PinBoard:${board.id}` }),
    boardId: t.exposeString("id"),
    name: t.exposeString("name"),
    imageUrl: t.string({ resolve: (board) => pinBoardImageUrl(board.id, "full") }),
    thumbnailUrl: t.string({ resolve: (board) => pinBoardImageUrl(board.id, "small") }),
    columns: t.int({ resolve: () => BOARD_COLUMNS }),
    rows: t.int({ resolve: () => BOARD_ROWS }),
    isDefault: t.boolean({ description: "Everyone has the default board.", resolve: (board, _args, { store }) => board.id === defaultBoard(store).id }),
    storeItem: t.field({ type: StoreProductRef, nullable: true, description: "The board in the store; null for the default board.", resolve: (board, _args, { store }) => store.find("PIN_BOARD", "", board.id, 1) ?? null }),
  }),
});

const PlacedPinRef = builder.objectRef<PlacedPin>("PlacedPin").implement({
  description: "A pin on one of the viewer's boards, by its top-left cell.",
  fields: (t) => ({
    id: t.id({ resolve: (placed) => `PlacedPin:${placed.boardId}:${placed.x}:${placed.y}` }),
    boardId: t.exposeString("boardId"),
    pinId: t.exposeString("pinId"),
    x: t.exposeInt("x"),
    y: t.exposeInt("y"),
    width: t.exposeInt("width"),
    height: t.exposeInt("height"),
    pin: t.field({ type: PinRef, nullable: true, description: "Null when the catalog no longer has the pin.", resolve: (placed, _args, { store }) => findPin(store, placed.pinId) ?? null }),
  }),
});

interface OwnedPin {
  pin: StorePin;
  count: number;
  placed: number;
}

const OwnedPinRef = builder.objectRef<OwnedPin>("OwnedPin").implement({
  description: "A pin of the viewer's collection: how many copies they own and how many are on boards.",
  fields: (t) => ({
    id: t.id({ resolve: (owned) => `OwnedPin:${owned.pin.i}` }),
    pin: t.field({ type: PinRef, resolve: (owned) => owned.pin }),
    count: t.exposeInt("count"),
    placed: t.exposeInt("placed"),
  }),
});

type PinsValue = PinsState & { userId: string | null };

const PinsStateRef = builder.objectRef<PinsValue>("PinsState").implement({
  description: "The viewer's pins (boards b, pins owned o, pins placed p). Empty unless signed in (docs/product/pins.md#owning-and-placing).",
  fields: (t) => ({
    id: t.id({ description: "One per viewer, so a change's answer updates what a page shows.", resolve: (state) => `PinsState:${state.userId ?? "nobody"}` }),
    canPlace: t.boolean({ description: "False until the viewer signs in.", resolve: (state) => state.userId !== null }),
    boards: t.field({
      type: [PinBoardRef],
      description: "Boards the viewer may place pins on: the default board first, then the ones bought.",
      resolve: (state, _args, { store }) => state.boards.flatMap((id) => findBoard(store, id) ?? []),
    }),
    owned: t.field({
      type: [OwnedPinRef],
      description: "The viewer's collection, in catalog order.",
      resolve: (state, _args, { store }) =>
        store.files.pins.flatMap((pin) => {
          const count = state.owned.get(pin.i) ?? 0;
          return count > 0 ? [{ pin, count, placed: state.placed.filter((placed) => placed.pinId === pin.i).length }] : [];
        }),
    }),
    placed: t.field({
      type: [PlacedPinRef],
      args: { boardId: t.arg.string({ required: false, description: "Only this board's pins." }) },
      resolve: (state, args, { store }) => {
        const boardId = args.boardId ? (findBoard(store, args.boardId)?.id ?? args.boardId) : null;
        return boardId === null ? state.placed : state.placed.filter((placed) => placed.boardId === boardId);
      },
    }),
  }),
});

async function viewerPins(context: GraphQLContext): Promise<PinsValue> {
  const state = await pinsOf(context.db, context.store, context.viewer);
  return { ...state, userId: isLoggedIn(context.viewer) ? context.viewer.userId : null };
}

builder.objectField(Viewer, "pins", (t) =>
  t.field({ type: PinsStateRef, description: "The viewer's boards, pins and placements.", resolve: (_viewer, _args, context) => viewerPins(context) }),
);

builder.queryFields((t) => ({
  pinCatalog: t.connection({
    type: PinRef,
    extensions: PUBLIC_CATALOG,
    description:
      "The catalog's pins, filtered by category and searched by words that each begin a word of a pin's name or keywords (or its category's): those matching by name first, then by their keywords, then by their category's, each in catalog order.",
    args: {
      search: t.arg.string({ required: false }),
      category: t.arg.string({ required: false, description: "A category id: ACT, ANI, FOO, NAT, OBJ, SEA, SYM or TRA." }),
    },
    resolve: (_root, args, { store }) => resolveArrayConnection({ args }, findPins(store, { search: args.search, category: args.category })),
  }),
  pinCategories: t.field({ type: [PinCategoryRef], extensions: PUBLIC_CATALOG, resolve: (_root, _args, { store }) => pinCategories(store) }),
  pinBoards: t.field({ type: [PinBoardRef], extensions: PUBLIC_CATALOG, description: "Every pinboard, the default one first.", resolve: (_root, _args, { store }) => boardsInOrder(store) }),
}));

const PinErrorCodeEnum = builder.enumType("PinErrorCode", {
  values: ["SIGN_IN", "UNKNOWN_PIN", "UNKNOWN_BOARD", "BOARD_NOT_OWNED", "OUT_OF_BOUNDS", "OVERLAP", "NOT_OWNED", "NONE_LEFT", "NOT_PLACED"] as const satisfies readonly PinErrorCode[],
});

type ErrorValue = { kind: "error"; code: PinErrorCode; message: string };
const PinPlacementError = builder.objectRef<ErrorValue>("PinPlacementError").implement({
  description: "The change was refused and nothing changed; the message says why.",
  fields: (t) => ({ code: t.field({ type: PinErrorCodeEnum, resolve: (error) => error.code }), message: t.exposeString("message") }),
});

type Changed = { kind: "ok"; pin: PlacedPin; context: GraphQLContext };
const PinsChanged = builder.objectRef<Changed>("PinsChanged").implement({
  fields: (t) => ({
    placedPin: t.field({ type: PlacedPinRef, description: "The pin placed, moved or taken back (where it is, or was).", resolve: (result) => result.pin }),
    pins: t.field({ type: PinsStateRef, description: "The viewer's pins after the change.", resolve: (result) => viewerPins(result.context) }),
  }),
});

const PinChangeResult = builder.unionType("PinChangeResult", {
  types: [PinsChanged, PinPlacementError],
  resolveType: (value) => (value.kind === "error" ? PinPlacementError : PinsChanged),
});

async function orPinError(context: GraphQLContext, work: () => Promise<PlacedPin>): Promise<Changed | ErrorValue> {
  try {
    return { kind: "ok", pin: await work(), context };
  } catch (error) {
    if (error instanceof PinError) return { kind: "error", code: error.code, message: error.message };
    throw error;
  }
}

const PlacePinInput = builder.inputType("PlacePinInput", {
  fields: (t) => ({
    pinId: t.string({ required: true }),
    boardId: t.string({ required: true, description: 'A board id, or "default".' }),
    x: t.int({ required: true, description: "The pin's top-left cell, from 0." }),
    y: t.int({ required: true }),
  }),
});
const MovePinInput = builder.inputType("MovePinInput", {
  fields: (t) => ({
    boardId: t.string({ required: true, description: "The board the pin is on." }),
    x: t.int({ required: true, description: "Any cell the pin covers." }),
    y: t.int({ required: true }),
    toBoardId: t.string({ required: false, description: "Another board to move it to; the same board when left out." }),
    toX: t.int({ required: true, description: "The pin's new top-left cell." }),
    toY: t.int({ required: true }),
  }),
});
const RemovePinInput = builder.inputType("RemovePinInput", {
  fields: (t) => ({ boardId: t.string({ required: true }), x: t.int({ required: true, description: "Any cell the pin covers." }), y: t.int({ required: true }) }),
});

builder.mutationFields((t) => ({
  placePin: t.field({
    type: PinChangeResult,
    description: "Place one more copy of an owned pin on one of the viewer's boards.",
    args: { input: t.arg({ type: PlacePinInput, required: true }) },
    resolve: (_root, { input }, context) => orPinError(context, () => placePin(context.db, context.store, context.viewer, input)),
  }),
  movePin: t.field({
    type: PinChangeResult,
    description: "Move a placed pin to other cells, on its board or another of the viewer's boards.",
    args: { input: t.arg({ type: MovePinInput, required: true }) },
    resolve: (_root, { input }, context) =>
      orPinError(context, () =>
        movePin(context.db, context.store, context.viewer, { boardId: input.boardId, x: input.x, y: input.y }, { boardId: input.toBoardId ?? input.boardId, x: input.toX, y: input.toY }),
      ),
  }),
  removePin: t.field({
    type: PinChangeResult,
    description: "Take a placed pin back into the collection.",
    args: { input: t.arg({ type: RemovePinInput, required: true }) },
    resolve: (_root, { input }, context) => orPinError(context, () => removePin(context.db, context.store, context.viewer, input)),
  }),
}));
