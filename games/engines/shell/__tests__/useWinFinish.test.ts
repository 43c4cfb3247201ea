// @vitest-environment happy-dom
import { act, createElement } from "react";
import { createRoot, type Root } from "react-dom/client";
import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import type { GameStatus } from "../../gameRules.ts";
import { useWinFinish } from "../useWinFinish.ts";

/** A won board's own finish holds the win panel back (the game reads "playing") for its length, except under reduced motion. */
Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true });

const FINISH_MS = 2_000;
type Game = { status: GameStatus | null; name: string };
const seen: { finishing: boolean; phase: string | undefined; name: string }[] = [];

function Probe({ game }: { game: Game }) {
  const { finishing, shown } = useWinFinish(game, FINISH_MS);
  seen.push({ finishing, phase: shown.status?.phase, name: shown.name });
  return null;
}

let root: Root;
const render = (game: Game) => act(() => root.render(createElement(Probe, { game })));
const last = () => seen.at(-1)!;
const playing: Game = { status: { phase: "playing", score: 10 }, name: "tea" };
const won: Game = { status: { phase: "won", score: 90 }, name: "tea" };

function reducedMotion(reduce: boolean) {
  vi.stubGlobal("matchMedia", (query: string) => ({ matches: reduce && query.includes("reduce"), media: query }));
}

beforeEach(() => {
  vi.useFakeTimers();
  seen.length = 0;
  root = createRoot(document.createElement("div"));
});
afterEach(() => {
  act(() => root.unmount());
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("useWinFinish", () => {
  test("a win reads as playing while the board finishes, then as won; the rest of the game is handed on as it is", async () => {
    reducedMotion(false);
    await render(playing);
    expect(last()).toEqual({ finishing: false, phase: "playing", name: "tea" });
    await render(won);
    // The panel never shows before the finish starts: no render after the win reads "won" yet.
    expect(seen.slice(1).every((entry) => entry.phase === "playing")).toBe(true);
    expect(last()).toMatchObject({ finishing: true, phase: "playing", name: "tea" });
    await act(() => vi.advanceTimersByTime(FINISH_MS - 1));
    expect(last()).toMatchObject({ finishing: true, phase: "playing" });
    await act(() => vi.advanceTimersByTime(1));
    expect(last()).toEqual({ finishing: false, phase: "won", name: "tea" });
  });

  test("a new game started during the finish ends it at once", async () => {
    reducedMotion(false);
    await render(won);
    expect(last().finishing).toBe(true);
    await render(playing);
    expect(last()).toEqual({ finishing: false, phase: "playing", name: "tea" });
    await act(() => vi.advanceTimersByTime(FINISH_MS));
    expect(last().finishing).toBe(false);
  });

  test("under reduced motion the win shows at once", async () => {
    reducedMotion(true);
    await render(playing);
    await render(won);
    expect(seen.every((entry) => !entry.finishing)).toBe(true);
    expect(last()).toEqual({ finishing: false, phase: "won", name: "tea" });
  });
});
