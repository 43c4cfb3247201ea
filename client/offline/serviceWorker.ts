/**
 * The page's side of the service worker (client/offline/sw.ts): registers it in production
 * builds, looks for a new version now and then, and tells the status bar when one waits. A new
 * version takes over only when the player presses "Reload" (a game in progress is not reloaded
 * under them); then this page reloads once the new worker controls it.
 */
import { Workbox } from "workbox-window";
import { SERVICE_WORKER_URL } from "../../shared/serviceWorker.ts";

/** How often an open page asks whether a new version is out (besides when it comes back to view). */
const CHECK_EVERY_MS = 30 * 60 * 1000;
/** How long "Reload" waits for the new version to take over before reloading anyway. */
const TAKEOVER_WAIT_MS = 3000;
/** Set in this tab when the player presses "Reload"; cleared once a page loads with no version waiting. */
const UPDATE_ASKED_KEY = "playden.update-asked";

function updateAsked(asked?: boolean): boolean {
  try {
    if (asked === true) sessionStorage.setItem(UPDATE_ASKED_KEY, "1");
    if (asked === false) sessionStorage.removeItem(UPDATE_ASKED_KEY);
    return sessionStorage.getItem(UPDATE_ASKED_KEY) !== null;
  } catch {
    return false;
  }
}

export interface ServiceWorkerState {
  /** A new version is installed and waits for the player's "Reload". */
  updateWaiting: boolean;
  /** The portal's files are kept on this device: it opens offline. */
  offlineReady: boolean;
}

let state: ServiceWorkerState = { updateWaiting: false, offlineReady: false };
const listeners = new Set<() => void>();
let workbox: Workbox | null = null;

function setState(next: Partial<ServiceWorkerState>): void {
  state = { ...state, ...next };
  for (const listener of listeners) listener();
}

export function serviceWorkerState(): ServiceWorkerState {
  return state;
}

export function onServiceWorkerState(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Registers the worker; development builds (Vite's dev server) have none. */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || typeof navigator === "undefined" || !("serviceWorker" in navigator)) return;
  // The worker's script is always asked of the server, never of the HTTP cache: an update shows at once.
  const wb = new Workbox(SERVICE_WORKER_URL, { scope: "/", updateViaCache: "none" });
  workbox = wb;
  wb.addEventListener("waiting", () => setState({ updateWaiting: true }));
  wb.addEventListener("activated", (event) => {
    if (!event.isUpdate) setState({ offlineReady: true });
  });
  void wb
    .register()
    .then(async (registration) => {
      if (registration?.active) setState({ offlineReady: true });
      const waiting = registration?.waiting;
      if (!waiting || !navigator.serviceWorker.controller) {
        updateAsked(false);
        return;
      }
      if (!updateAsked()) {
        // A new version waits from an earlier visit: the player decides when.
        setState({ updateWaiting: true });
        return;
      }
      // The player pressed Reload, and the page came back before the new version took over: it
      // takes over now and the page reloads with it, or the prompt comes back if it is held back.
      navigator.serviceWorker.addEventListener("controllerchange", () => window.location.reload(), { once: true });
      waiting.postMessage({ type: "SKIP_WAITING" });
      window.setTimeout(() => setState({ updateWaiting: true }), TAKEOVER_WAIT_MS);
    })
    .catch((error: unknown) => console.warn("The service worker could not be registered", error));
  const check = () => {
    if (navigator.onLine) void wb.update().catch(() => {});
  };
  setInterval(check, CHECK_EVERY_MS);
  document.addEventListener("visibilitychange", () => {
    if (document.visibilityState === "visible") check();
  });
}

/** Asks whether a new version is out now (the tests' and the status bar's "Check for updates"). */
export function checkForUpdate(): Promise<void> {
  return workbox ? workbox.update() : Promise.resolve();
}

/**
 * The player pressed "Reload": the waiting version takes over, then the page reloads with it.
 * The game frame's moves are saved as they are made, so a game resumes where it was.
 */
export function reloadToUpdate(): void {
  const wb = workbox;
  if (!wb || !state.updateWaiting) {
    window.location.reload();
    return;
  }
  wb.addEventListener("controlling", () => window.location.reload());
  updateAsked(true);
  wb.messageSkipWaiting();
  // Chromium may hold the new worker back while the old one still has work for this page (it then
  // stays "installed" for good): reloading ends that work, and the new worker takes over the page
  // as it activates. The player pressed Reload; the page reloads either way.
  window.setTimeout(() => window.location.reload(), TAKEOVER_WAIT_MS);
}
