import { readFileSync } from "node:fs";
import { buildSchema, getVariableValues, parse, type OperationDefinitionNode } from "graphql";
import { describe, expect, test } from "vitest";
import { operations, type OperationName } from "../../../games/sdk/operations.ts";
import { exampleVariables, operationKind } from "../exampleVariables.ts";

const schema = buildSchema(readFileSync(new URL("../../../schema.graphql", import.meta.url), "utf8"));
const names = Object.keys(operations) as OperationName[];

function variableDefinitions(document: string) {
  const operation = parse(document).definitions.find((definition): definition is OperationDefinitionNode => definition.kind === "OperationDefinition");
  return operation?.variableDefinitions ?? [];
}

describe("the Game SDK's operations as GraphiQL examples", () => {
  test.each(names)("%s: its example variables are ones the schema accepts", (name) => {
    const variables = JSON.parse(exampleVariables(operations[name], schema) || "{}");
    const coerced = getVariableValues(schema, variableDefinitions(operations[name]), variables);
    expect(coerced.errors ?? []).toEqual([]);
  });

  test("required input fields are filled in, optional ones left out", () => {
    expect(JSON.parse(exampleVariables(operations.SdkStartGame, schema))).toEqual({ input: { game: "" } });
    expect(JSON.parse(exampleVariables(operations.SdkMovePlant, schema))).toEqual({ input: { from: 0, game: "", to: 0 } });
    expect(JSON.parse(exampleVariables(operations.SdkGameMove, schema))).toEqual({ input: { move: {}, session: "" } });
  });

  test("before the schema has loaded, each variable is still there", () => {
    expect(JSON.parse(exampleVariables(operations.SdkPowerups, undefined))).toEqual({ game: "" });
    expect(JSON.parse(exampleVariables(operations.SdkFinishGame, null))).toEqual({ input: {} });
  });

  test("an operation without variables has none", () => {
    expect(exampleVariables("{ portal { name } }", schema)).toBe("");
  });

  test("queries and mutations are told apart", () => {
    expect(operationKind(operations.SdkPowerups)).toBe("query");
    expect(operationKind(operations.SdkStartGame)).toBe("mutation");
  });
});
