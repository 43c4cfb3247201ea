/**
 * The contract every game's `rules.ts` fulfils. The same module runs in the game's frame (to
 * play) and on the server (to replay a finished game's move log and decide win, score and
 * reward), so it is pure: no DOM, no clock, no Math.random, no I/O. Randomness comes only from
 * the seed (see random.ts).
 */

export type GamePhase = "playing" | "won" | "lost";

export interface GameStatus {
  phase: GamePhase;
  /** The score so far (or final); never negative. */
  score: number;
  /** Why a lost game was lost, in a sentence a player reads ("No guesses left."). */
  reason?: string;
}

/** Thrown by `apply` (and `parseMove`) for a move that is not allowed; the message says why. */
export class IllegalMoveError extends Error {
  override name = "IllegalMoveError";
}

/** What a finished session knows beyond its moves, for rules whose final score counts time. */
export interface FinishFacts {
  /** Milliseconds from start to finish, less the time frozen by powerups the server recorded. */
  playedMs: number;
}

/**
 * Hidden information (a Word Hunch answer, a memory card's face): the server holds a secret
 * derived from a seed the client never sees, answers each move with what that move reveals,
 * and the client applies the move together with the server's answer. The replay at finish
 * recomputes every answer from the secret, so a forged answer changes nothing.
 */
export interface HiddenInformation<State, Move, Secret, Reveal> {
  /** The secret, from the server-only seed. */
  secret(secretSeed: string, options: unknown): Secret;
  /** What `move` reveals, given the secret and the state before the move. */
  reveal(secret: Secret, state: State, move: Move): Reveal;
}

/** A count of one of the game's own store items (Solitaire Gardens' Seeds) that a finished game earns. */
export interface ItemReward {
  /** The item's id in the game's store powerups ("SE"). */
  itemId: string;
  count: number;
}

export interface GameRules<State, Move, Options, Secret = never, Reveal = never> {
  /** The game's 3-letter id in the catalog ("KLO"). */
  readonly code: string;
  /** Bumped whenever the same moves would replay differently; stored on each session. */
  readonly version: number;
  /** Checks options coming from a client; throws a RangeError with a clear message. */
  parseOptions(raw: unknown): Options;
  /** Checks a move's shape coming from a client; throws IllegalMoveError. */
  parseMove(raw: unknown): Move;
  /**
   * The picture or city pack (an id of the game's packs in store_images.json) these options play;
   * the server starts them only for players who own it. Absent or null: no pack needed.
   */
  packOf?(options: Options): string | null;
  /** Packs everyone may play although the store sells them (a first city to try). Price-0 packs are free anyway. */
  readonly freePacks?: readonly string[];
  /** A new game from the (public) seed. For hidden-information games it holds no secret. */
  newGame(seed: string, options: Options): State;
  /** Every move allowed now (used by hints, solvers and property tests). */
  legalMoves(state: State): Move[];
  /** The state after `move`; throws IllegalMoveError when it is not allowed. Never mutates `state`. */
  apply(state: State, move: Move, reveal?: Reveal): State;
  status(state: State): GameStatus;
  /** The powerup a move spends ("MC"), or null for an ordinary move. */
  powerupOf(move: Move): string | null;
  /** Milliseconds of clock a powerup stops (Freeze: 30,000); 0 for others. */
  frozenMsOf?(powerupId: string): number;
  /** The final score once finished, when time counts; otherwise `status(state).score`. */
  finalScore?(state: State, facts: FinishFacts): number;
  /** What the final score adds to the status's score, as the win panel names it ("Time bonus"); "Bonus" when absent. */
  readonly bonusName?: string;
  /**
   * What a finished game earns of the game's own store item, won or lost (null: nothing). The
   * server pays it once, in the finish's transaction, when the finish is verified.
   */
  itemReward?(state: State, facts: FinishFacts): ItemReward | null;
  /** The least time a person could have needed for these moves; faster finishes pay nothing. */
  minimumHumanMs(moveCount: number): number;
  readonly hidden?: HiddenInformation<State, Move, Secret, Reveal>;
}

/**
 * A game's rules with its types erased, as the server's registry holds them. Method syntax above
 * keeps this assignable from every game's own rules; values pass between its methods unchanged.
 */
export type AnyGameRules = GameRules<unknown, unknown, unknown, unknown, unknown>;
