import type { Database } from "../database/prisma.ts";
import type { PortalEvents } from "../events.ts";
import type { StoreCatalog, StoreFiles } from "../store/storeCatalog.ts";
import { currentDataDate } from "./catalog.ts";

/**
 * The catalog changes only with the data date (docs/product/pages.md#catalog-updates), so whatever is computed from it (the .dat
 * files, public catalog answers, the page description) is computed once per edition and kept in
 * memory. An edition is a data date plus the store files in force: a reload commits the new data
 * date a moment before the server swaps in the new store files, so both are checked.
 */
export interface CatalogEdition {
  dataDate: Date;
  storeFiles: StoreFiles;
}

export interface CatalogCache {
  /** The edition in force; the database is asked once, then reloads announce the next ones. */
  edition(): Promise<CatalogEdition>;
  /**
   * `build`'s value for `key` in the edition in force, built at most once per edition (concurrent
   * callers share one build; a failed build is not kept).
   */
  memo<T>(key: string, build: (edition: CatalogEdition) => Promise<T> | T): Promise<T>;
  /** What `set` (or `memo`) keeps for `key` in the edition in force. */
  get<T>(key: string): Promise<T | undefined>;
  /** Keeps `value`, computed in `edition`, unless another edition is in force by now. */
  set(key: string, value: unknown, edition: CatalogEdition): void;
}

/** Enough for every catalog page's answers many times over; beyond it the oldest entries go. */
export const CATALOG_CACHE_ENTRIES = 2000;

export function createCatalogCache(db: Database, store: StoreCatalog, events: PortalEvents, maxEntries = CATALOG_CACHE_ENTRIES): CatalogCache {
  let dataDate: Promise<Date> | undefined;
  let entriesFor: { dataDate: Date; storeFiles: StoreFiles } | undefined;
  const entries = new Map<string, Promise<unknown>>();

  void (async () => {
    for await (const next of events.subscribe("dataDateChanged")) {
      dataDate = Promise.resolve(next);
      entries.clear();
    }
  })();

  const readDataDate = () => {
    dataDate ??= currentDataDate(db).catch((error: unknown) => {
      dataDate = undefined;
      throw error;
    });
    return dataDate;
  };

  const edition = async (): Promise<CatalogEdition> => ({ dataDate: await readDataDate(), storeFiles: store.files });

  /** Drops the entries of a past edition. */
  const entriesOf = (current: CatalogEdition) => {
    if (entriesFor?.dataDate !== current.dataDate || entriesFor.storeFiles !== current.storeFiles) {
      entries.clear();
      entriesFor = { dataDate: current.dataDate, storeFiles: current.storeFiles };
    }
    return entries;
  };

  const keep = (map: Map<string, Promise<unknown>>, key: string, value: Promise<unknown>) => {
    map.set(key, value);
    if (map.size > maxEntries) map.delete(map.keys().next().value as string);
  };

  return {
    edition,
    get: async <T>(key: string): Promise<T | undefined> => entriesOf(await edition()).get(key) as Promise<T> | undefined,
    set: (key, value, at) => {
      if (entriesFor?.dataDate === at.dataDate && entriesFor.storeFiles === at.storeFiles && store.files === at.storeFiles) {
        keep(entries, key, Promise.resolve(value));
      }
    },
    memo: async <T>(key: string, build: (edition: CatalogEdition) => Promise<T> | T): Promise<T> => {
      const current = await edition();
      const map = entriesOf(current);
      const cached = map.get(key);
      if (cached) return cached as Promise<T>;
      const promise: Promise<T> = (async () => build(current))().catch((error: unknown) => {
        if (map.get(key) === promise) map.delete(key);
        throw error;
      });
      keep(map, key, promise);
      return promise;
    },
  };
}
