import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { IllegalMoveError } from "../../engines/gameRules.ts";
import { FACES } from "../faces.tsx";
import {
  ADD_TIME_MS,
  CARDS,
  checkMove,
  hiddenCards,
  PAIRS,
  parseReveal,
  rules,
  TIME_LIMIT_MS,
  type StarscapeMove,
  type StarscapeReveal,
  type StarscapeState,
} from "../rules.ts";

const secretOf = (secretSeed: string) => rules.hidden.secret(secretSeed, {});

/** What the server does for one move: answer it from the secret, then apply it. */
function serverPlays(secretSeed: string, state: StarscapeState, move: StarscapeMove) {
  const reveal = rules.hidden.reveal(secretOf(secretSeed), state, move);
  return { reveal, state: rules.apply(state, move, reveal) };
}

function play(secretSeed: string, moves: readonly StarscapeMove[]): { state: StarscapeState; reveals: StarscapeReveal[] } {
  let state = rules.newGame("public", {});
  const reveals: StarscapeReveal[] = [];
  for (const move of moves) {
    const played = serverPlays(secretSeed, state, move);
    state = played.state;
    reveals.push(played.reveal);
  }
  return { state, reveals };
}

/** The flips of a perfect game: each pair's two cards one after the other, as a player who knows the layout. */
function perfectFlips(secretSeed: string): StarscapeMove[] {
  const { layout } = secretOf(secretSeed);
  return Array.from({ length: PAIRS }, (_, face) => face).flatMap((face) =>
    layout.flatMap((shown, card): StarscapeMove[] => (shown === face ? [{ t: "flip", card }] : [])),
  );
}

const fresh = () => rules.newGame("public", {});

describe("the layout", () => {
  it("holds each of the 24 faces exactly twice, differently for different secrets, the same for the same one", () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1 }), (secretSeed) => {
        const { layout } = secretOf(secretSeed);
        expect(layout).toHaveLength(CARDS);
        for (let face = 0; face < PAIRS; face++) expect(layout.filter((shown) => shown === face)).toHaveLength(2);
        expect(secretOf(secretSeed).layout).toEqual(layout);
      }),
    );
    expect(secretOf("one").layout).not.toEqual(secretOf("two").layout);
  });

  it("a daily seed names its Los Angeles date and nothing of the layout, which only the server's secret seed deals", () => {
    expect(rules.newGame("STA:2026-11-30", {})).toEqual({ ...fresh(), daily: "2026-11-30" });
    for (const seed of ["public", "STA:2026-11-30:x", "WOR:2026-11-30"]) expect(rules.newGame(seed, {}).daily).toBeNull();
  });

  it("draws 24 pictures with 24 different names", () => {
    expect(new Set(FACES.map((face) => face.name)).size).toBe(PAIRS);
  });
});

describe("flipping", () => {
  it("a perfect game of 48 flips wins with every pair found", () => {
    const { state } = play("perfect", perfectFlips("perfect"));
    expect(rules.status(state)).toEqual({ phase: "won", score: PAIRS * 100 });
    expect(state.flips).toBe(CARDS);
    expect(state.found.every((face) => face !== null)).toBe(true);
  });

  it("a miss shows both cards until the next flip, and a match keeps the pair up", () => {
    const { layout } = secretOf("miss");
    const first = 0;
    const other = layout.findIndex((face, card) => card > 0 && face !== layout[0]);
    const partner = layout.findIndex((face, card) => card > 0 && face === layout[0]);
    let { state } = play("miss", [
      { t: "flip", card: first },
      { t: "flip", card: other },
    ]);
    expect(state.miss).toEqual([
      { card: first, face: layout[first] },
      { card: other, face: layout[other] },
    ]);
    expect(state.found.every((face) => face === null)).toBe(true);
    state = serverPlays("miss", state, { t: "flip", card: first }).state;
    expect(state.miss).toBeNull();
    expect(state.open).toEqual({ card: first, face: layout[first] });
    state = serverPlays("miss", state, { t: "flip", card: partner }).state;
    expect(state.found[first]).toBe(layout[first]);
    expect(state.found[partner]).toBe(layout[first]);
    expect(state.pairs).toBe(1);
  });

  it("refuses a card already face up, a found pair, a card off the table and a move after the win", () => {
    const { layout } = secretOf("refuse");
    const partner = layout.findIndex((face, card) => card > 0 && face === layout[0]);
    const opened = play("refuse", [{ t: "flip", card: 0 }]).state;
    expect(() => rules.hidden.reveal(secretOf("refuse"), opened, { t: "flip", card: 0 })).toThrow(IllegalMoveError);
    const paired = play("refuse", [
      { t: "flip", card: 0 },
      { t: "flip", card: partner },
    ]).state;
    expect(() => rules.hidden.reveal(secretOf("refuse"), paired, { t: "flip", card: partner })).toThrow("That pair is already found.");
    for (const raw of [{ t: "flip", card: CARDS }, { t: "flip", card: -1 }, { t: "flip", card: 1.5 }, { t: "flip" }, { t: "flip", card: 1, face: 3 }, { t: "timeUp", at: 1 }, { t: "powerup", id: "FR" }, "flip", null]) {
      expect(() => rules.parseMove(raw)).toThrow(IllegalMoveError);
    }
    const won = play("refuse", perfectFlips("refuse")).state;
    expect(() => rules.hidden.reveal(secretOf("refuse"), won, { t: "flip", card: 0 })).toThrow("The game is over.");
    expect(rules.legalMoves(won)).toEqual([]);
  });

  it("refuses answers that do not fit: none, a face already paired off, a peek for a flip", () => {
    const { layout } = secretOf("answers");
    const partner = layout.findIndex((face, card) => card > 0 && face === layout[0]);
    const state = play("answers", [
      { t: "flip", card: 0 },
      { t: "flip", card: partner },
    ]).state;
    const flip: StarscapeMove = { t: "flip", card: 1 };
    expect(() => rules.apply(state, flip)).toThrow(IllegalMoveError);
    expect(() => rules.apply(state, flip, { t: "face", face: layout[0]! })).toThrow("does not fit");
    expect(() => rules.apply(state, flip, { t: "peek", cards: [] })).toThrow("does not fit");
    expect(() => parseReveal({ t: "face", face: PAIRS })).toThrow(IllegalMoveError);
    expect(() => parseReveal({ t: "peek", cards: [{ card: 0, face: "x" }] })).toThrow(IllegalMoveError);
  });
});

