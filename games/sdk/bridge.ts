/**
 * The postMessage bridge between a game frame and the portal page that hosts it. The frame runs
 * sandboxed (an opaque origin, "null") or at the play origin, never at the portal's. Both sides
 * import this module: the messages are typed here once and every received message is parsed,
 * because any window can post to any other. Receivers also check event.origin and event.source
 * (see `fromFrame` / `fromHost`).
 */
import * as z from "zod/mini";

/** Marks our messages apart from others on the same window (extensions, dev tools). */
const CHANNEL = "playden-game";

/** The player's sound settings (the game shell's sound/settings.ts): on or off, volume 0 to 100, music on or off. */
const sound = { on: z.boolean(), volume: z.int().check(z.minimum(0), z.maximum(100)), music: z.boolean() };

/** A key of the frame's storage (kept by the host page): `playden.` and a dotted name. */
const storageKey = z.string().check(z.regex(/^playden\.[A-Za-z0-9_.-]{1,120}$/));
/** The largest value the host keeps for a frame (a long game's local save fits many times over). */
export const MAX_FRAME_STORAGE_VALUE = 512 * 1024;
const storageValue = z.string().check(z.maxLength(MAX_FRAME_STORAGE_VALUE));

/** The longest JSON text of one SDK call's variables or answer shown in the development panel. */
export const MAX_SDK_CALL_TEXT = 64 * 1024;
const callText = z.string().check(z.maxLength(MAX_SDK_CALL_TEXT));

/**
 * An offline game's calls go to the host page instead of the network (docs/offline.md): the
 * operation's variables and the host's answer as JSON text, a whole move log at most.
 */
export const MAX_OFFLINE_CALL_TEXT = 1024 * 1024;
const offlineText = z.string().check(z.maxLength(MAX_OFFLINE_CALL_TEXT));
const callId = z.int().check(z.minimum(0));

/** A session dealt from an offline seed (by the host page) has an id of this form: its calls go to the host. */
export const OFFLINE_SESSION_PREFIX = "offline-";

/** The meta tag of an offline frame's document, naming the portal's origin (a srcdoc frame's own address is about:srcdoc). */
export const OFFLINE_HOST_META = "playden-offline-host";

const frameMessage = z.discriminatedUnion("type", [
  z.object({ channel: z.literal(CHANNEL), type: z.literal("ready"), game: z.string() }),
  z.object({ channel: z.literal(CHANNEL), type: z.literal("started"), game: z.string(), session: z.string(), daily: z.boolean(), options: z.json() }),
  z.object({ channel: z.literal(CHANNEL), type: z.literal("openStore"), itemId: z.string() }),
  z.object({ channel: z.literal(CHANNEL), type: z.literal("requestSignIn") }),
  z.object({ channel: z.literal(CHANNEL), type: z.literal("walletMaybeChanged") }),
  z.object({ channel: z.literal(CHANNEL), type: z.literal("backToGames") }),
  z.object({ channel: z.literal(CHANNEL), type: z.literal("soundChanged"), ...sound }),
  z.object({ channel: z.literal(CHANNEL), type: z.literal("capabilityRequest"), session: z.nullable(z.string().check(z.maxLength(200))) }),
  z.object({ channel: z.literal(CHANNEL), type: z.literal("storageSet"), key: storageKey, value: z.nullable(storageValue) }),
  z.object({ channel: z.literal(CHANNEL), type: z.literal("offlineCall"), id: callId, operation: z.string().check(z.maxLength(100)), variables: offlineText }),
  z.object({
    channel: z.literal(CHANNEL),
    type: z.literal("sdkCall"),
    operation: z.string().check(z.maxLength(100)),
    variables: callText,
    status: z.int().check(z.minimum(0), z.maximum(599)),
    answer: callText,
    ms: z.number().check(z.minimum(0)),
  }),
]);

const hostMessage = z.discriminatedUnion("type", [
  z.object({ channel: z.literal(CHANNEL), type: z.literal("wallet"), gems: z.number(), tokens: z.number() }),
  z.object({ channel: z.literal(CHANNEL), type: z.literal("storeClosed"), itemId: z.string(), purchased: z.boolean() }),
  z.object({ channel: z.literal(CHANNEL), type: z.literal("signedIn") }),
  z.object({ channel: z.literal(CHANNEL), type: z.literal("showHelp") }),
  z.object({ channel: z.literal(CHANNEL), type: z.literal("sound"), ...sound }),
  z.object({ channel: z.literal(CHANNEL), type: z.literal("init"), storage: z.record(storageKey, storageValue) }),
  z.object({ channel: z.literal(CHANNEL), type: z.literal("offlineAnswer"), id: callId, answer: offlineText }),
  z.object({
    channel: z.literal(CHANNEL),
    type: z.literal("capability"),
    session: z.nullable(z.string()),
    token: z.nullable(z.string()),
    expiresAt: z.nullable(z.string()),
    message: z.nullable(z.string()),
  }),
]);

type Stamped<T> = T extends unknown ? Omit<T, "channel"> : never;

/**
 * frame -> host: ready, started (a session began, with its options), openStore, requestSignIn, walletMaybeChanged,
 * backToGames, soundChanged (the player's new sound settings, to save), capabilityRequest (a
 * capability for the game, or for its session), storageSet (keep or, with null, forget a value),
 * offlineCall (an SDK operation the host answers for a game played offline), sdkCall (development builds: an SDK call and its answer, for the host page's panel).
 */
export type FrameMessage = Stamped<z.infer<typeof frameMessage>>;
/**
 * host -> frame: wallet, storeClosed, signedIn, showHelp (the play bar's How to play), sound (a
 * signed-in player's saved sound settings), init (the frame's storage, the answer to ready),
 * capability (a token for the session asked, or null and why not), offlineAnswer (the answer to an
 * offlineCall, as the GraphQL endpoint would give it).
 */
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

/** `origin` is the frame's origin: "null" (sandboxed) can only be addressed as "*"; the host checks `frame` is its own frame's window. */
export function toFrame(frame: Window, origin: string, message: HostMessage): void {
  frame.postMessage({ channel: CHANNEL, ...message }, origin === "null" ? "*" : origin);
}

/** Where the host page keeps a frame's storage key: apart from the portal's own keys. */
export function hostStorageKey(key: string): string {
  return `playden.frame:${key}`;
}

/** The frame's storage keys among the host page's keys (`hostStorageKey`'s inverse), or null. */
export function frameStorageKey(hostKey: string): string | null {
  const prefix = "playden.frame:";
  if (!hostKey.startsWith(prefix)) return null;
  const key = hostKey.slice(prefix.length);
  return storageKey.safeParse(key).success ? key : null;
}
