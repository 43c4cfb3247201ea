import path from "node:path";
import { fileURLToPath } from "node:url";

/** The repository root: data/, prisma/ and dist/ are found from here. */
export const ROOT_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

export interface PortalConfig {
  /** Product name shown in the header and in page titles. */
  portalName: string;
  port: number;
  /** When undefined, an embedded PostgreSQL is started with its data in `embeddedDataDir`. */
  databaseUrl: string | undefined;
  embeddedDataDir: string;
  dataDir: string;
  clientDistDir: string;
}

export class ConfigError extends Error {}

export function readConfig(env: NodeJS.ProcessEnv = process.env): PortalConfig {
  const port = env.PORT === undefined || env.PORT === "" ? 4000 : Number(env.PORT);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new ConfigError(`PORT must be a whole number between 0 and 65535, not "${env.PORT}".`);
  }
  return {
    portalName: env.PORTAL_NAME?.trim() || "Playden",
    port,
    databaseUrl: env.DATABASE_URL?.trim() || undefined,
    embeddedDataDir: path.resolve(ROOT_DIR, env.EMBEDDED_PG_DIR ?? ".pgdata"),
    dataDir: path.join(ROOT_DIR, "data"),
    clientDistDir: path.join(ROOT_DIR, "dist", "client"),
  };
}
