import { cp, mkdtemp, readFile, rename, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { DATA_DIR } from "./testDatabase.ts";

/** A private copy of data/ that a test may edit while a server watches it (DATA_DIR). */
export interface TempCatalog {
  dir: string;
  /** Edits a JSON file the way many editors save: write a temp file beside it, then rename it over. */
  editJson<T>(name: string, edit: (json: T) => T): Promise<void>;
  /** Overwrites a file in place with any text (e.g. broken JSON). */
  write(name: string, text: string): Promise<void>;
  remove(): Promise<void>;
}

/**
 * `images: false` copies the JSON files only, for tests that read the catalog's files and never
 * serve its images: the 4 MB of images were most of such a test's time.
 */
export async function createTempCatalog({ images = true }: { images?: boolean } = {}): Promise<TempCatalog> {
  const dir = await mkdtemp(path.join(os.tmpdir(), "portal-catalog-"));
  await cp(DATA_DIR, dir, { recursive: true, filter: (source) => images || path.relative(DATA_DIR, source) !== "img" });
  return {
    dir,
    editJson: async <T>(name: string, edit: (json: T) => T) => {
      const file = path.join(dir, name);
      const json = JSON.parse(await readFile(file, "utf8")) as T;
      const temp = path.join(dir, `.${name}.swp`);
      await writeFile(temp, `${JSON.stringify(edit(json), null, 2)}\n`);
      await rename(temp, file);
    },
    write: (name, text) => writeFile(path.join(dir, name), text),
    remove: () => rm(dir, { recursive: true, force: true }),
  };
}
