import { describe, expect, test } from "vitest";
import type { Verdict } from "../../../sdk/index.ts";
import { settleFinish, type FinishAnswer } from "../useGameSession.ts";

const verdict = (score: number): Verdict => ({
  verified: true,
  queued: false,
  won: true,
  score,
  tokensEarned: 10,
  itemEarned: null,
  message: null,
  newBestTime: false,
  newBestScore: false,
  wallet: null,
  today: { measure: "SCORE", top: [], you: null },
});

/** A server answer the test hands out when it likes. */
function later<T>() {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((ok, fail) => {
    resolve = ok;
    reject = fail;
  });
  return { promise, resolve, reject };
}

/**
 * The session's finish step as useGameSession runs it: the turn is the count of games begun, taken
 * when the finish is asked; beginning a game counts one more.
 */
function sessionTurns() {
  let turn = 0;
  return {
    begin: () => void (turn += 1),
    finish: (ask: () => Promise<Verdict>, show: (answer: FinishAnswer) => void) => {
      const asked = turn;
      return settleFinish(ask, () => turn === asked, show);
    },
  };
}

describe("a finished game's verdict", () => {
  test("shows in the game it was asked for", async () => {
    const turns = sessionTurns();
    turns.begin();
    const shown: FinishAnswer[] = [];
    expect(
      await turns.finish(
        () => Promise.resolve(verdict(34)),
        (answer) => shown.push(answer),
      ),
    ).toBe(true);
    expect(shown).toEqual([{ verdict: verdict(34) }]);
  });

  test("that comes back after the player began the next game is dropped: its score never shows in the new game's top bar", async () => {
    const turns = sessionTurns();
    turns.begin();
    const answer = later<Verdict>();
    const shown: FinishAnswer[] = [];
    const settled = turns.finish(
      () => answer.promise,
      (result) => shown.push(result),
    );
    // Next level, pressed before the server answered the win.
    turns.begin();
    answer.resolve(verdict(34));
    expect(await settled).toBe(false);
    expect(shown).toEqual([]);
  });

  test("a failure to finish an earlier game is dropped too, and one of the game in play is shown", async () => {
    const turns = sessionTurns();
    turns.begin();
    const old = later<Verdict>();
    const shown: FinishAnswer[] = [];
    const settled = turns.finish(
      () => old.promise,
      (result) => shown.push(result),
    );
    turns.begin();
    old.reject(new Error("offline"));
    expect(await settled).toBe(false);
    const failure = new Error("offline again");
    expect(
      await turns.finish(
        () => Promise.reject(failure),
        (result) => shown.push(result),
      ),
    ).toBe(true);
    expect(shown).toEqual([{ failure }]);
  });
});
