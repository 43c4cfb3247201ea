/**
 * Mahjong Cruise: timed mahjong solitaire on the classic layouts (see the shared tiles engine).
 * Each voyage deals a board from the session's seed on the layout the player chose; Hint,
 * Shuffle, Auto Play and Freeze help.
 */
import { isRecord, shapeOf } from "../engines/moveShapes.ts";
import { LAYOUT_IDS, isLayoutId, type LayoutId } from "../engines/tiles/layouts.ts";
import { createMahjongRules, type MahjongMove, type MahjongState } from "../engines/tiles/mahjong.ts";

export interface CruiseOptions {
  layout: LayoutId;
}

export const DEFAULT_OPTIONS: CruiseOptions = { layout: "turtle" };

/** Minutes a board allows: bigger boards, more time. */
export const MINUTES: Record<LayoutId, number> = { turtle: 12, pyramid: 8, bridge: 7, cross: 5, diamond: 5 };

function parseOptions(raw: unknown): CruiseOptions {
  if (raw === undefined || raw === null) return DEFAULT_OPTIONS;
  if (isRecord(raw)) {
    const shape = shapeOf(raw);
    if (shape === "") return DEFAULT_OPTIONS;
    if (shape === "layout" && isLayoutId(raw.layout)) return { layout: raw.layout };
  }
  throw new RangeError(`Mahjong Cruise's options are { layout } with one of ${LAYOUT_IDS.join(", ")}.`);
}

export const rules = createMahjongRules<CruiseOptions>({
  code: "MJC",
  name: "Mahjong Cruise",
  version: 1,
  powerups: ["SH", "AP"],
  parseOptions,
  setup: (seed, options) => ({ layout: options.layout, deal: seed, timeLimitMs: MINUTES[options.layout] * 60_000 }),
});

export type CruiseMove = MahjongMove;
export type CruiseState = MahjongState;
