import { randomBytes } from "node:crypto";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { ROOT_DIR, type PortalConfig } from "../config.ts";

/** BETTER_AUTH_SECRET, or a secret generated on first start and kept (git-ignored) for the next. */
export function resolveAuthSecret(config: PortalConfig): string {
  if (config.authSecret) return config.authSecret;
  const file = path.join(ROOT_DIR, ".portal-secret");
  if (existsSync(file)) return readFileSync(file, "utf8").trim();
  const secret = randomBytes(32).toString("base64url");
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}
