// @vitest-environment happy-dom
import { act, createElement } from "react";
import { createRoot, type Root } from "react-dom/client";
import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import type { DailyChoice } from "../dailyChoice.ts";
import { dayName, DailyOrOptionsSettings, firstOptions, useDailyOrOptions, type DailyOrOptions } from "../dailyOrOptions.tsx";

Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true });

type Options = { size: number };
/** What useGameSession hands the hook: the date of the daily in play (or null), and the session's id. */
interface FakeGame {
  state: { daily: string | null } | null;
  session: { id: string } | null;
  newGame(options?: Options, daily?: boolean, dailyDate?: string): Promise<void>;
}

const TODAY = "2026-11-30";
const dailyOptionsOf = (date: string): Options => ({ size: Number(date.slice(8)) });

let root: Root;
let host: HTMLElement;
beforeEach(() => {
  // 20:00 UTC is noon in Los Angeles.
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(new Date(`${TODAY}T20:00:00Z`));
  host = document.createElement("div");
  root = createRoot(host);
});
afterEach(() => {
  act(() => root.unmount());
  vi.useRealTimers();
});

/** Renders the hook (and its settings) for a game, and hands back what it returned last. */
function mount(choice: DailyChoice<Options>) {
  const newGame = vi.fn((_options?: Options, _daily?: boolean, _date?: string) => Promise.resolve());
  const remember = vi.fn((_next: DailyChoice<Options>) => {});
  let last: DailyOrOptions<Options, FakeGame> | null = null;
  function Probe({ game }: { game: FakeGame }) {
    last = useDailyOrOptions(game, { choice, remember, dailyOptionsOf });
    return createElement(DailyOrOptionsSettings<Options>, { play: last, name: "mode", optionsLabel: "Any size", dailyLabel: "Daily" }, createElement("p", { className: "own" }, "Sizes"));
  }
  const render = (state: FakeGame["state"], session: string | null) => act(() => root.render(createElement(Probe, { game: { state, session: session === null ? null : { id: session }, newGame } })));
  const play = () => {
    if (last === null) throw new Error("The hook has not rendered.");
    return last;
  };
  return { render, play, newGame, remember };
}

describe("a daily puzzle beside free play's own options", () => {
  test("the first session plays the kept options, or today's puzzle (in Los Angeles) when the player chose the daily", () => {
    expect(firstOptions({ choice: { options: { size: 7 }, daily: false }, dailyOptionsOf })).toEqual({ size: 7 });
    expect(firstOptions({ choice: { options: { size: 7 }, daily: true }, dailyOptionsOf })).toEqual({ size: 30 });
    expect(dayName(TODAY, TODAY)).toBe("Today's puzzle");
    expect(dayName("2026-11-27", TODAY)).toBe("Puzzle of Nov 27");
  });

  test("a day chosen in the settings is kept, started and named at once; New game keeps to it; free play again plays the kept options", () => {
    const { render, play, newGame, remember } = mount({ options: { size: 7 }, daily: false });
    render(null, null);
    expect(play()).toMatchObject({ day: null, today: TODAY, name: null, options: { size: 7 } });
    expect(host.querySelector(".own")).not.toBeNull();

    act(() => play().playDay("2026-11-27"));
    expect(remember).toHaveBeenLastCalledWith({ options: { size: 7 }, daily: true });
    expect(newGame).toHaveBeenLastCalledWith({ size: 27 }, true, "2026-11-27");
    // Before its session arrives the day is in play already: the top bar and the settings say so.
    expect(play()).toMatchObject({ day: "2026-11-27", name: "Puzzle of Nov 27" });
    expect(host.querySelector(".own")).toBeNull();
    expect([...host.querySelectorAll("option")].map((option) => option.value)).toEqual(["2026-11-30", "2026-11-29", "2026-11-28", "2026-11-27", "2026-11-26", "2026-11-25", "2026-11-24"]);
    expect(host.querySelector("select")?.value).toBe("2026-11-27");

    render({ daily: "2026-11-27" }, "s2");
    void play().shellGame.newGame();
    expect(newGame).toHaveBeenLastCalledWith({ size: 27 }, true, "2026-11-27");
    // Today's puzzle is asked for without a date: the server's today.
    act(() => play().playDay(TODAY));
    expect(newGame).toHaveBeenLastCalledWith({ size: 30 }, true, undefined);
    render({ daily: TODAY }, "s3");
    expect(play().name).toBe("Today's puzzle");

    const free = host.querySelector<HTMLInputElement>('input[type="radio"]:not(:checked)');
    act(() => free?.click());
    expect(remember).toHaveBeenLastCalledWith({ options: { size: 7 }, daily: false });
    expect(newGame).toHaveBeenLastCalledWith({ size: 7 }, false);
    render({ daily: null }, "s4");
    expect(play()).toMatchObject({ day: null, name: null });
    void play().shellGame.newGame();
    expect(newGame).toHaveBeenLastCalledWith({ size: 7 }, false);
    // Options the shell passes itself go through as they are.
    void play().shellGame.newGame({ size: 9 }, false);
    expect(newGame).toHaveBeenLastCalledWith({ size: 9 }, false, undefined);
  });

  test("a player who chose the daily is on today's puzzle before its session arrives", () => {
    const { render, play } = mount({ options: { size: 7 }, daily: true });
    render(null, null);
    expect(play()).toMatchObject({ day: TODAY, name: "Today's puzzle" });
    expect(host.querySelector<HTMLInputElement>('input[type="radio"]:checked')?.parentElement?.textContent).toBe("Daily");
  });
});
