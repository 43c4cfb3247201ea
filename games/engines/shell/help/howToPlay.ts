import type { ReactNode } from "react";

/** One rule of the game, said in a sentence or two, with a small drawing where one helps. */
export interface HowToRule {
  text: ReactNode;
  /** A small inline SVG from ./pictures (cards, tiles, words, grids). */
  picture?: ReactNode;
}

/**
 * A game's how-to: what winning is, the rules that matter, how to play with a mouse, a finger and
 * the keyboard, and what each of its powerups does. Short: a phone screen or two. Each game keeps
 * its own in `games/<slug>/howToPlay.tsx` and passes it to GameShell as `howToPlay`.
 */
export interface HowToPlay {
  /** What winning is, in a sentence or two. */
  goal: ReactNode;
  /** A drawing of the goal, shown beside it. */
  picture?: ReactNode;
  /**
   * The goal's drawing has detail to read (names on a yard's stations): it is drawn above the goal,
   * as wide as the dialog allows, rather than a thumbnail beside it.
   */
  largePicture?: boolean;
  rules: readonly HowToRule[];
  controls: {
    mouse: ReactNode;
    touch: ReactNode;
    /** Absent for a game that cannot be played from the keyboard. */
    keyboard?: ReactNode;
  };
  /**
   * What each of the game's catalog powerups does here, by catalog id ("UN"); the dialog names them
   * with the catalog's title and lists them in the catalog's order.
   */
  powerups: Readonly<Partial<Record<string, ReactNode>>>;
}

/** Where the first-play dialog remembers, per game, that it was seen (see storage.ts). */
export function howToSeenKey(code: string): string {
  return `playden.howto.${code}`;
}
