import { createRequire } from "node:module";
import path from "node:path";
import type { Plugin } from "vite";

/**
 * Build-time only (vite.config.ts): the part of Relay the portal's first page carries. Relay ships
 * CommonJS, whose modules require everything they might need, so a bundler keeps all of it:
 * - `react-relay/hooks` and `relay-runtime` resolve to reactRelayHooks.js and relayRuntime.js,
 *   which re-export only what the portal reads;
 * - of the fragment hook's two versions, only the one RelayFeatureFlags.ENABLE_ACTIVITY_COMPATIBILITY
 *   picks (on by default, never changed here; if a Relay upgrade turns it off, nothing is redirected);
 * - the store's Relay Resolver cache, the field handlers (@connection, @deleteRecord...),
 *   @updatable proxies and mutations' legacy `configs` are replaced by the modules in subset/, and
 *   the build fails if a generated artifact uses one of those features (the stand-ins throw, with
 *   a message naming this file, should one be used anyway).
 */

const HERE = import.meta.dirname;
const HOOKS = `${path.sep}react-relay${path.sep}lib${path.sep}relay-hooks${path.sep}`;
const RUNTIME = `${path.sep}relay-runtime${path.sep}lib${path.sep}`;

/** relay-runtime modules (as its own modules require them, by file name) and their stand-ins. */
const STAND_INS: Record<string, string> = {
  LiveResolverCache: path.join(HERE, "subset", "LiveResolverCache.js"),
  RelayDefaultHandlerProvider: path.join(HERE, "subset", "RelayDefaultHandlerProvider.js"),
  createUpdatableProxy: path.join(HERE, "subset", "createUpdatableProxy.js"),
  RelayDeclarativeMutationConfig: path.join(HERE, "subset", "RelayDeclarativeMutationConfig.js"),
};

/** What in an artifact needs a module left out: field handles, Relay Resolvers, client edges, @updatable. */
const NEEDS_LEFT_OUT = /"kind": "\w*(Handle|Resolver|ClientEdge)\w*"|"handle":|[Uu]pdatable/;

export const RELAY_ALIASES = [
  { find: /^react-relay\/hooks$/, replacement: path.join(HERE, "reactRelayHooks.js") },
  { find: /^relay-runtime$/, replacement: path.join(HERE, "relayRuntime.js") },
];

function activityCompatibilityOn(): boolean {
  const flags: unknown = createRequire(import.meta.url)("relay-runtime/lib/util/RelayFeatureFlags.js");
  return typeof flags === "object" && flags !== null && "ENABLE_ACTIVITY_COMPATIBILITY" in flags && flags.ENABLE_ACTIVITY_COMPATIBILITY === true;
}

export function relaySubset(generatedDir: string): Plugin {
  const activityOn = activityCompatibilityOn();
  return {
    name: "relay-subset",
    enforce: "pre",
    resolveId(source, importer) {
      if (!importer) return null;
      if (activityOn && source === "./useFragmentInternal" && importer.includes(HOOKS)) {
        return path.join(path.dirname(importer), "useFragmentInternal_EXPERIMENTAL.js");
      }
      if (importer.includes(RUNTIME) && source.startsWith(".")) {
        return STAND_INS[path.basename(source, ".js")] ?? null;
      }
      return null;
    },
    transform(code, id) {
      if (id.startsWith(generatedDir) && NEEDS_LEFT_OUT.test(code)) {
        this.error(`${path.basename(id)} uses a Relay feature left out of the portal's build (handles, Relay Resolvers, client edges or @updatable): see client/relay/relaySubset.ts.`);
      }
      return null;
    },
  };
}
