import react from "@vitejs/plugin-react";
import path from "node:path";
import { defineConfig } from "vite";
import { relay } from "./scripts/viteRelayPlugin.ts";

const API = `http://localhost:${process.env.API_PORT ?? 4000}`;

export default defineConfig({
  root: "client",
  plugins: [
    react(),
    relay(path.resolve(import.meta.dirname, "client/__generated__")),
  ],
  // CLIENT_DIST_DIR lets a test build elsewhere while other tests serve dist/client.
  build: { outDir: path.resolve(import.meta.dirname, process.env.CLIENT_DIST_DIR ?? "dist/client"), emptyOutDir: true },
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
