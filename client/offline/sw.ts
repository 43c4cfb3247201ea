/**
 * The portal's service worker (built by client/offline/vite.config.ts into dist/client/sw.js).
 * It precaches the shell (index.html as the app shell, the portal's code and styles, and the
 * icons) so the portal opens with no network, keeps the catalog's files and images it has
 * seen for offline use, and waits to take over until the page says so: the portal shows
 * "New version: reload" and a game in progress is never reloaded under the player.
 */
import { clientsClaim } from "workbox-core";
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute, type PrecacheEntry } from "workbox-precaching";
import { registerRoute, setCatchHandler } from "workbox-routing";
import { NetworkFirst, StaleWhileRevalidate } from "workbox-strategies";
import { APP_SHELL_URL } from "../../shared/serviceWorker.ts";

/** What the build fills in: the shell's files and their revisions. */
declare const __PRECACHE_MANIFEST__: PrecacheEntry[];

/** The few parts of the worker's global scope used here (the DOM library types this project compiles with lack them). */
interface WorkerScope {
  skipWaiting(): Promise<void>;
  addEventListener(type: "message", listener: (event: MessageEvent) => void): void;
}
const scope = self as unknown as WorkerScope;

precacheAndRoute(__PRECACHE_MANIFEST__);
cleanupOutdatedCaches();
// A first install controls the open page at once (nothing older to replace), so it works offline
// from the first visit; an update waits for the page's "reload" (see the message below).
clientsClaim();

// workbox-window's messageSkipWaiting() (client/offline/serviceWorker.ts) says this.
scope.addEventListener("message", (event) => {
  const data: unknown = event.data;
  if (typeof data === "object" && data !== null && "type" in data && data.type === "SKIP_WAITING") void scope.skipWaiting();
});

/** Paths that are never pages: the API, its REST calls, the games' frames and files. */
const NOT_A_PAGE = /^\/(graphql|api|play|qa|\.data|img|healthz|readyz|metrics)(\/|$)/;

// Pages: the server's (rendered, fresh) while online; the precached shell, which routes on the
// client, once the network fails.
registerRoute(
  ({ request, url }) => request.mode === "navigate" && url.origin === location.origin && !NOT_A_PAGE.test(url.pathname),
  new NetworkFirst({ cacheName: "playden-pages", networkTimeoutSeconds: 8, plugins: [{ cacheWillUpdate: async () => null }] }),
);

// The catalog's files and images change with the data date: the kept copy answers at once and
// the network refreshes it, so pictures seen before still show offline.
registerRoute(
  ({ url }) => url.origin === location.origin && /^\/(\.data|img)\//.test(url.pathname),
  new StaleWhileRevalidate({ cacheName: "playden-catalog" }),
);

// Game frames are not here: they are sandboxed (an opaque origin), and a browser never lets a
// service worker control such a frame or see its requests (docs/offline.md, "Left to do").

setCatchHandler(async ({ request }) => {
  if (request.mode === "navigate") return (await matchPrecache(APP_SHELL_URL)) ?? Response.error();
  return Response.error();
});
