/**
 * Requests from game frames. A game runs in a frame whose origin is never the portal's: the play
 * origin (PLAY_ORIGIN) when one is configured, else a sandbox without allow-same-origin, whose
 * requests say `Origin: null`. Such a request never acts on the player's cookies: it acts only
 * through the game capability it carries (api/play/capability.ts), and may run only the Game
 * SDK's operations. A request carrying a capability is treated the same from anywhere.
 */

/** The origin a sandboxed frame (an opaque origin) names on its requests. */
const SANDBOXED_FRAME_ORIGIN = "null";

/** The origins game frames run at: the sandbox's, and the play origin when there is one. */
export function isGameFrameOrigin(origin: string | undefined, playOrigin: string | undefined): boolean {
  return origin !== undefined && (origin === SANDBOXED_FRAME_ORIGIN || (playOrigin !== undefined && origin === playOrigin));
}

const BEARER = /^Bearer\s+(\S+)$/i;

/** The capability a request carries (`Authorization: Bearer <token>`), or null. */
export function capabilityOf(headers: Headers): string | null {
  const match = BEARER.exec(headers.get("authorization") ?? "");
  return match?.[1] ?? null;
}

/** A request from a game frame, or one acting through a game capability. */
export function isGameFrameRequest(headers: Headers, playOrigin: string | undefined): boolean {
  return capabilityOf(headers) !== null || isGameFrameOrigin(headers.get("origin") ?? undefined, playOrigin);
}

/** What a game frame may send across origins: JSON bodies and its capability, by POST, without credentials. */
export const GAME_FRAME_CORS = { credentials: false, methods: ["POST"], allowedHeaders: ["authorization", "content-type", "accept"], maxAge: 600 } as const;
