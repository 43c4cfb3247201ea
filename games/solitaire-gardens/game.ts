import { defineGame } from "../engines/gameManifest.ts";
import { rules } from "./rules.ts";

/** Solitaire Gardens: what the server, store and build need to know (games/engines/gameManifest.ts). */
export const game = defineGame({
  slug: "solitaire-gardens",
  category: "SOL",
  rules,
  powerups: ["PP", "UN"],
  // Rounds earn Seeds, which the garden spends.
  itemReward: "SE",
  garden: {
    columns: 6,
    rows: 4,
    plants: [
      { kind: "daisy", name: "Daisy", price: 40, tree: false },
      { kind: "tulip", name: "Tulip", price: 60, tree: false },
      { kind: "sunflower", name: "Sunflower", price: 90, tree: false },
      { kind: "lavender", name: "Lavender", price: 120, tree: false },
      { kind: "rose", name: "Rose bush", price: 180, tree: false },
      { kind: "hedge", name: "Hedge", price: 150, tree: false },
      { kind: "apple", name: "Apple tree", price: 400, tree: true },
      { kind: "cherry", name: "Cherry blossom", price: 650, tree: true },
      { kind: "oak", name: "Oak tree", price: 900, tree: true },
    ],
  },
});
