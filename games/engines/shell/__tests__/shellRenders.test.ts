// @vitest-environment happy-dom
import { act, createElement } from "react";
import { createRoot, type Root } from "react-dom/client";
import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import type { GamePowerup } from "../../../sdk/index.ts";
import { GameShell } from "../GameShell.tsx";
import * as icons from "../icons.tsx";
import { createGameClock } from "../useGameClock.ts";
import type { GameSession } from "../useGameSession.ts";

/**
 * Issue 28: a move re-renders the board, not the shell's top bar and powerup buttons. Each of them
 * draws an icon that nothing else in the shell draws (the bar its New game icon, a button its
 * powerup's icon), so the icons' renders count theirs.
 */
Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true });

type Session = GameSession<{ words: number }, never, null, never>;

const clock = createGameClock();
const always = () => {};
const noGame = async () => {};

/** The session as useGameSession hands it out after `words` words: a new object, a new score function and a new state each move; its own handlers the same. */
function sessionAfter(words: number, powerups: readonly GamePowerup[]): Session {
  return {
    code: "SSP",
    phase: "playing",
    state: { words },
    status: { phase: "playing", score: words * 10 },
    session: null,
    options: null,
    moves: [],
    resumed: false,
    busy: false,
    verdict: null,
    error: null,
    scoreAt: () => words * 10,
    bonusName: "Bonus",
    powerups,
    clock,
    toasts: [],
    notify: always,
    dismissToast: always,
    refusal: null,
    refuse: always,
    onHelpRequested: () => always,
    play: async () => true,
    usePowerup: async () => true,
    newGame: noGame,
    restart: always,
    canRestart: true,
    retry: always,
    refreshPowerups: noGame,
    stats: () => Promise.reject(new Error("No statistics in this test.")),
  };
}

let root: Root;
let container: HTMLElement;
beforeEach(() => {
  container = document.createElement("div");
  document.body.append(container);
  root = createRoot(container);
});
afterEach(() => {
  act(() => root.unmount());
  container.remove();
  vi.restoreAllMocks();
});

/** The shell as a game renders it: its powerup handlers and board anew with every render. */
function renderShell(game: Session, used: string[]) {
  act(() =>
    root.render(
      createElement(GameShell<{ words: number }, never, null, never>, {
        title: "Shell Spell",
        game,
        powerups: { HI: () => used.push(`hint after ${game.state?.words} words`), SH: () => used.push(`shuffle after ${game.state?.words} words`) },
        children: createElement("div", { className: "board" }, `${game.state?.words} words`),
      }),
    ),
  );
}

const scoreShown = () => container.querySelector('.gs-stat[title="Score"] .gs-stat-value')?.textContent;

describe("the game shell's renders on a move", () => {
  const powerups: GamePowerup[] = [
    { id: "HI", title: "Hint", count: 2 },
    { id: "SH", title: "Shuffle", count: 1 },
  ];

  test("a move re-renders the board and the score, not the top bar or the powerup buttons", () => {
    const bar = vi.spyOn(icons, "NewGameIcon");
    const buttons = vi.spyOn(icons, "PowerupIcon");
    const used: string[] = [];
    renderShell(sessionAfter(0, powerups), used);
    expect(bar).toHaveBeenCalledTimes(1);
    expect(buttons).toHaveBeenCalledTimes(2);

    bar.mockClear();
    buttons.mockClear();
    renderShell(sessionAfter(1, powerups), used);
    expect(container.querySelector(".board")?.textContent).toBe("1 words");
    expect(scoreShown()).toBe("10");
    expect(bar).not.toHaveBeenCalled();
    expect(buttons).not.toHaveBeenCalled();

    // The buttons' handler is the latest the game gave.
    act(() => container.querySelector<HTMLButtonElement>('[data-powerup="SH"]')!.click());
    expect(used).toEqual(["shuffle after 1 words"]);
  });

  test("a powerup whose count changed re-renders its own button only", () => {
    const buttons = vi.spyOn(icons, "PowerupIcon");
    renderShell(sessionAfter(0, powerups), []);
    buttons.mockClear();
    renderShell(sessionAfter(0, [{ ...powerups[0]!, count: 1 }, powerups[1]!]), []);
    expect(buttons.mock.calls.map(([props]) => props.id)).toEqual(["HI"]);
    expect(container.querySelector('[data-powerup="HI"]')?.getAttribute("aria-label")).toBe("Hint (1 left), key H");
  });
});
