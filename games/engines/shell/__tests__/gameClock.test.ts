import { describe, expect, it } from "vitest";
import { createGameClock } from "../useGameClock.ts";

/** A clock read from a number the test moves: no waiting, no timers. */
function manualClock() {
  let now = 1_000;
  const clock = createGameClock(() => now);
  return { clock, advance: (ms: number) => (now += ms) };
}

describe("the game clock", () => {
  it("counts only between reset and stop", () => {
    const { clock, advance } = manualClock();
    advance(5_000);
    expect(clock.elapsedMs()).toBe(0);
    clock.reset();
    advance(4_000);
    expect(clock.elapsedMs()).toBe(4_000);
    clock.stop();
    advance(10_000);
    expect(clock.elapsedMs()).toBe(4_000);
  });

  it("a hold (the how-to dialog open) keeps the clock still across a reset, and it runs once released", () => {
    const { clock, advance } = manualClock();
    clock.hold(true);
    clock.reset();
    advance(30_000);
    expect(clock.elapsedMs()).toBe(0);
    clock.hold(false);
    advance(2_000);
    expect(clock.elapsedMs()).toBe(2_000);
    clock.hold(true);
    advance(9_000);
    expect(clock.elapsedMs()).toBe(2_000);
  });

  it("a freeze holds the clock for its length of play, then it runs on", () => {
    const { clock, advance } = manualClock();
    clock.reset(60_000);
    clock.freeze(30_000);
    advance(20_000);
    expect(clock.elapsedMs()).toBe(60_000);
    expect(clock.frozenMs()).toBe(10_000);
    advance(15_000);
    expect(clock.elapsedMs()).toBe(65_000);
    expect(clock.frozenMs()).toBe(0);
  });

  it("a reset starts from the given time and drops any freeze", () => {
    const { clock, advance } = manualClock();
    clock.reset();
    clock.freeze(30_000);
    clock.reset(12_000);
    advance(1_000);
    expect(clock.elapsedMs()).toBe(13_000);
  });
});
