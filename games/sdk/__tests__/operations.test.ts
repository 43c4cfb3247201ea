import { createHash } from "node:crypto";
import { readFile } from "node:fs/promises";
import fc from "fast-check";
import { buildSchema, parse, validate } from "graphql";
import { describe, expect, it } from "vitest";
import { operationHash, operations, persistedOperations, type OperationName } from "../operations.ts";
import { sha256Hex } from "../sha256.ts";

const nodeSha256 = (text: string) => createHash("sha256").update(text, "utf8").digest("hex");

describe("sha256Hex", () => {
  it("matches the standard test vectors", () => {
    expect(sha256Hex("")).toBe("e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855");
    expect(sha256Hex("abc")).toBe("ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad");
  });

  it("agrees with node:crypto on any text, across block boundaries and multi-byte characters", () => {
    fc.assert(fc.property(fc.string({ unit: "grapheme", maxLength: 300 }), (text) => sha256Hex(text) === nodeSha256(text)));
  });
});

describe("operations", () => {
  const names = Object.keys(operations) as OperationName[];

  it("are each one valid GraphQL document whose operation is named after its key", () => {
    for (const name of names) {
      const document = parse(operations[name]);
      const ops = document.definitions.filter((definition) => definition.kind === "OperationDefinition");
      expect(ops).toHaveLength(1);
      expect(ops[0]?.name?.value).toBe(name);
    }
  });

  it("are found by their sha256 in the persisted store", () => {
    const store = persistedOperations();
    expect(store.size).toBe(names.length);
    for (const name of names) {
      expect(operationHash(name)).toBe(nodeSha256(operations[name]));
      expect(store.get(operationHash(name))).toBe(operations[name]);
    }
  });
});

describe("operations against the portal's schema", () => {
  it("validate against schema.graphql", async () => {
    const schema = buildSchema(await readFile(new URL("../../../schema.graphql", import.meta.url), "utf8"));
    for (const [name, text] of Object.entries(operations)) {
      expect(validate(schema, parse(text)).map((error) => `${name}: ${error.message}`)).toEqual([]);
    }
  });
});
