import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { IllegalMoveError } from "../../engines/gameRules.ts";
import { fiveLetterWords } from "../../engines/words/fiveLetters.ts";
import {
  markGuess,
  MOST_GUESSES,
  parseReveal,
  rules,
  STARTING_GUESSES,
  type Mark,
  type WordHunchMove,
  type WordHunchReveal,
  type WordHunchState,
} from "../rules.ts";

const secretOf = (secretSeed: string) => rules.hidden.secret(secretSeed, {});

/** What the server does for one move: answer it from the secret, then apply it. */
function serverPlays(secretSeed: string, state: WordHunchState, move: WordHunchMove) {
  const reveal = rules.hidden.reveal(secretOf(secretSeed), state, move);
  return { reveal, state: rules.apply(state, move, reveal) };
}

function play(secretSeed: string, moves: readonly WordHunchMove[]): { state: WordHunchState; reveals: WordHunchReveal[] } {
  let state = rules.newGame("public", {});
  const reveals: WordHunchReveal[] = [];
  for (const move of moves) {
    const played = serverPlays(secretSeed, state, move);
    state = played.state;
    reveals.push(played.reveal);
  }
  return { state, reveals };
}

/** Guesses that are not the answer, in list order. */
function wrongGuesses(answer: string, count: number): WordHunchMove[] {
  return fiveLetterWords.guesses.filter((word) => word !== answer).slice(0, count).map((word) => ({ t: "guess", word }));
}

/**
 * The marks, written differently from markGuess: a misplaced letter is present when, counting
 * left to right, it is no later a copy than the answer has copies left over after exact matches.
 */
function referenceMarks(guess: string, answer: string): Mark[] {
  const letters = [...guess];
  return letters.map((letter, index) => {
    if (answer[index] === letter) return "correct";
    const spare = [...answer].filter((other, at) => other === letter && guess[at] !== letter).length;
    const earlier = letters.slice(0, index + 1).filter((other, at) => other === letter && answer[at] !== letter).length;
    return earlier <= spare ? "present" : "absent";
  });
}

describe("marks", () => {
  it("mark the usual examples, repeated letters included", () => {
    expect(markGuess("crane", "crane")).toEqual(["correct", "correct", "correct", "correct", "correct"]);
    // One E in the answer, placed last: the other two Es are absent.
    expect(markGuess("eerie", "crane")).toEqual(["absent", "absent", "present", "absent", "correct"]);
    // Three Ds guessed against two: the last is exact, so only the first of the others is present.
    expect(markGuess("added", "dread")).toEqual(["present", "present", "absent", "present", "correct"]);
    expect(markGuess("llama", "hello")).toEqual(["present", "present", "absent", "absent", "absent"]);
    expect(markGuess("speed", "abide")).toEqual(["absent", "absent", "present", "absent", "present"]);
    expect(markGuess("geese", "eerie")).toEqual(["absent", "correct", "present", "absent", "correct"]);
  });

  it("agree with a reference on any pair of words over a small alphabet (many repeated letters)", () => {
    const word = fc.array(fc.constantFrom("a", "b", "c", "d"), { minLength: 5, maxLength: 5 }).map((letters) => letters.join(""));
    fc.assert(
      fc.property(word, word, (guess, answer) => {
        expect(markGuess(guess, answer)).toEqual(referenceMarks(guess, answer));
      }),
    );
  });

  it("mark every letter of the answer correct or present, as many times as it occurs", () => {
    const index = fc.nat({ max: fiveLetterWords.guesses.length - 1 });
    fc.assert(
      fc.property(index, fc.nat({ max: fiveLetterWords.answers.length - 1 }), (guessAt, answerAt) => {
        const guess = fiveLetterWords.guesses[guessAt]!;
        const answer = fiveLetterWords.answers[answerAt]!;
        const marks = markGuess(guess, answer);
        for (const letter of new Set(guess)) {
          const found = [...guess].filter((other, at) => other === letter && marks[at] !== "absent").length;
          expect(found).toBe(Math.min([...guess].filter((other) => other === letter).length, [...answer].filter((other) => other === letter).length));
        }
      }),
    );
  });
});

