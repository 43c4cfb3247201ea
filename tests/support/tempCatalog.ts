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

export async function createTempCatalog(): Promise<TempCatalog> {
  const dir = await mkdtemp(path.join(os.tmpdir(), "portal-catalog-"));
  await cp(DATA_DIR, dir, { recursive: true });
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
