import type { HowToPlay } from "../engines/shell/index.ts";
import { Picture, Tap } from "../engines/shell/help/pictures/Picture.tsx";

export const howToPlay: HowToPlay = {
  goal: "Find every object on the list hidden in the city scene before the time runs out.",
  picture: (
    <Picture width={140} height={76} label="A street scene with a hidden teacup, found by a tap">
      <rect width={140} height={76} rx={6} fill="#a5d8ff" />
      <rect y={50} width={140} height={26} fill="#8ce99a" />
      <rect x={12} y={18} width={34} height={40} fill="#f4a261" />
      <path d="M8 20 L29 6 L50 20z" fill="#c0392b" />
      <rect x={84} y={24} width={44} height={34} fill="#e9c46a" />
      <rect x={92} y={32} width={10} height={12} fill="#fff" />
      <path d="M60 54h14v6a7 7 0 0 1-14 0z M74 56a3 3 0 0 1 0 6" fill="#fff" stroke="#495057" strokeWidth={1.2} />
      <Tap x={67} y={58} />
    </Picture>
  ),
  rules: [
    { text: "The list sits below the scene. Spot an object in the picture and tap it to cross it off; they hide among the street's clutter, partly behind stalls, plants, crates and pigeons. Objects that are not on the list are decoys: a click on one is a miss." },
    { text: "Settings choose how the list names the objects: Words; Silhouettes, each object's shape in shadow; or Riddles, a clue such as “Has teeth but never bites” for the key. A found object shows what it was. Every mode scores the same." },
    { text: "The magnifying lens (its button beside + and −, or L) shows the scene enlarged around the spot you point at. It only helps you look: a click or tap still lands exactly where you point." },
    { text: "Each object is worth 100 points and each second left adds 10. Wild clicking costs: three misses within three seconds take 150 points off." },
    { text: "Win a scene to open the next one in its city and earn its star on the world map." },
  ],
  controls: {
    mouse: "Click an object. The + and − buttons zoom. With the lens on, it follows the mouse.",
    touch: "Tap an object; pinch or use + and − to zoom. With the lens on, press and hold to bring it up above your finger, slide to look around, and lift to search under the cross.",
    keyboard: (
      <>
        Arrows move a magnifier, <kbd>Enter</kbd> searches under it; <kbd>L</kbd> turns the lens on or off.
      </>
    ),
  },
  powerups: {
    HI: "Rings one object from your list in the scene.",
    FF: "Stops the clock for 30 seconds.",
  },
};
