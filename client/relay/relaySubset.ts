import { createRequire } from "node:module";
import path from "node:path";
import type { Plugin } from "vite";

/**
 * Build-time only (vite.config.ts): the part of Relay the portal's first page carries. Relay ships
 * CommonJS, whose modules require everything they might need, so a bundler keeps all of it:
 * - imports from `react-relay/hooks` become imports of each hook's own module (REACT_RELAY_HOOKS),
 *   so that a hook is in the chunks of the code that uses it, not all of them in the first page's;
 *   a hook missing from the list fails the build: add it;
 * - `relay-runtime` resolves to relayRuntime.js, which has only the names it composes, and
 *   react-relay's `require('relay-runtime')` becomes an import of only the names that module
 *   reads (relayRuntimeNames), each from its own module where it has one (OWN_MODULE_NAMES), with
 *   relay-runtime's modules free of side effects: each relay-runtime module is in the chunks of the
 *   code that reads it (mutations with useMutation, subscriptions with useSubscription, pagination
 *   with its hooks), not all of them in the first page's;
 * - of the hooks react-relay ships in two versions (ACTIVITY_TWINS), only the one
 *   RelayFeatureFlags.ENABLE_ACTIVITY_COMPATIBILITY picks (on by default, never changed here; if a
 *   Relay upgrade turns it off, nothing is redirected);
 * - Relay's handlers (@connection's, mutations' edge and record directives) load with the generated
 *   artifacts that name a handle, through a stand-in for RelayDefaultHandlerProvider;
 * - the store's Relay Resolver cache, @updatable proxies and mutations' legacy `configs` are
 *   replaced by the modules in subset/, and the build fails if a generated artifact uses Relay
 *   Resolvers, client edges or @updatable (the stand-ins throw, naming this file, should one be
 *   used anyway);
 * - Babel's helpers that Relay's compiled code calls for spreads, `for...of` and class fields are
 *   replaced by the browser's own features (subset/babel/): a dozen modules fewer.
 */

const HERE = import.meta.dirname;
const HOOKS_DIR = `${path.sep}react-relay${path.sep}lib${path.sep}relay-hooks${path.sep}`;
const RUNTIME = `${path.sep}relay-runtime${path.sep}lib${path.sep}`;

/** The hooks the portal's code imports from `react-relay/hooks`, by their module in react-relay/lib/relay-hooks. */
const REACT_RELAY_HOOKS = [
  "RelayEnvironmentProvider",
  "useFragment",
  "useLazyLoadQuery",
  "useMutation",
  "usePaginationFragment",
  "usePreloadedQuery",
  "useQueryLoader",
  "useRefetchableFragment",
  "useRelayEnvironment",
  "useSubscription",
];

/** Hooks whose module calls its `_EXPERIMENTAL` version while the activity flag is on, else its own. */
const ACTIVITY_TWINS = new Set(["useFragmentInternal", "useLoadMoreFunction", "useQueryLoader"]);

const HOOKS_MODULE = "\0react-relay-hooks";
const RUNTIME_NAMES_PREFIX = "\0relay-runtime-names:";
const RUNTIME_SUBSET = path.join(HERE, "relayRuntime.js");
const HOOK_PREFIX = "\0react-relay-hook:";

/** Where each name of `react-relay/hooks` comes from, and under which export. */
function sourceOf(name: string): { from: string; exported: string } | undefined {
  if (RELAY_RUNTIME_NAMES.has(name)) return OWN_MODULE_NAMES[name];
  if (name === "loadQuery") return { from: `${HOOK_PREFIX}loadQuery`, exported: name };
  return REACT_RELAY_HOOKS.includes(name) ? { from: `${HOOK_PREFIX}${name}`, exported: "default" } : undefined;
}

