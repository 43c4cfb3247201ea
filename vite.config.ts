import react from "@vitejs/plugin-react";
import { createRequire } from "node:module";
import path from "node:path";
import { defineConfig, type Plugin } from "vite";
import { relay } from "./scripts/viteRelayPlugin.ts";

const API = `http://localhost:${process.env.API_PORT ?? 4000}`;
const CLIENT = path.resolve(import.meta.dirname, "client");

/**
 * react-relay ships two versions of its fragment hook and picks one per call by
 * RelayFeatureFlags.ENABLE_ACTIVITY_COMPATIBILITY, so a bundle carries both. The flag is on by
 * default and the portal never changes it: its modules get the version the flag picks, the other
 * is left out. Should a Relay upgrade turn the flag off by default, nothing is redirected.
 */
function relayActivityHooksOnly(): Plugin {
  const flags: unknown = createRequire(import.meta.url)("relay-runtime/lib/util/RelayFeatureFlags.js");
  const on = typeof flags === "object" && flags !== null && "ENABLE_ACTIVITY_COMPATIBILITY" in flags && flags.ENABLE_ACTIVITY_COMPATIBILITY === true;
  return {
    name: "relay-activity-hooks-only",
    enforce: "pre",
    resolveId(source, importer) {
      if (!on || source !== "./useFragmentInternal" || !importer?.includes(`${path.sep}react-relay${path.sep}lib${path.sep}relay-hooks${path.sep}`)) return null;
      return path.join(path.dirname(importer), "useFragmentInternal_EXPERIMENTAL.js");
    },
  };
}

export default defineConfig({
  root: CLIENT,
  resolve: {
    // Only the hooks the portal uses, not every module of react-relay's CommonJS (see the file).
    alias: [
      { find: /^react-relay\/hooks$/, replacement: path.join(CLIENT, "relay", "reactRelayHooks.js") },
      { find: /^relay-runtime$/, replacement: path.join(CLIENT, "relay", "relayRuntime.js") },
    ],
  },
  plugins: [
    relayActivityHooksOnly(),
    react(),
    relay(path.resolve(import.meta.dirname, "client/__generated__")),
  ],
  // CLIENT_DIST_DIR lets a test build elsewhere while other tests serve dist/client.
  build: {
    outDir: path.resolve(import.meta.dirname, process.env.CLIENT_DIST_DIR ?? "dist/client"),
    emptyOutDir: true,
    // bench/bundles.ts reads which files each entry and page loads from it.
    manifest: true,
    // Two pages: the portal, and GraphiQL (answered at GET /graphql), which only the latter loads.
    rolldownOptions: {
      input: { portal: path.join(CLIENT, "index.html"), graphiql: path.join(CLIENT, "graphiql/index.html") },
      // GraphiQL's packages mark modules "use no memo" for the React Compiler, which this build does not run.
      onLog(level, log, handler) {
        if (log.code === "MODULE_LEVEL_DIRECTIVE" && log.message.includes('"use no memo"')) return;
        handler(level, log);
      },
    },
  },
  // Monaco's workers (GraphiQL) load parts of themselves on demand: module workers can.
  worker: { format: "es" },
  server: {
    port: Number(process.env.VITE_PORT ?? 5173),
    // The dev server serves the client with hot reload; everything else comes from the API process.
    proxy: {
      "/graphql": { target: API, ws: true },
      "/api": API,
      "/.data": API,
      "/img": API,
      "^/game/[^/]+/summary$": API,
    },
  },
});
