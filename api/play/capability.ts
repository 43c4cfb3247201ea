import { createHmac, timingSafeEqual } from "node:crypto";
import { z } from "zod";
import type { OperationName } from "../../games/sdk/operations.ts";
import type { Viewer, ViewerStatus } from "../auth/viewer.ts";
import { directSql } from "../database/directSql.ts";
import { GameError, rulesFor, type PlayEnvironment } from "./environment.ts";

/**
 * A game frame's capability: what the host page hands the game it frames, instead of the player's
 * session. It is a short-lived token, signed with the server's secret, bound to one player (and
 * the sign-in session they came with), one game and, once the game has one, one game session. A
 * request that carries it may run only the Game SDK's operations for that game and session, as
 * that player; it ends when it expires or when the player's sign-in session ends.
 */

/** How long a capability lasts; the game asks its host page for a new one when it runs out. */
export const GAME_CAPABILITY_LIFETIME_MS = 15 * 60 * 1000;

const claimsSchema = z.object({
  v: z.literal(1),
  /** The player (null for a visitor with none). */
  u: z.string().nullable(),
  st: z.enum(["LOGGED_IN", "TEMPORARY", "ANONYMOUS"]),
  /** The sign-in session the player came with (null for a visitor). */
  a: z.string().nullable(),
  /** The game's 3-letter code. */
  g: z.string(),
  /** The game session, or null before the game has started one. */
  s: z.string().nullable(),
  /** Expiry, epoch milliseconds. */
  exp: z.number(),
});

export interface GameCapabilityClaims {
  userId: string | null;
  status: ViewerStatus;
  authSessionId: string | null;
  game: string;
  session: string | null;
  expiresAt: Date;
}

export interface GameCapability {
  token: string;
  expiresAt: Date;
}

/** Why a capability was refused; each is a 401 with its own code, so the game knows to ask for a new one. */
export class CapabilityRefusal extends Error {
  constructor(
    readonly code: "CAPABILITY_REQUIRED" | "CAPABILITY_INVALID" | "CAPABILITY_EXPIRED" | "CAPABILITY_SCOPE",
    message: string,
  ) {
    super(message);
  }
}

const PREFIX = "gc1.";

/** The capability key of each secret seen (a process has one or two), derived once: every frame request checks a signature. */
const capabilityKeys = new Map<string, Buffer>();
/** Keys kept at most: a process that is handed ever new secrets (tests start many portals) forgets the oldest. */
const CAPABILITY_KEYS_KEPT = 8;

function signature(secret: string, payload: string): Buffer {
  let key = capabilityKeys.get(secret);
  if (key === undefined) {
    // A key of its own, so a capability can never pass for anything else the secret signs.
    key = createHmac("sha256", secret).update("playden game capability").digest();
    // A Map keeps insertion order: the first key is the oldest.
    const oldest = capabilityKeys.keys().next();
    if (capabilityKeys.size >= CAPABILITY_KEYS_KEPT && !oldest.done) capabilityKeys.delete(oldest.value);
    capabilityKeys.set(secret, key);
  }
  return createHmac("sha256", key).update(payload).digest();
}

export function signGameCapability(secret: string, claims: GameCapabilityClaims): string {
  const payload = Buffer.from(
    JSON.stringify({ v: 1, u: claims.userId, st: claims.status, a: claims.authSessionId, g: claims.game, s: claims.session, exp: claims.expiresAt.getTime() }),
  ).toString("base64url");
  return `${PREFIX}${payload}.${signature(secret, payload).toString("base64url")}`;
}

/** The claims of a well-signed, unexpired token; anything else is a CapabilityRefusal. */
export function readGameCapability(secret: string, token: string, now: Date): GameCapabilityClaims {
  // Made only when refused: an Error's stack costs more than the whole check of a good token.
  const invalid = () => new CapabilityRefusal("CAPABILITY_INVALID", "This game's capability is not valid: reload the game.");
  if (!token.startsWith(PREFIX) || token.length > 2048) throw invalid();
  const [payload, signed, ...rest] = token.slice(PREFIX.length).split(".");
  if (payload === undefined || signed === undefined || rest.length > 0) throw invalid();
  // Compared as text: base64url decoding ignores stray characters and a last digit's spare bits, so bytes would let edited tokens pass.
  const expected = Buffer.from(signature(secret, payload).toString("base64url"));
  const given = Buffer.from(signed);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw invalid();
  let parsed: z.infer<typeof claimsSchema>;
  try {
    parsed = claimsSchema.parse(JSON.parse(Buffer.from(payload, "base64url").toString("utf8")));
  } catch {
    throw invalid();
  }
  if (parsed.exp <= now.getTime()) throw new CapabilityRefusal("CAPABILITY_EXPIRED", "This game's capability has expired: the game asks for a new one.");
  return { userId: parsed.u, status: parsed.st, authSessionId: parsed.a, game: parsed.g, session: parsed.s, expiresAt: new Date(parsed.exp) };
}

