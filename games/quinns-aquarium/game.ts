import { defineGame } from "../engines/gameManifest.ts";
import { rules } from "./rules.ts";

/** Quinn's Aquarium: what the server, store and build need to know (games/engines/gameManifest.ts). */
export const game = defineGame({
  slug: "quinns-aquarium",
  category: "PUZ",
  rules,
  powerups: ["HM"],
  // Levels earn Sand Dollars, which buy the tank's decorations.
  itemReward: "SD",
  // Decorations on the tank's sand, three rows deep; "tree" marks the tall ones.
  garden: {
    columns: 6,
    rows: 3,
    plants: [
      { kind: "seagrass", name: "Seagrass", price: 5, tree: false },
      { kind: "scallop", name: "Scallop shell", price: 8, tree: false },
      { kind: "coral", name: "Pink coral", price: 12, tree: false },
      { kind: "kelp", name: "Kelp forest", price: 15, tree: true },
      { kind: "rock", name: "Rock arch", price: 18, tree: false },
      { kind: "clownfish", name: "Clownfish", price: 20, tree: false },
      { kind: "angelfish", name: "Angelfish", price: 25, tree: false },
      { kind: "chest", name: "Treasure chest", price: 35, tree: false },
      { kind: "turtle", name: "Sea turtle", price: 45, tree: false },
      { kind: "castle", name: "Sand castle", price: 60, tree: true },
    ],
    words: {
      taken: "Something already stands there.",
      empty: "That spot is empty.",
      signIn: "Sign in to decorate the aquarium: it is kept with your account.",
      earnMore: "win a level to earn more.",
    },
  },
});