describe("the hidden answer", () => {
  it("comes from the secret seed alone, among the common answers", () => {
    fc.assert(
      fc.property(fc.string(), (secretSeed) => {
        const { answer } = secretOf(secretSeed);
        expect(secretOf(secretSeed).answer).toBe(answer);
        expect(fiveLetterWords.answers).toContain(answer);
      }),
    );
    const answers = new Set(Array.from({ length: 50 }, (_, index) => secretOf(`seed-${index}`).answer));
    expect(answers.size).toBeGreaterThan(40);
  });

  it("appears nowhere in a new game's state, whatever the seeds", () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (seed, secretSeed) => {
        const state = rules.newGame(seed, rules.parseOptions({}));
        expect(JSON.stringify(state)).not.toContain(secretOf(secretSeed).answer);
        expect(state).toEqual(rules.newGame("another seed", {}));
        expect(state.answer).toBeNull();
      }),
    );
  });

  it("is revealed with the guess that ends the game, and not before", () => {
    const secretSeed = "reveal";
    const { answer } = secretOf(secretSeed);
    const { reveals } = play(secretSeed, wrongGuesses(answer, STARTING_GUESSES));
    expect(reveals.slice(0, -1).every((reveal) => reveal?.t === "marks" && reveal.answer === undefined)).toBe(true);
    expect(reveals.at(-1)).toMatchObject({ t: "marks", answer });
  });
});

