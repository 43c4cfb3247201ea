import path from "node:path";
import { ROOT_DIR } from "../../api/config.ts";

export const MIGRATIONS_DIR = path.join(ROOT_DIR, "prisma", "migrations");
export const DATA_DIR = path.join(ROOT_DIR, "data");
/** The run's migrated database with data/'s catalog loaded, which test files clone. */
export const CATALOG_TEMPLATE = "catalog_template";
