/**
 * A game frame's link to the portal page that hosts it. The frame runs sandboxed (no storage of
 * its own, no cookies), so the host keeps its storage and hands it the capability its API calls
 * carry. One link per frame: the SDK client and the shell's storage share it.
 */
import { fromHost, OFFLINE_HOST_META, toHost, type FrameMessage, type HostMessage } from "./bridge.ts";
import { GameClientError } from "./transport.ts";

/** A capability as the host granted it (held by its session, "" for the game's own). */
interface Capability {
  token: string;
  expiresAt: number;
}

/** A capability is asked again this long before it runs out. */
const RENEW_BEFORE_MS = 30_000;
/** How long the frame waits for the host's answer to `ready` before playing without it. */
const INIT_PATIENCE_MS = 5_000;
/** How often `ready` is said again while the host has not answered. */
const ANNOUNCE_EVERY_MS = 250;

export interface HostLink {
  /** The host page, or null when the game runs on a page of its own. */
  readonly host: Window | null;
  /** The portal's origin: the host page's, and the API's. */
  readonly portalOrigin: string;
  /** The host wrote this frame for offline play: every SDK call goes to it (`callHost`), none to the network. */
  readonly offline: boolean;
  /** An SDK operation answered by the host page (offline play): the answer's JSON, as the GraphQL endpoint gives it. */
  callHost(operation: string, variables: Record<string, unknown>): Promise<unknown>;
  /** Settles once the host has sent the frame's storage (or at once without a host). */
  readonly ready: Promise<void>;
  /** The frame's storage: the host's copy, read at `ready`; writes go back to the host. */
  readonly storage: Storage;
  /** A capability for `session` (null: any of the game's), asked of the host when none held will do (or `fresh`). */
  capability(session: string | null, options?: { fresh?: boolean }): Promise<string>;
  post(message: FrameMessage): void;
  /** Tells the host the game is ready, again until it answers (a host page may start listening after the frame has loaded). */
  announce(game: string): void;
  /** Listens to the host's messages (already checked for origin, source and shape). */
  listen(listener: (message: HostMessage) => void): () => void;
}

/** A Storage over a Map that tells `onChange` of every write. */
class LinkedStorage implements Storage {
  private readonly items = new Map<string, string>();
  constructor(private readonly onChange: (key: string, value: string | null) => void) {}
  get length() {
    return this.items.size;
  }
  clear() {
    for (const key of [...this.items.keys()]) this.removeItem(key);
  }
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  key(index: number) {
    return [...this.items.keys()][index] ?? null;
  }
  removeItem(key: string) {
    if (!this.items.delete(key)) return;
    this.onChange(key, null);
  }
  setItem(key: string, value: string) {
    this.items.set(key, String(value));
    this.onChange(key, String(value));
  }
  /** The host's copy, taken without echoing it back. */
  load(entries: Record<string, string>) {
    for (const [key, value] of Object.entries(entries)) this.items.set(key, value);
  }
}

/** The portal's origin: the `host` parameter of the frame's address when served from a play origin, else the address's own origin. */
function portalOriginOf(href: string): string {
  const url = new URL(href);
  const named = url.searchParams.get("host");
  if (named) {
    try {
      return new URL(named).origin;
    } catch {
      // A malformed parameter: the frame's own address is the best guess.
    }
  }
  return url.origin;
}

/** An offline frame's host, named by its document (a srcdoc document's own address is about:srcdoc), or null. */
function offlineHostOf(document: Document): string | null {
  const named = document.querySelector(`meta[name="${OFFLINE_HOST_META}"]`)?.getAttribute("content");
  if (!named) return null;
  try {
    return new URL(named).origin;
  } catch {
    return null;
  }
}

