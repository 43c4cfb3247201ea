/** What the service worker and the page agree on (client/offline/sw.ts, client/offline/serviceWorker.ts, api/http/clientPages.ts). */

/** The unrendered index.html the server answers for offline use (api/http/clientPages.ts). */
export const APP_SHELL_URL = "/app-shell.html";
/** Where the worker is served; its scope is the whole portal. */
export const SERVICE_WORKER_URL = "/sw.js";