const RELAY_RUNTIME_NAMES = new Set(["commitLocalUpdate", "fetchQuery", "graphql"]);
const HOOKS_IMPORT = /import\s*\{([^}]*)\}\s*from\s*["']react-relay\/hooks["'];?/g;

/** The module that imports `react-relay/hooks` names from each name's own module (types already stripped). */
export function importingEachHook(code: string, fail: (message: string) => never): string {
  return code.replace(HOOKS_IMPORT, (statement: string, specifiers: string) => {
    const imports = specifiers
      .split(",")
      .map((specifier) => specifier.trim())
      .filter((specifier) => specifier !== "" && !specifier.startsWith("type "))
      .map((specifier) => {
        const [name = "", local = name] = specifier.split(/\s+as\s+/);
        const source = sourceOf(name) ?? fail(`react-relay/hooks: ${name} is not in REACT_RELAY_HOOKS (client/relay/relaySubset.ts).`);
        return `import { ${source.exported} as ${local} } from "${source.from}";`;
      });
    // As many lines as the statement had, so that the module's lines (and its source map) stay as they were.
    return imports.join(" ") + "\n".repeat(statement.split("\n").length - 1);
  });
}

const RUNTIME_REQUIRE = /([\w$]+) = require\('relay-runtime'\)/g;

/**
 * A react-relay module with each `X = require('relay-runtime')` reading only the names the module
 * reads of X (`X.name`), from a module exporting just those; null if X is used any other way.
 */
export function relayRuntimeNames(code: string): string | null {
  const bindings = [...code.matchAll(RUNTIME_REQUIRE)].map((match) => match[1]!);
  if (bindings.length === 0) return null;
  const names = new Set<string>();
  for (const binding of new Set(bindings)) {
    const escaped = binding.replace(/\$/g, "\\$");
    const uses = [...code.matchAll(new RegExp(`(?<![\\w$.])${escaped}(?![\\w$])(\\.([\\w$]+))?`, "g"))];
    // The declaration aside, every use must read a name.
    if (uses.some((use) => !use[2] && !code.startsWith(" = require('relay-runtime')", use.index + binding.length))) return null;
    for (const use of uses) if (use[2]) names.add(use[2]);
  }
  return code.replaceAll("require('relay-runtime')", `require(${JSON.stringify(RUNTIME_NAMES_PREFIX + [...names].sort().join(","))})`);
}

/**
 * relay-runtime's names that are a module's own export, and where from: wherever one is read it is
 * imported straight from its module (react-relay's modules through \0relay-runtime-names, the
 * portal's `react-relay/hooks` imports), so that the module loads only with the code that reads it.
 * relayRuntime.js has the others, which it composes. Re-exported from relayRuntime.js, a CommonJS
 * module would load wherever relayRuntime.js does, read or not.
 */
export const OWN_MODULE_NAMES: Readonly<Record<string, { from: string; exported: string }>> = {
  areEqualSelectors: { from: "relay-runtime/lib/store/RelayModernSelector.js", exported: "areEqualSelectors" },
  getSelector: { from: "relay-runtime/lib/store/RelayModernSelector.js", exported: "getSelector" },
  getVariablesFromFragment: { from: "relay-runtime/lib/store/RelayModernSelector.js", exported: "getVariablesFromFragment" },
  createOperationDescriptor: { from: "relay-runtime/lib/store/RelayModernOperationDescriptor.js", exported: "createOperationDescriptor" },
  getFragment: { from: "relay-runtime/lib/query/GraphQLTag.js", exported: "getFragment" },
  getRequest: { from: "relay-runtime/lib/query/GraphQLTag.js", exported: "getRequest" },
  graphql: { from: "relay-runtime/lib/query/GraphQLTag.js", exported: "graphql" },
  handlePotentialSnapshotErrors: { from: "relay-runtime/lib/util/handlePotentialSnapshotErrors.js", exported: "handlePotentialSnapshotErrors" },
  commitLocalUpdate: { from: "relay-runtime/lib/mutations/commitLocalUpdate.js", exported: "default" },
  commitMutation: { from: "relay-runtime/lib/mutations/commitMutation.js", exported: "default" },
  fetchQuery: { from: "relay-runtime/lib/query/fetchQuery.js", exported: "default" },
  requestSubscription: { from: "relay-runtime/lib/subscription/requestSubscription.js", exported: "default" },
  PreloadableQueryRegistry: { from: "relay-runtime/lib/query/PreloadableQueryRegistry.js", exported: "default" },
  RelayFeatureFlags: { from: "relay-runtime/lib/util/RelayFeatureFlags.js", exported: "default" },
  getPendingOperationsForFragment: { from: "relay-runtime/lib/util/getPendingOperationsForFragment.js", exported: "default" },
  getRequestIdentifier: { from: "relay-runtime/lib/util/getRequestIdentifier.js", exported: "default" },
  isPromise: { from: "relay-runtime/lib/util/isPromise.js", exported: "default" },
  recycleNodesInto: { from: "relay-runtime/lib/util/recycleNodesInto.js", exported: "default" },
  getFragmentIdentifier: { from: "relay-runtime/lib/util/getFragmentIdentifier.js", exported: "default" },
  getPaginationMetadata: { from: "relay-runtime/lib/util/getPaginationMetadata.js", exported: "default" },
  getPaginationVariables: { from: "relay-runtime/lib/util/getPaginationVariables.js", exported: "default" },
  getRefetchMetadata: { from: "relay-runtime/lib/util/getRefetchMetadata.js", exported: "default" },
  getValueAtPath: { from: "relay-runtime/lib/util/getValueAtPath.js", exported: "default" },
  stableCopy: { from: "relay-runtime/lib/util/stableCopy.js", exported: "stableCopy" },
  ID_KEY: { from: "relay-runtime/lib/store/RelayStoreUtils.js", exported: "ID_KEY" },
  ROOT_ID: { from: "relay-runtime/lib/store/RelayStoreUtils.js", exported: "ROOT_ID" },
  ROOT_TYPE: { from: "relay-runtime/lib/store/RelayStoreUtils.js", exported: "ROOT_TYPE" },
  ConnectionHandler: { from: "relay-runtime/lib/handlers/connection/ConnectionHandler.js", exported: "default" },
  ConnectionInterface: { from: "relay-runtime/lib/handlers/connection/ConnectionInterface.js", exported: "default" },
};

/** The names of relay-runtime a react-relay module reads, each from its own module or else from relayRuntime.js. */
function runtimeNamesModule(names: string[]): string {
  return names
    .map((name) => {
      const source = OWN_MODULE_NAMES[name];
      return source ? `export { ${source.exported} as ${name} } from ${JSON.stringify(source.from)};` : `export { ${name} } from ${JSON.stringify(RUNTIME_SUBSET)};`;
    })
    .join("\n");
}

function hooksModule(): string {
  return [
    ...[...RELAY_RUNTIME_NAMES].map((name) => `export { ${sourceOf(name)!.exported} as ${name} } from ${JSON.stringify(sourceOf(name)!.from)};`),
    `export { loadQuery } from "${HOOK_PREFIX}loadQuery";`,
    ...REACT_RELAY_HOOKS.map((hook) => `export { default as ${hook} } from "${HOOK_PREFIX}${hook}";`),
  ].join("\n");
}

/** The module of `hook` the flag picks: `hook` itself, or its `_EXPERIMENTAL` twin. */
function pickedModule(hook: string, activityOn: boolean): string {
  return activityOn && ACTIVITY_TWINS.has(hook) ? `${hook}_EXPERIMENTAL` : hook;
}

function hookModule(hook: string, activityOn: boolean): string {
  if (hook === "loadQuery") return `export { loadQuery } from "react-relay/lib/relay-hooks/loadQuery.js";`;
  return `import hook from "react-relay/lib/relay-hooks/${pickedModule(hook, activityOn)}.js";\nexport default hook;`;
}

/** relay-runtime modules (as its own modules require them, by file name) and their stand-ins. */
const STAND_INS: Record<string, string> = {
  LiveResolverCache: path.join(HERE, "subset", "LiveResolverCache.js"),
  createUpdatableProxy: path.join(HERE, "subset", "createUpdatableProxy.js"),
  RelayDeclarativeMutationConfig: path.join(HERE, "subset", "RelayDeclarativeMutationConfig.js"),
  RelayDefaultHandlerProvider: path.join(HERE, "subset", "RelayDefaultHandlerProvider.js"),
};

/** Loads Relay's handlers; imported by the artifacts that name a handle (`"handle": "connection"`...). */
const HANDLERS = path.join(HERE, "subset", "relayHandlers.js");

/** @babel/runtime helpers (as Relay's modules require them) and their native stand-ins. */
const BABEL_HELPER = /^@babel\/runtime\/helpers\/(\w+)(\.js)?$/;
const BABEL_STAND_INS = new Set(["createForOfIteratorHelper", "defineProperty", "objectSpread2", "toConsumableArray"]);
const RELAY_PACKAGES = [`${path.sep}relay-runtime${path.sep}`, `${path.sep}react-relay${path.sep}`];

/** What in an artifact needs a module left out: Relay Resolvers, client edges, @updatable. */
const NEEDS_LEFT_OUT = /"kind": "\w*(Resolver|ClientEdge)\w*"|[Uu]pdatable/;

export const RELAY_ALIASES = [{ find: /^relay-runtime$/, replacement: path.join(HERE, "relayRuntime.js") }];

function activityCompatibilityOn(): boolean {
  const flags: unknown = createRequire(import.meta.url)("relay-runtime/lib/util/RelayFeatureFlags.js");
  return typeof flags === "object" && flags !== null && "ENABLE_ACTIVITY_COMPATIBILITY" in flags && flags.ENABLE_ACTIVITY_COMPATIBILITY === true;
}

export function relaySubset(generatedDir: string): Plugin[] {
  const activityOn = activityCompatibilityOn();
  const modules: Plugin = {
    name: "relay-subset",
    apply: "build",
    enforce: "pre",
    async resolveId(source, importer) {
      if (source === "react-relay/hooks") return HOOKS_MODULE;
      if (source.startsWith(HOOK_PREFIX) || source.startsWith(RUNTIME_NAMES_PREFIX)) return source;
      if (!importer) return null;
      // What relayRuntime.js composes is kept only where read: relay-runtime's modules only define things.
      if (importer === RUNTIME_SUBSET && source.startsWith("relay-runtime/lib/")) {
        const resolved = await this.resolve(source, importer, { skipSelf: true });
        return resolved && { ...resolved, moduleSideEffects: false };
      }
      const helper = BABEL_HELPER.exec(source)?.[1];
      if (helper && BABEL_STAND_INS.has(helper) && RELAY_PACKAGES.some((dir) => importer.includes(dir))) {
        return path.join(HERE, "subset", "babel", `${helper}.js`);
      }
      if (importer.includes(HOOKS_DIR) && source.startsWith("./")) {
        const picked = pickedModule(path.basename(source, ".js"), activityOn);
        return picked === path.basename(source, ".js") ? null : path.join(path.dirname(importer), `${picked}.js`);
      }
      if (importer.includes(RUNTIME) && source.startsWith(".")) {
        return STAND_INS[path.basename(source, ".js")] ?? null;
      }
      return null;
    },
    load(id) {
      if (id === HOOKS_MODULE) return hooksModule();
      if (id.startsWith(HOOK_PREFIX)) return hookModule(id.slice(HOOK_PREFIX.length), activityOn);
      if (id.startsWith(RUNTIME_NAMES_PREFIX)) return runtimeNamesModule(id.slice(RUNTIME_NAMES_PREFIX.length).split(","));
      return null;
    },
    transform(code, id) {
      if (id.includes(`${path.sep}react-relay${path.sep}lib${path.sep}`) && code.includes("require('relay-runtime')")) {
        return { code: relayRuntimeNames(code) ?? code, map: null };
      }
      if (id.startsWith(generatedDir) && NEEDS_LEFT_OUT.test(code)) {
        this.error(`${path.basename(id)} uses a Relay feature left out of the portal's build (Relay Resolvers, client edges or @updatable): see client/relay/relaySubset.ts.`);
      }
      // On the artifact's first line, so that its lines stay where they were.
      if (id.startsWith(generatedDir) && code.includes('"handle": "')) return { code: `import ${JSON.stringify(HANDLERS)}; ${code}`, map: null };
      return null;
    },
  };
  // After Vite's own transforms (TypeScript's types are gone): the portal's modules only.
  const imports: Plugin = {
    name: "relay-subset-imports",
    apply: "build",
    transform(code, id) {
      if (id.includes(`${path.sep}node_modules${path.sep}`) || !/\.[jt]sx?$/.test(id) || !code.includes("react-relay/hooks")) return null;
      return { code: importingEachHook(code, (message) => this.error(message)), map: null };
    },
  };
  return [modules, imports];
}