function createHostLink(): HostLink {
  const browser = typeof window !== "undefined";
  const host = browser && window.parent !== window ? window.parent : null;
  const offlineHost = browser ? offlineHostOf(window.document) : null;
  const portalOrigin = offlineHost ?? (browser ? portalOriginOf(window.location.href) : "");
  const answers = new Map<number, (answer: unknown) => void>();
  let nextCall = 0;
  const listeners = new Set<(message: HostMessage) => void>();
  const storage = new LinkedStorage((key, value) => post({ type: "storageSet", key, value }));
  // By session ("" for the game's own); any of them serves the game's operations.
  const held = new Map<string, Capability>();
  const waiting = new Map<string, Array<{ resolve: (token: string) => void; reject: (error: Error) => void }>>();
  let markReady = () => {};
  const ready = new Promise<void>((resolve) => (markReady = resolve));

  function post(message: FrameMessage): void {
    if (host) toHost(host, portalOrigin, message);
  }

  if (!host) markReady();
  else {
    // A host that never answers (an old portal page) must not keep the game from starting.
    setTimeout(() => markReady(), INIT_PATIENCE_MS);
    window.addEventListener("message", (event) => {
      const message = fromHost(event, host, portalOrigin);
      if (!message) return;
      // Capabilities name the player: one who has just signed in needs new ones.
      if (message.type === "signedIn") held.clear();
      else if (message.type === "init") {
        storage.load(message.storage);
        markReady();
      } else if (message.type === "offlineAnswer") {
        const settle = answers.get(message.id);
        answers.delete(message.id);
        let answer: unknown = null;
        try {
          answer = JSON.parse(message.answer);
        } catch {
          // Unreadable: the transport reports the answer as unexpected.
        }
        settle?.(answer);
      } else if (message.type === "capability") {
        const key = message.session ?? "";
        const waiters = waiting.get(key) ?? [];
        waiting.delete(key);
        if (message.token !== null && message.expiresAt !== null) {
          held.set(key, { token: message.token, expiresAt: Date.parse(message.expiresAt) });
          for (const waiter of waiters) waiter.resolve(message.token);
        } else {
          const error = new GameClientError("NO_CAPABILITY", message.message ?? "The portal did not let this game play.");
          for (const waiter of waiters) waiter.reject(error);
        }
      }
      for (const listener of listeners) listener(message);
    });
  }

  return {
    host,
    portalOrigin,
    offline: offlineHost !== null,
    callHost(operation, variables) {
      if (!host) return Promise.reject(new GameClientError("NO_HOST", "Open this game from the portal to play it."));
      const id = nextCall++;
      return new Promise((resolve) => {
        answers.set(id, resolve);
        post({ type: "offlineCall", id, operation, variables: JSON.stringify(variables) });
      });
    },
    ready,
    storage,
    capability(session, options) {
      const usable = (capability: Capability | undefined) => capability !== undefined && capability.expiresAt - RENEW_BEFORE_MS > Date.now();
      if (!options?.fresh) {
        const own = held.get(session ?? "");
        if (usable(own)) return Promise.resolve(own!.token);
        // A session's capability serves its game's operations too.
        const any = session === null ? [...held.values()].find(usable) : undefined;
        if (any) return Promise.resolve(any.token);
      }
      if (!host) return Promise.reject(new GameClientError("NO_HOST", "Open this game from the portal to play it."));
      const key = session ?? "";
      return new Promise<string>((resolve, reject) => {
        const waiters = waiting.get(key);
        if (waiters) waiters.push({ resolve, reject });
        else {
          waiting.set(key, [{ resolve, reject }]);
          post({ type: "capabilityRequest", session });
        }
      });
    },
    post,
    announce(game) {
      if (!host) return;
      let answered = false;
      void ready.then(() => (answered = true));
      let tries = 0;
      const tell = () => {
        if (answered || tries++ >= INIT_PATIENCE_MS / ANNOUNCE_EVERY_MS) return;
        post({ type: "ready", game });
        setTimeout(tell, ANNOUNCE_EVERY_MS);
      };
      tell();
    },
    listen(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

let link: HostLink | undefined;

/** This frame's link to its host page (made on first use). */
export function hostLink(): HostLink {
  link ??= createHostLink();
  return link;
}
