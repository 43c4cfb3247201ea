/**
 * The postMessage bridge between a game frame and the portal page that hosts it (same origin).
 * Both sides import this module: the messages are typed here once and every received message is
 * parsed, because any window can post to any other. Receivers also check event.origin and
 * event.source (see `fromFrame` / `fromHost`).
 */
import * as z from "zod/mini";

/** Marks our messages apart from others on the same window (extensions, dev tools). */
const CHANNEL = "playden-game";

/** The player's sound settings (the game shell's sound/settings.ts): on or off, volume 0 to 100. */
const sound = { on: z.boolean(), volume: z.int().check(z.minimum(0), z.maximum(100)) };

const frameMessage = z.discriminatedUnion("type", [
  z.object({ channel: z.literal(CHANNEL), type: z.literal("ready"), game: z.string() }),
  z.object({ channel: z.literal(CHANNEL), type: z.literal("started"), game: z.string(), session: z.string() }),
  z.object({ channel: z.literal(CHANNEL), type: z.literal("openStore"), itemId: z.string() }),
  z.object({ channel: z.literal(CHANNEL), type: z.literal("requestSignIn") }),
  z.object({ channel: z.literal(CHANNEL), type: z.literal("walletMaybeChanged") }),
  z.object({ channel: z.literal(CHANNEL), type: z.literal("backToGames") }),
  z.object({ channel: z.literal(CHANNEL), type: z.literal("soundChanged"), ...sound }),
]);

const hostMessage = z.discriminatedUnion("type", [
  z.object({ channel: z.literal(CHANNEL), type: z.literal("wallet"), gems: z.number(), tokens: z.number() }),
  z.object({ channel: z.literal(CHANNEL), type: z.literal("storeClosed"), itemId: z.string(), purchased: z.boolean() }),
  z.object({ channel: z.literal(CHANNEL), type: z.literal("signedIn") }),
  z.object({ channel: z.literal(CHANNEL), type: z.literal("showHelp") }),
  z.object({ channel: z.literal(CHANNEL), type: z.literal("sound"), ...sound }),
]);

type Stamped<T> = T extends unknown ? Omit<T, "channel"> : never;

/** frame -> host: ready, started (a session began), openStore, requestSignIn, walletMaybeChanged, backToGames, soundChanged (the player's new sound settings, to save). */
export type FrameMessage = Stamped<z.infer<typeof frameMessage>>;
/** host -> frame: wallet, storeClosed, signedIn, showHelp (the play bar's How to play), sound (a signed-in player's saved sound settings). */
export type HostMessage = Stamped<z.infer<typeof hostMessage>>;

interface Received {
  origin: string;
  source: MessageEventSource | null;
  data: unknown;
}

/** A message from `frame` (the game's contentWindow) to the host page at `origin`, or null. */
export function fromFrame(event: Received, frame: Window | null | undefined, origin: string): FrameMessage | null {
  if (frame == null || event.source !== frame || event.origin !== origin) return null;
  const parsed = frameMessage.safeParse(event.data);
  return parsed.success ? parsed.data : null;
}

/** A message from the host page (`parent`) to this frame at `origin`, or null. */
export function fromHost(event: Received, parent: Window, origin: string): HostMessage | null {
  if (event.source !== parent || event.origin !== origin) return null;
  const parsed = hostMessage.safeParse(event.data);
  return parsed.success ? parsed.data : null;
}

export function toHost(parent: Window, origin: string, message: FrameMessage): void {
  parent.postMessage({ channel: CHANNEL, ...message }, origin);
}

export function toFrame(frame: Window, origin: string, message: HostMessage): void {
  frame.postMessage({ channel: CHANNEL, ...message }, origin);
}
