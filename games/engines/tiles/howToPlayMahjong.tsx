import type { HowToRule } from "../shell/index.ts";
import { Arrow, NotAllowed, Picture, Tick } from "../shell/help/pictures/Picture.tsx";
import { Tile, TILE_W } from "../shell/help/pictures/tiles.tsx";

/** What both mahjong games teach the same way: free tiles and matching pairs. */
export const MAHJONG_PICTURE = (
  <Picture width={120} height={60} label="A pair of matching tiles taken from the board">
    <Tile x={8} y={14} face="bamboo" />
    <Tile x={8 + TILE_W} y={14} face="dot" highlight />
    <Tile x={70} y={14} face="dot" highlight />
    <Arrow from={[50, 8]} to={[78, 10]} />
  </Picture>
);

export const MAHJONG_RULES: readonly HowToRule[] = [
  {
    text: "A tile is free when nothing lies on it and its left or right side is open. Tiles that are not free are shaded.",
    picture: (
      <Picture width={110} height={56} label="A tile between two others is not free; the end tile is free">
        <Tile x={4} y={12} face="wind" />
        <Tile x={4 + TILE_W} y={12} face="dragon" blocked />
        <Tile x={4 + 2 * TILE_W} y={12} face="bamboo" />
        <NotAllowed x={17 + TILE_W} y={6} />
        <Tick x={17 + 2 * TILE_W} y={6} />
      </Picture>
    ),
  },
  {
    text: "Pick two free tiles that are the same to take them away. Any flower matches any flower, and any season any season.",
    picture: (
      <Picture width={90} height={48} label="Two different flowers match">
        <Tile x={8} y={6} face="flower" />
        <Tile x={52} y={6} face="flower" />
      </Picture>
    ),
  },
  { text: "Plan ahead: a wrong pair can trap other tiles. When no pair is left, Shuffle, or the board is lost." },
  { text: "Settings has a colour-blind-safe tile set: each suit has its own outline and its letter in the corner (D dots, B bamboo, C characters)." },
];

export const MAHJONG_CONTROLS = {
  mouse: "Click two matching free tiles.",
  touch: "Tap two matching free tiles.",
  keyboard: "Arrows move a ring over the free tiles, Enter or Space picks the tile in the ring, Escape lets go of it, H asks for a hint.",
};
