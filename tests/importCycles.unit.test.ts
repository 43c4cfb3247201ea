import { parseCircular, parseDependencyTree } from "dpdm";
import { describe, expect, test } from "vitest";
import { ROOT_DIR } from "../api/config.ts";

// A cycle between domain modules means neither can be understood, tested or loaded alone (auth,
// players and challenges once imported each other). Type-only imports vanish at run time and do
// not count (`transform`); Prisma's generated client is not ours to order.
describe("api/ imports", () => {
  test("form no cycle", async () => {
    const tree = await parseDependencyTree(["api/**/*.ts"], {
      context: ROOT_DIR,
      transform: true,
      include: /\/api\/(?!generated\/).*\.ts$/,
      exclude: /node_modules|__tests__|\.test\.ts$/,
    });
    // The scan saw the domain, not an empty folder.
    expect(Object.keys(tree).length).toBeGreaterThan(100);
    expect(parseCircular(tree)).toEqual([]);
  }, 60_000);
});
