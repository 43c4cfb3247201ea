import type { AnyGameRules } from "./engines/gameRules.ts";
import * as bigCity from "./big-city-adventure/rules.ts";
import * as dailyWordSearch from "./daily-word-search/rules.ts";
import * as freecell from "./freecell-bakery-solitaire/rules.ts";
import * as jigsawJoy from "./jigsaw-joy/rules.ts";
import * as mahjongCruise from "./mahjong-cruise/rules.ts";
import * as mahjongGetaway from "./mahjong-getaway/rules.ts";
import * as spider from "./morning-tea-solitaire/rules.ts";
import * as playfulPainter from "./playful-painter/rules.ts";
import * as quinnsAquarium from "./quinns-aquarium/rules.ts";
import * as railRider from "./rail-rider/rules.ts";
import * as klondike from "./rivers-of-gold-solitaire/rules.ts";
import * as sailingSeas from "./sailing-seas-solitaire/rules.ts";
import * as shellSpell from "./shell-spell/rules.ts";
import * as simplyShikaku from "./simply-shikaku/rules.ts";
import * as solitaireGardens from "./solitaire-gardens/rules.ts";
import * as starscape from "./starscape-memories/rules.ts";
import * as sudokuRelics from "./sudoku-relics/rules.ts";
import * as teaBox from "./tea-box-puzzler/rules.ts";
import * as wordHunch from "./word-hunch/rules.ts";

/** The rules of every playable game by its 3-letter code: the only way the server reaches games/. */
export type GameRegistry = Readonly<Record<string, AnyGameRules>>;

export const gameRegistry: GameRegistry = {
  BCA: bigCity.rules,
  FRE: freecell.rules,
  JIG: jigsawJoy.rules,
  KLO: klondike.rules,
  MJC: mahjongCruise.rules,
  MJG: mahjongGetaway.rules,
  PAI: playfulPainter.rules,
  QUA: quinnsAquarium.rules,
  RAI: railRider.rules,
  SAI: sailingSeas.rules,
  SHE: shellSpell.rules,
  SHI: simplyShikaku.rules,
  SOL: solitaireGardens.rules,
  SPI: spider.rules,
  STA: starscape.rules,
  SUD: sudokuRelics.rules,
  TEA: teaBox.rules,
  WOR: wordHunch.rules,
  WOS: dailyWordSearch.rules,
};
