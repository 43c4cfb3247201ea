import { parseArgs } from "node:util";
import { ChatError, setModerator } from "../api/chat/chat.ts";
import { readConfig } from "../api/config.ts";
import { runningEmbeddedDatabaseUrl } from "../api/database/embeddedDatabase.ts";
import { createDatabaseClient } from "../api/database/prisma.ts";

// The operator's command for chat moderators, beside a running portal (or with DATABASE_URL set).
const USAGE = `Usage: npm run moderator -- <username> [--revoke]
Makes the player with that username a chat moderator (they can hide messages and mute players
in every room), or with --revoke stops them being one.`;

const { values, positionals } = parseArgs({ options: { revoke: { type: "boolean" }, help: { type: "boolean" } }, allowPositionals: true, strict: true });
if (values.help) {
  console.log(USAGE);
  process.exit(0);
}
const [username] = positionals;
if (!username || positionals.length !== 1) {
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
  const name = await setModerator(db, username, !values.revoke);
  console.log(values.revoke ? `${name} is no longer a chat moderator.` : `${name} is now a chat moderator.`);
} catch (error) {
  if (!(error instanceof ChatError)) throw error;
  console.error(error.message);
  process.exitCode = 1;
} finally {
  await db.$disconnect();
}
