/**
 * How the player likes the tiles: the traditional set, or a colour-blind-safe one whose suits and
 * honours are told apart by outline and corner marks rather than by red and green. Kept with the
 * player's other choices (shell/storage.ts) and read by the board (TileBoard); the settings menu
 * shows `<TileLookSettings>`.
 */
import { isRecord } from "../moveShapes.ts";
import { sharedLook } from "../shell/storage.ts";

export const TILE_SETS = ["traditional", "colourSafe"] as const;
export type TileSet = (typeof TILE_SETS)[number];

export interface TileLook {
  set: TileSet;
}

export const DEFAULT_TILE_LOOK: TileLook = { set: "traditional" };
const KEY = "playden.tiles.look";

/** A kept look as far as it still reads; anything else falls back to the default. */
export function parseTileLook(raw: unknown): TileLook {
  const kept = isRecord(raw) ? raw : {};
  return { set: TILE_SETS.find((set) => set === kept.set) ?? DEFAULT_TILE_LOOK.set };
}

const kept = sharedLook(KEY, parseTileLook, DEFAULT_TILE_LOOK);
export const setTileLook = kept.set;
/** The player's look; every board and menu using it changes together. */
export const useTileLook = kept.use;

const SET_NAMES: Record<TileSet, string> = { traditional: "Traditional", colourSafe: "Colour-blind safe" };

/** The menu's choice of tile set. */
export function TileLookSettings() {
  const look = useTileLook();
  return (
    <fieldset className="tb-setting">
      <legend>Tiles</legend>
      {TILE_SETS.map((set) => (
        <label key={set}>
          <input type="radio" name="tb-set" checked={look.set === set} onChange={() => setTileLook({ set })} />
          {SET_NAMES[set]}
        </label>
      ))}
    </fieldset>
  );
}