describe("playing", () => {
  it("is won by guessing the answer, which the state then shows", () => {
    const secretSeed = "win";
    const { answer } = secretOf(secretSeed);
    const { state, reveals } = play(secretSeed, [...wrongGuesses(answer, 2), { t: "guess", word: answer }]);
    expect(rules.status(state)).toEqual({ phase: "won", score: 800 });
    expect(reveals.at(-1)).toEqual({ t: "marks", marks: Array(5).fill("correct"), answer });
    expect(state.answer).toBe(answer);
    expect(rules.legalMoves(state)).toEqual([]);
    expect(() => serverPlays(secretSeed, state, { t: "guess", word: answer })).toThrow("The game is over.");
  });

  it("is lost after six wrong guesses, with the answer shown and no seventh guess", () => {
    const secretSeed = "lose";
    const { answer } = secretOf(secretSeed);
    const moves = wrongGuesses(answer, STARTING_GUESSES + 1);
    const { state } = play(secretSeed, moves.slice(0, STARTING_GUESSES));
    expect(rules.status(state)).toEqual({ phase: "lost", score: 0, reason: `No guesses left. The word was ${answer.toUpperCase()}.` });
    expect(state.answer).toBe(answer);
    expect(() => serverPlays(secretSeed, state, moves[STARTING_GUESSES]!)).toThrow(IllegalMoveError);
    expect(() => serverPlays(secretSeed, state, { t: "powerup", id: "MG" })).toThrow("The game is over.");
  });

  it("gives 18 guesses in all with More Guesses, once", () => {
    const secretSeed = "more";
    const { answer } = secretOf(secretSeed);
    const guesses = wrongGuesses(answer, MOST_GUESSES);
    const before = play(secretSeed, [...guesses.slice(0, 5), { t: "powerup", id: "MG" }]);
    expect(before.state.maxGuesses).toBe(MOST_GUESSES);
    expect(before.reveals.at(-1)).toBeNull();
    expect(() => serverPlays(secretSeed, before.state, { t: "powerup", id: "MG" })).toThrow("You already have the most guesses (18).");
    const almost = play(secretSeed, [...guesses.slice(0, 5), { t: "powerup", id: "MG" }, ...guesses.slice(5, MOST_GUESSES - 1)]);
    expect(rules.status(almost.state).phase).toBe("playing");
    const won = serverPlays(secretSeed, almost.state, { t: "guess", word: answer });
    // 18th guess: 500 - 25 * 12, less 100 for the powerup.
    expect(rules.status(won.state)).toEqual({ phase: "won", score: 100 });
    const lost = serverPlays(secretSeed, almost.state, guesses[MOST_GUESSES - 1]!);
    expect(rules.status(lost.state).phase).toBe("lost");
    expect(lost.reveal).toMatchObject({ answer });
  });

  it("shows a letter of the answer in its place with a Hint, a new place each time", () => {
    fc.assert(
      fc.property(fc.string(), fc.integer({ min: 0, max: 3 }), (secretSeed, wrong) => {
        const { answer } = secretOf(secretSeed);
        let state = play(secretSeed, wrongGuesses(answer, wrong)).state;
        const places = new Set<number>();
        for (let hint = 0; hint < 5; hint++) {
          const known = state.guesses.flatMap((guess) => guess.marks.flatMap((mark, index) => (mark === "correct" ? [index] : [])));
          if (new Set([...known, ...places]).size === 5) break;
          const played = serverPlays(secretSeed, state, { t: "powerup", id: "HI" });
          expect(played.reveal?.t).toBe("hint");
          if (played.reveal?.t !== "hint") return;
          expect(played.reveal.letter).toBe(answer[played.reveal.index]);
          expect(places.has(played.reveal.index) || known.includes(played.reveal.index)).toBe(false);
          places.add(played.reveal.index);
          state = played.state;
        }
        expect(() => serverPlays(secretSeed, state, { t: "powerup", id: "HI" })).toThrow("Every letter is already showing.");
        expect(state.used.HI).toBe(places.size);
      }),
      { numRuns: 30 },
    );
  });

  it("scores fewer guesses higher and powerups lower", () => {
    const secretSeed = "score";
    const { answer } = secretOf(secretSeed);
    const scoreAfter = (moves: WordHunchMove[]) => rules.status(play(secretSeed, [...moves, { t: "guess", word: answer }]).state).score;
    expect(scoreAfter([])).toBe(1000);
    expect(scoreAfter(wrongGuesses(answer, 5))).toBe(500);
    expect(scoreAfter([{ t: "powerup", id: "HI" }])).toBe(900);
    expect(scoreAfter([{ t: "powerup", id: "MG" }, ...wrongGuesses(answer, 6)])).toBe(375);
    expect(rules.minimumHumanMs(4)).toBe(6_000);
  });
});