/**
 * A capability for the viewer (the host page, with the player's own session) to hand to a frame of
 * `game`, bound to `session` when given: that session must be the viewer's, of that game.
 */
export async function grantGameCapability(env: PlayEnvironment, viewer: Viewer, input: { game: string; session?: string | null }): Promise<GameCapability> {
  const rules = rulesFor(env, input.game);
  const session = input.session ?? null;
  if (session !== null) {
    const row = await env.db.gameSession.findUnique({ where: { id: session }, select: { userId: true, gameId: true } });
    if (!row || row.gameId !== rules.code) throw new GameError("NOT_FOUND", "There is no such game session of this game.");
    // A visitor's session is anyone's who holds its id, as for its moves (play.ts, loadSession).
    if (row.userId !== null && row.userId !== viewer.userId) throw new GameError("NOT_YOURS", "This game session belongs to another player.");
  }
  const expiresAt = new Date(env.now().getTime() + GAME_CAPABILITY_LIFETIME_MS);
  const claims: GameCapabilityClaims = {
    userId: viewer.userId,
    status: viewer.userId === null ? "ANONYMOUS" : viewer.status,
    authSessionId: viewer.userId === null ? null : (viewer.authSessionId ?? null),
    game: rules.code,
    session,
    expiresAt,
  };
  return { token: signGameCapability(env.secret, claims), expiresAt };
}

/**
 * The viewer a frame's request acts as: the capability's player, while their sign-in session
 * lasts. Frames never see the player's email or name.
 */
export async function frameViewer(env: PlayEnvironment, token: string): Promise<{ viewer: Viewer; claims: GameCapabilityClaims }> {
  const now = env.now();
  const claims = readGameCapability(env.secret, token, now);
  if (claims.userId !== null) {
    // Every frame request asks this, so it is one prepared statement on the bare pool (issue 31).
    const [signIn] =
      claims.authSessionId === null
        ? []
        : await directSql(env.db).$queryRaw<{ userId: string; expiresAt: Date }[]>`SELECT "userId", "expiresAt" FROM "session" WHERE id = ${claims.authSessionId}`;
    if (!signIn || signIn.userId !== claims.userId || signIn.expiresAt <= now) {
      throw new CapabilityRefusal("CAPABILITY_EXPIRED", "The player's sign-in has ended: the game asks for a new capability.");
    }
  }
  return { viewer: { status: claims.status, userId: claims.userId, email: null, name: null }, claims };
}

/** What each SDK operation is bound to: the capability's game, or its game session. */
const OPERATION_SCOPE: Readonly<Record<OperationName, "game" | "session">> = {
  SdkStartGame: "game",
  SdkSavedGame: "game",
  SdkPowerups: "game",
  SdkGameStats: "game",
  SdkWonOptions: "game",
  SdkOwnedPacks: "game",
  SdkGarden: "game",
  SdkPlant: "game",
  SdkMovePlant: "game",
  SdkRemovePlant: "game",
  SdkGameMove: "session",
  SdkSaveGame: "session",
  SdkUsePowerup: "session",
  SdkFinishGame: "session",
};

const gameVariables = z.union([z.object({ game: z.string() }), z.object({ input: z.object({ game: z.string() }) })]);
const sessionVariables = z.object({ input: z.object({ session: z.string() }) });

/**
 * Refuses an SDK operation outside the capability: another game, another session, or any
 * operation that is not the SDK's. `sessionIdOf` reads a GameSession's global id (null for any other).
 */
export function checkFrameOperation(
  claims: GameCapabilityClaims,
  operation: string | undefined,
  variables: unknown,
  sessionIdOf: (globalId: string) => string | null,
): void {
  const scope = operation !== undefined && Object.hasOwn(OPERATION_SCOPE, operation) ? OPERATION_SCOPE[operation as OperationName] : undefined;
  if (scope === undefined) throw new CapabilityRefusal("CAPABILITY_SCOPE", "A game frame may only run the Game SDK's operations.");
  if (scope === "game") {
    const parsed = gameVariables.safeParse(variables);
    const game = parsed.success ? ("game" in parsed.data ? parsed.data.game : parsed.data.input.game) : undefined;
    if (game?.toUpperCase() !== claims.game) throw new CapabilityRefusal("CAPABILITY_SCOPE", `This game's capability is for ${claims.game} only.`);
    return;
  }
  const parsed = sessionVariables.safeParse(variables);
  const session = parsed.success ? sessionIdOf(parsed.data.input.session) : null;
  if (claims.session === null || session !== claims.session) {
    throw new CapabilityRefusal("CAPABILITY_SCOPE", "This game's capability is for another game session: the game asks for one for this session.");
  }
}
