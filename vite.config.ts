import react from "@vitejs/plugin-react";
import path from "node:path";
import type { CodeSplittingGroup } from "rolldown";
import { defineConfig, type Plugin, type UserConfig } from "vite";
import { RELAY_ALIASES, relaySubset } from "./client/relay/relaySubset.ts";
import { precompressedGzip } from "./scripts/vitePrecompressPlugin.ts";
import { relay } from "./scripts/viteRelayPlugin.ts";

const API = `http://localhost:${process.env.API_PORT ?? 4000}`;
const CLIENT = path.resolve(import.meta.dirname, "client");
// CLIENT_DIST_DIR lets a test build elsewhere while other tests serve dist/client.
const CLIENT_DIST = path.resolve(import.meta.dirname, process.env.CLIENT_DIST_DIR ?? "dist/client");

/**
 * The portal's own stylesheet (about 4 KB gzip) goes into index.html as a <style>: the first paint
 * waits for no second request (Lighthouse's render-blocking resource). The file stays in the
 * build (the manifest names it). GraphiQL's page keeps its link.
 */
function inlinePortalCss(): Plugin {
  return {
    name: "inline-portal-css",
    apply: "build",
    transformIndexHtml: {
      order: "post",
      handler(html, context) {
        const bundle = context.bundle;
        if (!bundle || context.filename !== path.join(CLIENT, "index.html")) return html;
        return html.replace(/<link rel="stylesheet" crossorigin href="\/(assets\/[^"]+\.css)">/g, (link: string, file: string) => {
          const asset = bundle[file];
          if (asset?.type !== "asset") return link;
          const css = typeof asset.source === "string" ? asset.source : new TextDecoder().decode(asset.source);
          return css.includes("</") ? link : `<style>${css}</style>`;
        });
      },
    },
  };
}

/**
 * `vite build --ssr`: the renderer of a visitor's first page (client/serverRender.tsx), beside the
 * client's build, where the server loads it from (api/http/serverRendering.ts). Everything is
 * bundled, Relay's subset included, so that the server renders with the very modules the browser runs.
 */
const serverRenderBuild = {
  outDir: path.join(path.dirname(CLIENT_DIST), "server"),
  emptyOutDir: true,
  copyPublicDir: false,
  rolldownOptions: { input: { serverRender: path.join(CLIENT, "serverRender.tsx") } },
};

/**
 * The libraries of the portal's first page in two chunks, React's and Relay's, instead of the
 * half-dozen the automatic split makes of them (it cuts Relay wherever the sets of pages that use
 * its modules differ): fewer requests, and one gzip stream compresses better than several. Relay's
 * chunk takes only the modules the entry and the home page import statically, found in the module
 * graph once it is built; Relay's other modules (pagination, mutations, subscriptions) stay with
 * the code that uses them.
 */
function firstPageLibraries(): { plugin: Plugin; groups: CodeSplittingGroup[] } {
  const firstPage = new Set<string>();
  const plugin: Plugin = {
    name: "first-page-libraries",
    apply: "build",
    buildEnd() {
      firstPage.clear();
      const visit = (id: string) => {
        if (firstPage.has(id)) return;
        firstPage.add(id);
        this.getModuleInfo(id)?.importedIds.forEach(visit);
      };
      FIRST_PAGE_MODULES.forEach(visit);
    },
  };
  const react = /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]|^\0(rolldown|vite)[\\/]/;
  const relay = /[\\/]node_modules[\\/]|^\0(react-relay|relay-runtime)|[\\/]client[\\/]relay[\\/]/;
  return {
    plugin,
    groups: [
      { name: "react", test: react, priority: 2 },
      // Exactly the modules found: a captured module's own imports are found already, or not the first page's.
      { name: "relay", test: (id) => firstPage.has(id) && relay.test(id), priority: 1, includeDependenciesRecursively: false },
    ],
  };
}

/** The modules the first page (the home page) loads at once: the entry's and the home page's. */
const FIRST_PAGE_MODULES = [path.join(CLIENT, "main.tsx"), path.join(CLIENT, "pages/HomePage.tsx")];
const libraries = firstPageLibraries();

/** The portal's client: index.html and GraphiQL's page. */
const clientBuild: UserConfig["build"] = {
  outDir: CLIENT_DIST,
  emptyOutDir: true,
  // bench/bundles.ts reads which files each entry and page loads from it.
  manifest: true,
  // Every browser the portal supports preloads modules itself: no polyfill in the first page.
  modulePreload: { polyfill: false },
  // Two pages: the portal, and GraphiQL (answered at GET /graphql), which only the latter loads.
  rolldownOptions: {
    input: { portal: path.join(CLIENT, "index.html"), graphiql: path.join(CLIENT, "graphiql/index.html") },
    output: { codeSplitting: { groups: libraries.groups } },
    // GraphiQL's packages mark modules "use no memo" for the React Compiler, which this build does not run.
    onLog(level, log, handler) {
      if (log.code === "MODULE_LEVEL_DIRECTIVE" && log.message.includes('"use no memo"')) return;
      handler(level, log);
    },
  },
};

export default defineConfig(({ command, isSsrBuild }) => ({
  root: CLIENT,
  // Only the part of Relay the portal uses (see the file); the dev server serves Relay whole.
  resolve: { alias: command === "build" ? RELAY_ALIASES : [] },
  plugins: [
    relaySubset(path.resolve(import.meta.dirname, "client/__generated__")),
    react(),
    relay(path.resolve(import.meta.dirname, "client/__generated__")),
    inlinePortalCss(),
    libraries.plugin,
    precompressedGzip("portal"),
  ],
  ssr: { noExternal: true },
  // The dev server prebundles the portal's packages; GraphiQL's (Monaco's ?worker imports) it cannot.
  optimizeDeps: { entries: [path.join(CLIENT, "index.html")] },
  build: isSsrBuild ? serverRenderBuild : clientBuild,
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
      // The built games, /play/<slug>/ and their shared /play/assets/ (npm run play:dev serves one
      // from the games' own dev server instead); /play/*.tsx files are the client's own modules.
      "^/play/[^/]+/": API,
      "^/game/[^/]+/summary$": API,
    },
  },
}));