describe("refusing", () => {
  it("words that are not in the list, in either the move's shape or the rules", () => {
    expect(() => rules.parseMove({ t: "guess", word: "qzxvw" })).toThrow("QZXVW is not in our word list.");
    expect(() => rules.parseMove({ t: "guess", word: "apple" })).not.toThrow();
    expect(rules.parseMove({ t: "guess", word: " Apple " })).toEqual({ t: "guess", word: "apple" });
    expect(() => rules.parseMove({ t: "guess", word: "apples" })).toThrow("A guess is a word of five letters.");
    expect(() => rules.parseMove({ t: "guess", word: "äpple" })).toThrow("A guess is a word of five letters.");
    expect(() => rules.parseMove({ t: "guess", word: 12345 })).toThrow("A guess needs a word.");
    expect(() => rules.parseMove({ t: "powerup", id: "UN" })).toThrow(IllegalMoveError);
    expect(() => rules.parseMove(["guess"])).toThrow(IllegalMoveError);
    expect(() => rules.parseMove(null)).toThrow(IllegalMoveError);
    // apply checks too, for a move that did not come through parseMove.
    const state = rules.newGame("s", {});
    expect(() => rules.apply(state, { t: "guess", word: "qzxvw" }, { t: "marks", marks: Array<Mark>(5).fill("absent") })).toThrow("QZXVW is not in our word list.");
  });

  it("any random text as a guess unless it is a listed word", () => {
    fc.assert(
      fc.property(fc.string({ minLength: 0, maxLength: 8 }), (text) => {
        const listed = fiveLetterWords.isWord(text.trim().toLowerCase());
        if (listed) expect(rules.parseMove({ t: "guess", word: text })).toEqual({ t: "guess", word: text.trim().toLowerCase() });
        else expect(() => rules.parseMove({ t: "guess", word: text })).toThrow(IllegalMoveError);
      }),
    );
  });

  it("a word guessed before, and a guess or hint without the server's answer", () => {
    const secretSeed = "again";
    const [first] = wrongGuesses(secretOf(secretSeed).answer, 1);
    const { state } = play(secretSeed, [first!]);
    expect(() => serverPlays(secretSeed, state, first!)).toThrow(/You already tried/);
    const fresh = rules.newGame("s", {});
    expect(() => rules.apply(fresh, { t: "guess", word: "apple" })).toThrow("This move needs the server's answer.");
    expect(() => rules.apply(fresh, { t: "powerup", id: "HI" }, null)).toThrow("This move needs the server's answer.");
    expect(() => rules.apply(fresh, { t: "powerup", id: "HI" }, { t: "hint", index: 3, letter: "a" })).toThrow("This move needs the server's answer.");
    // A reveal claiming a win for another word, or an early end, does not fit.
    expect(() => rules.apply(fresh, { t: "guess", word: "apple" }, { t: "marks", marks: Array<Mark>(5).fill("correct"), answer: "mango" })).toThrow(
      "The server's answer does not fit this guess.",
    );
    expect(() => rules.apply(fresh, { t: "guess", word: "apple" }, { t: "marks", marks: Array<Mark>(5).fill("absent"), answer: "mango" })).toThrow(
      "The server's answer does not fit this guess.",
    );
  });

  it("options and unreadable answers from the server", () => {
    expect(rules.parseOptions(undefined)).toEqual({});
    expect(() => rules.parseOptions({ hard: true })).toThrow(RangeError);
    expect(parseReveal(null)).toBeNull();
    expect(parseReveal({ t: "hint", index: 2, letter: "q" })).toEqual({ t: "hint", index: 2, letter: "q" });
    expect(() => parseReveal({ t: "hint", index: 5, letter: "q" })).toThrow(IllegalMoveError);
    expect(() => parseReveal({ t: "marks", marks: ["correct"] })).toThrow(IllegalMoveError);
    expect(() => parseReveal({ t: "marks", marks: Array(5).fill("green") })).toThrow(IllegalMoveError);
  });
});

describe("replay", () => {
  it("gives the same state in the frame (answers through JSON) as on the server, for any legal moves", () => {
    const step = fc.record({ pick: fc.nat(), powerup: fc.constantFrom<"MG" | "HI" | null>(null, null, null, "MG", "HI") });
    fc.assert(
      fc.property(fc.string(), fc.array(step, { maxLength: 20 }), (secretSeed, steps) => {
        let server = rules.newGame("public", {});
        let frame = rules.newGame("public", {});
        for (const { pick, powerup } of steps) {
          const legal = rules.legalMoves(server);
          if (legal.length === 0) break;
          const wanted = powerup ? legal.find((move) => move.t === "powerup" && move.id === powerup) : undefined;
          const move = wanted ?? legal[pick % legal.length]!;
          const played = serverPlays(secretSeed, server, move);
          server = played.state;
          frame = rules.apply(frame, rules.parseMove(JSON.parse(JSON.stringify(move))), parseReveal(JSON.parse(JSON.stringify(played.reveal))));
          expect(frame).toEqual(server);
          const status = rules.status(server);
          expect(status.score).toBeGreaterThanOrEqual(0);
          if (status.phase !== "playing") expect(server.answer).toBe(secretOf(secretSeed).answer);
        }
      }),
      { numRuns: 40 },
    );
  });
});
