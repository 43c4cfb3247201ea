import { watch, type FSWatcher } from "node:fs";
import type { Database } from "../database/prisma.ts";
import type { PortalEvents } from "../events.ts";
import { gameRegistry } from "../../games/registry.ts";
import { buildStoreCatalog, type LiveStoreCatalog } from "../store/storeCatalog.ts";
import { currentDataDate } from "./catalog.ts";
import { readCatalogFiles, useCatalogFiles } from "./catalogFiles.ts";
import { loadCatalog } from "./loadCatalog.ts";

/** Editors save in bursts (temp file, rename, chmod...): one reload once the folder has been quiet this long. */
export const CATALOG_RELOAD_DEBOUNCE_MS = 200;

/**
 * What this process's watcher last did, for the operator's console (api/admin/content.ts): one
 * record per portal process, written by the watcher and read by the GraphQL context.
 */
export interface CatalogReloadStatus {
  /** When this process last reloaded the catalog files after a change in the folder; null: not since it started. */
  lastReloadAt: Date | null;
  /** The last reload that failed (or the watch that stopped), with its message; null: none since the process started. */
  lastError: { at: Date; message: string } | null;
}

export function createCatalogReloadStatus(): CatalogReloadStatus {
  return { lastReloadAt: null, lastError: null };
}

export interface CatalogWatcherOptions {
  dataDir: string;
  db: Database;
  store: LiveStoreCatalog;
  events: PortalEvents;
  /** Lines for the debug log (a reload that happened). */
  log: (line: string) => void;
  /** Lines the operator must see (a catalog file that could not be used). */
  warn: (line: string) => void;
  /** Where each reload's outcome is recorded (the console's Content page reads it). */
  status?: CatalogReloadStatus;
}

export interface CatalogWatcher {
  /** Stops watching and waits for a reload in progress, so the database can be closed after it. */
  close(): Promise<void>;
}

/**
 * The data files follow the server's data date (docs/product/pages.md#catalog-updates). Watches the catalog folder and, when a JSON
 * file in it changes, reads the whole catalog again, loads it into the database, swaps the store's
 * prices, the challenge pool and the chat rooms, and publishes the new data date. A catalog that cannot be read or loaded is reported and
 * ignored: the previous catalog stays in force.
 */
export function watchCatalog(options: CatalogWatcherOptions): CatalogWatcher {
  const { dataDir, db, store, events, log } = options;
  const status = options.status ?? createCatalogReloadStatus();
  // A problem is recorded for the console (`recorded`: its message there) as well as written to the log.
  const warn = (line: string, recorded: string = line) => {
    status.lastError = { at: new Date(), message: recorded };
    options.warn(line);
  };
  let closed = false;
  let timer: NodeJS.Timeout | undefined;
  let queued = false;
  let reloads: Promise<void> = Promise.resolve();
  // Another process on the same database may have loaded the files first (then this reload changes
  // nothing): the data date still moved, and this process's caches and pages must hear of it.
  let knownDataDate: number | undefined;
  currentDataDate(db).then(
    (dataDate) => (knownDataDate ??= dataDate.getTime()),
    () => {},
  );

  const reload = async () => {
    try {
      const files = await readCatalogFiles(dataDir);
      const result = await loadCatalog(db, files);
      store.replace(buildStoreCatalog(files.store, files.games, gameRegistry));
      useCatalogFiles(dataDir, files);
      const moved = result.changed || (knownDataDate !== undefined && knownDataDate !== result.dataDate.getTime());
      knownDataDate = result.dataDate.getTime();
      status.lastReloadAt = new Date();
      if (!moved) return;
      log(`Catalog reloaded from ${dataDir}; data date ${result.dataDate.toISOString()}.`);
      events.publish("dataDateChanged", result.dataDate);
    } catch (error) {
      warn(`The catalog in ${dataDir} was not reloaded, the previous one stays in force: ${(error as Error).message}`, (error as Error).message);
    }
  };

  // Reloads run one at a time; changes seen during one reload lead to exactly one more.
  const queueReload = () => {
    if (closed || queued) return;
    queued = true;
    reloads = reloads.then(() => {
      queued = false;
      return closed ? undefined : reload();
    });
  };

  // The folder, not each file: editors that save by writing a temp file and renaming it over the
  // original replace the file, which would end a watch on the file itself.
  let watcher: FSWatcher | undefined;
  try {
    watcher = watch(dataDir, { persistent: false }, (_event, name) => {
      if (name !== null && !name.endsWith(".json")) return;
      clearTimeout(timer);
      timer = setTimeout(queueReload, CATALOG_RELOAD_DEBOUNCE_MS);
    });
    watcher.on("error", (error) => warn(`Stopped watching ${dataDir} for catalog changes: ${error.message}`));
  } catch (error) {
    warn(`Cannot watch ${dataDir} for catalog changes; restart the server to load changes: ${(error as Error).message}`);
  }

  return {
    close: async () => {
      closed = true;
      clearTimeout(timer);
      watcher?.close();
      await reloads;
    },
  };
}
