import { parseCircular, parseDependencyTree } from "dpdm";
import { describe, expect, test } from "vitest";
import { ROOT_DIR } from "../api/config.ts";

// A cycle between domain modules means neither can be understood, tested or loaded alone (auth,
// players and challenges once imported each other). Type-only imports vanish at run time and do
// not count (`transform`); Prisma's generated client is not ours to order.
/** Our api/ modules as they load at run time: type-only imports left out, tests and the generated client not followed. */
const API_SCAN = {
  context: ROOT_DIR,
  transform: true,
  include: /\/api\/(?!generated\/).*\.ts$/,
  exclude: /node_modules|__tests__|\.test\.ts$/,
};

describe("api/ imports", () => {
  test("form no cycle", async () => {
    const tree = await parseDependencyTree(["api/**/*.ts"], API_SCAN);
    // The scan saw the domain, not an empty folder.
    expect(Object.keys(tree).length).toBeGreaterThan(100);
    expect(parseCircular(tree)).toEqual([]);
  }, 60_000);
});

// The payment SDKs are about 600 modules: loaded at start, they added seconds to every start of
// the portal (and of each cluster worker) before anyone paid. They load with the first payment.
describe("the server's start", () => {
  const LAZY_PACKAGES = ["stripe", "@paypal/paypal-server-sdk"];

  test("does not load the payment SDKs: only a dynamic import reaches them", async () => {
    const tree = await parseDependencyTree(["api/server.ts"], API_SCAN);
    const loadedAtStart = new Set<string>();
    const requested = new Map<string, string>();
    const visit = (file: string) => {
      if (loadedAtStart.has(file)) return;
      loadedAtStart.add(file);
      for (const dependency of tree[file] ?? []) {
        requested.set(`${file} -> ${dependency.request}`, dependency.kind);
        if (dependency.kind !== "DynamicImport" && dependency.id && !dependency.id.startsWith("node_modules/")) visit(dependency.id);
      }
    };
    visit("api/server.ts");
    const found = [...requested].filter(([edge]) => LAZY_PACKAGES.some((name) => edge.endsWith(` -> ${name}`)));
    // The scan found the payment modules, and each of them asks for its SDK dynamically.
    expect(found.length).toBeGreaterThanOrEqual(LAZY_PACKAGES.length);
    expect(found.filter(([, kind]) => kind !== "DynamicImport")).toEqual([]);
  }, 60_000);
});