describe("powerups and the clock", () => {
  it("Reveal answers every face still hidden, and only those", () => {
    const { layout } = secretOf("peek");
    const partner = layout.findIndex((face, card) => card > 0 && face === layout[0]);
    const { state, reveals } = play("peek", [
      { t: "flip", card: 0 },
      { t: "flip", card: partner },
      { t: "powerup", id: "RV" },
    ]);
    const peek = reveals[2];
    expect(peek?.t).toBe("peek");
    const cards = peek?.t === "peek" ? peek.cards : [];
    expect(cards.map((shown) => shown.card)).toEqual(hiddenCards(state));
    expect(cards).toHaveLength(CARDS - 2);
    for (const shown of cards) expect(shown.face).toBe(layout[shown.card]);
    expect(state.used.RV).toBe(1);
    // A peek that leaves a card out does not fit.
    const before = play("peek", [{ t: "flip", card: 0 }]).state;
    expect(() => rules.apply(before, { t: "powerup", id: "RV" }, { t: "peek", cards: cards.slice(1) })).toThrow("does not fit");
  });

  it("time up loses; Add Time revives it with 30 more seconds; Freeze stops the clock 30 s", () => {
    let { state } = play("time", [{ t: "flip", card: 3 }, { t: "timeUp" }]);
    expect(rules.status(state)).toMatchObject({ phase: "lost", reason: "Time's up! You found 0 of 24 pairs." });
    expect(() => rules.hidden.reveal(secretOf("time"), state, { t: "flip", card: 4 })).toThrow("The game is over.");
    expect(rules.legalMoves(state)).toEqual([{ t: "powerup", id: "AT" }]);
    state = serverPlays("time", state, { t: "powerup", id: "AT" }).state;
    expect(rules.status(state).phase).toBe("playing");
    expect(state.addedMs).toBe(ADD_TIME_MS);
    expect(rules.frozenMsOf("FR")).toBe(30_000);
    expect(rules.frozenMsOf("AT")).toBe(0);
  });

  it("scores a win by its pairs, its flips and the time left, and a loss by its pairs", () => {
    const won = play("score", perfectFlips("score")).state;
    expect(rules.finalScore(won, { playedMs: TIME_LIMIT_MS - 100_000 })).toBe(2_400 + 1_500 + 1_000);
    expect(rules.finalScore(won, { playedMs: TIME_LIMIT_MS + 5_000 })).toBe(2_400 + 1_500);
    expect(rules.finalScore({ ...won, flips: 100 }, { playedMs: TIME_LIMIT_MS })).toBe(2_400 + 1_500 - 15 * 52);
    expect(rules.finalScore({ ...won, flips: 400 }, { playedMs: TIME_LIMIT_MS })).toBe(2_400);
    const lost = play("score", [...perfectFlips("score").slice(0, 4), { t: "timeUp" }]).state;
    expect(rules.finalScore(lost, { playedMs: 1_000 })).toBe(200);
  });
});

describe("any legal game", () => {
  const moveIndex = fc.array(fc.nat(1_000), { maxLength: 140 });
  const everyMove: StarscapeMove[] = [
    ...Array.from({ length: CARDS }, (_, card): StarscapeMove => ({ t: "flip", card })),
    { t: "powerup", id: "RV" },
    { t: "powerup", id: "AT" },
    { t: "timeUp" },
  ];
  const allowed = (state: StarscapeState, move: StarscapeMove) => {
    try {
      checkMove(state, move);
      return true;
    } catch {
      return false;
    }
  };

  it("replays to the same state from its JSON log with the server's answers, and never loses a face", () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 12 }), moveIndex, (secretSeed, picks) => {
        let state = fresh();
        const log: { move: unknown; reveal: unknown }[] = [];
        for (const pick of picks) {
          const legal = rules.legalMoves(state);
          // The list of legal moves is exactly what the rules allow.
          expect(legal).toEqual(everyMove.filter((move) => allowed(state, move)));
          if (legal.length === 0) break;
          const move = legal[pick % legal.length]!;
          const played = serverPlays(secretSeed, state, move);
          log.push(JSON.parse(JSON.stringify({ move, reveal: played.reveal })) as { move: unknown; reveal: unknown });
          state = played.state;
        }
        let again = fresh();
        for (const entry of log) again = rules.apply(again, rules.parseMove(entry.move), parseReveal(entry.reveal));
        expect(again).toEqual(state);
        const { layout } = secretOf(secretSeed);
        state.found.forEach((face, card) => face === null || expect(face).toBe(layout[card]));
        expect(state.pairs * 2).toBe(state.found.filter((face) => face !== null).length);
      }),
      { numRuns: 60 },
    );
  });
});
