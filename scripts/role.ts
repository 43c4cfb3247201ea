import { parseArgs } from "node:util";
import { AdminError } from "../api/admin/access.ts";
import { isRoleName, ROLE_NAMES, setRole } from "../api/admin/roles.ts";
import { readConfig } from "../api/config.ts";
import { runningEmbeddedDatabaseUrl } from "../api/database/embeddedDatabase.ts";
import { createDatabaseClient } from "../api/database/prisma.ts";

// The operator's command for console roles, beside a running portal (or with DATABASE_URL set).
const USAGE = `Usage: npm run role -- <email> admin|moderator|none
Gives the account with that email a role in the operator's console (/admin): admin (everything),
moderator (chat moderation, reading players, muting), or none. The change is written to the audit log.`;

const { values, positionals } = parseArgs({ options: { help: { type: "boolean" } }, allowPositionals: true, strict: true });
if (values.help) {
  console.log(USAGE);
  process.exit(0);
}
const [email, roleName] = positionals;
if (!email || !roleName || positionals.length !== 2 || !isRoleName(roleName)) {
  console.error(USAGE);
  process.exit(1);
}
const config = readConfig();
const databaseUrl = config.databaseUrl ?? runningEmbeddedDatabaseUrl(config.embeddedDataDir);
if (!databaseUrl) {
  console.error("No database to write to: start the portal (npm start) or set DATABASE_URL.");
  process.exit(1);
}
const db = createDatabaseClient(databaseUrl);
try {
  const done = await setRole(db, email, ROLE_NAMES[roleName]);
  const was = done.before?.toLowerCase() ?? "none";
  console.log(was === roleName ? `${done.email} already has the role ${roleName}.` : `${done.email}: ${was} -> ${roleName}.`);
} catch (error) {
  if (!(error instanceof AdminError)) throw error;
  console.error(error.message);
  process.exitCode = 1;
} finally {
  await db.$disconnect();
}
