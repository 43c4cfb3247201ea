/**
 * Gardens over GraphQL: the viewer's garden for a game, and plant / move / remove. Only translates
 * to api/gardens/; a refusal is the GardenError member of each result and nothing changed.
 */
import { GardenError, gardenOf, movePlant, plant, removePlant, type Garden, type GardenErrorCode, type PlantKind } from "../gardens/gardens.ts";
import { builder } from "./builder.ts";
import { Viewer } from "./viewer.ts";

const GardenPlantKind = builder.objectRef<PlantKind>("GardenPlantKind").implement({
  description: "A flower or tree the garden sells, with its price in the garden's currency.",
  fields: (t) => ({
    kind: t.exposeString("kind"),
    name: t.exposeString("name"),
    price: t.exposeInt("price"),
    tree: t.exposeBoolean("tree"),
  }),
});

const GardenPlot = builder.objectRef<{ plot: number; kind: string }>("GardenPlot").implement({
  description: "A plot with something growing in it (plots are numbered row by row from 0).",
  fields: (t) => ({ plot: t.exposeInt("plot"), kind: t.exposeString("kind") }),
});

const GardenCurrency = builder.objectRef<Garden["currency"]>("GardenCurrency").implement({
  description: "The game's store item that pays for plants, and how much of it the viewer owns.",
  fields: (t) => ({ id: t.exposeString("id"), title: t.exposeString("title"), count: t.exposeInt("count") }),
});

const GardenRef = builder.objectRef<Garden>("Garden").implement({
  description: "A player's garden in a game (Solitaire Gardens): a grid of plots, kept on the server for signed-in players.",
  fields: (t) => ({
    game: t.exposeString("game"),
    columns: t.exposeInt("columns"),
    rows: t.exposeInt("rows"),
    currency: t.field({ type: GardenCurrency, resolve: (garden) => garden.currency }),
    plants: t.field({ type: [GardenPlantKind], resolve: (garden) => [...garden.plants] }),
    plots: t.field({ type: [GardenPlot], resolve: (garden) => garden.plots }),
    canPlant: t.exposeBoolean("canPlant", { description: "False until the viewer signs in." }),
  }),
});

type ErrorValue = { kind: "error"; code: GardenErrorCode; message: string };
const GardenErrorRef = builder.objectRef<ErrorValue>("GardenError").implement({
  description: "The change was refused and nothing changed. code: NOT_FOUND, SIGN_IN, BAD_INPUT, NOT_ENOUGH, PLOT_TAKEN or PLOT_EMPTY.",
  fields: (t) => ({ code: t.exposeString("code"), message: t.exposeString("message") }),
});

type Changed = { kind: "ok"; garden: Garden };
const GardenChanged = builder.objectRef<Changed>("GardenChanged").implement({
  fields: (t) => ({ garden: t.field({ type: GardenRef, resolve: (result) => result.garden }) }),
});

const GardenResult = builder.unionType("GardenResult", {
  types: [GardenChanged, GardenErrorRef],
  resolveType: (value) => (value.kind === "error" ? GardenErrorRef : GardenChanged),
});

async function orGardenError(work: () => Promise<Garden>): Promise<Changed | ErrorValue> {
  try {
    return { kind: "ok", garden: await work() };
  } catch (error) {
    if (error instanceof GardenError) return { kind: "error", code: error.code, message: error.message };
    throw error;
  }
}

const PlantInput = builder.inputType("PlantInGardenInput", {
  fields: (t) => ({
    game: t.string({ required: true, description: "The game's 3-letter code, e.g. SOL." }),
    kind: t.string({ required: true, description: "A plant kind from Garden.plants." }),
    plot: t.int({ required: true }),
  }),
});
const MoveInput = builder.inputType("MovePlantInput", {
  fields: (t) => ({ game: t.string({ required: true }), from: t.int({ required: true }), to: t.int({ required: true }) }),
});
const RemoveInput = builder.inputType("RemovePlantInput", {
  fields: (t) => ({ game: t.string({ required: true }), plot: t.int({ required: true }) }),
});

builder.mutationFields((t) => ({
  plantInGarden: t.field({
    type: GardenResult,
    description: "Plant in an empty plot, paying the plant's price in the garden's currency.",
    args: { input: t.arg({ type: PlantInput, required: true }) },
    resolve: (_root, { input }, { play, viewer }) => orGardenError(() => plant(play, viewer, input.game, input.kind, input.plot)),
  }),
  movePlant: t.field({
    type: GardenResult,
    description: "Move a plant to another plot; two plants swap places.",
    args: { input: t.arg({ type: MoveInput, required: true }) },
    resolve: (_root, { input }, { play, viewer }) => orGardenError(() => movePlant(play, viewer, input.game, input.from, input.to)),
  }),
  removePlant: t.field({
    type: GardenResult,
    description: "Dig up a plant; its price is not returned.",
    args: { input: t.arg({ type: RemoveInput, required: true }) },
    resolve: (_root, { input }, { play, viewer }) => orGardenError(() => removePlant(play, viewer, input.game, input.plot)),
  }),
}));

builder.objectFields(Viewer, (t) => ({
  garden: t.field({
    type: GardenRef,
    nullable: true,
    description: "The viewer's garden in a game; null when the game has none.",
    args: { game: t.arg.string({ required: true }) },
    resolve: async (viewer, args, { play }) => {
      try {
        return await gardenOf(play, viewer, args.game);
      } catch (error) {
        if (error instanceof GardenError && error.code === "NOT_FOUND") return null;
        throw error;
      }
    },
  }),
}));
