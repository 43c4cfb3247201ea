import { spawn } from "node:child_process";
import path from "node:path";
import { createServer, type ViteDevServer } from "vite";
import { gameFolders } from "../games/gameFolders.ts";

/**
 * A game team's local loop: `npm run play:dev -- <slug>` plays one game inside the real host page
 * of a local portal, with hot reload of the game and the portal, and the host page's panel of
 * every SDK call and its answer (shown by development builds only).
 *
 * Three servers: the API (restarts on change), the portal's Vite server (the host page, proxying
 * /graphql and /api to the API) and the games' Vite server, which is the play origin: the portal
 * frames the game from there, sandboxed as in production.
 */
const ROOT = path.resolve(import.meta.dirname, "..");
const slug = process.argv[2];
const games = gameFolders(path.join(ROOT, "games"));
if (!slug || !games.includes(slug)) {
  console.error(`Usage: npm run play:dev -- <slug>, with one of: ${games.join(", ")}.`);
  process.exit(2);
}

const apiPort = Number(process.env.API_PORT ?? 4000);
const portalPort = Number(process.env.VITE_PORT ?? 5173);
const playPort = Number(process.env.GAMES_VITE_PORT ?? 5174);
const portalUrl = `http://localhost:${portalPort}`;
const playOrigin = `http://localhost:${playPort}`;
// Both Vite configs proxy to the API at API_PORT.
process.env.API_PORT = String(apiPort);

const api = spawn("tsx", ["watch", "--clear-screen=false", "api/main.ts"], {
  cwd: ROOT,
  stdio: "inherit",
  env: { ...process.env, PORT: String(apiPort), PUBLIC_URL: portalUrl, PLAY_ORIGIN: playOrigin },
});

const servers: ViteDevServer[] = [];
let stopping = false;
async function stop(code: number): Promise<void> {
  if (stopping) return;
  stopping = true;
  api.kill("SIGTERM");
  await Promise.allSettled(servers.map((server) => server.close()));
  setTimeout(() => process.exit(code), 3000).unref();
}
api.on("exit", (code) => void stop(code ?? 0));
process.on("SIGINT", () => void stop(0));
process.on("SIGTERM", () => void stop(0));

try {
  // The frame runs sandboxed (Origin "null"): its modules, and its requests through the portal's proxy, are cross-origin.
  servers.push(
    await createServer({
      configFile: path.join(ROOT, "vite.config.ts"),
      // Each server prebundles its own packages: in one cache they would replace each other's.
      cacheDir: path.join(ROOT, "node_modules/.vite/portal"),
      // The API answers a frame's CORS itself (no credentials); Vite's own would refuse Origin null.
      server: { port: portalPort, strictPort: true, cors: false },
    }),
    await createServer({
      configFile: path.join(ROOT, "games/vite.config.ts"),
      cacheDir: path.join(ROOT, "node_modules/.vite/games"),
      server: { port: playPort, strictPort: true, cors: { origin: ["null", portalUrl] } },
    }),
  );
  for (const server of servers) await server.listen();
  console.log(`\n${slug}: open ${portalUrl}/game/${slug}/load (the game's frame comes from ${playOrigin}/play/${slug}/).\n`);
} catch (error) {
  console.error(`The development servers could not start: ${(error as Error).message}`);
  await stop(1);
}
