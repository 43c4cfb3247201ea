/**
 * The console's GraphQL is guarded by Pothos scope-auth as well as by api/admin/'s own checks: each
 * console entry point declares the scope it needs, so a new one cannot be added unguarded.
 */
import type { GraphQLField, GraphQLObjectType } from "graphql";
import { describe, expect, test } from "vitest";
import { schema } from "../index.ts";

function authScopesOf(field: GraphQLField<unknown, unknown>): unknown {
  const options = field.extensions.pothosOptions as { authScopes?: unknown } | undefined;
  return options?.authScopes;
}

describe("console scopes", () => {
  test("every admin mutation and subscription needs a console permission, and Query.admin a console role", () => {
    const mutations = Object.values(schema.getMutationType()!.getFields()).filter((field) => field.name.startsWith("admin"));
    const subscriptions = Object.values(schema.getSubscriptionType()!.getFields()).filter((field) => field.name.startsWith("admin"));
    expect(mutations.length).toBeGreaterThanOrEqual(10);
    expect(subscriptions.length).toBeGreaterThanOrEqual(1);
    for (const field of [...mutations, ...subscriptions]) {
      expect(authScopesOf(field), field.name).toEqual({ console: expect.any(String) });
    }
    expect(authScopesOf(schema.getQueryType()!.getFields().admin!)).toEqual({ staff: true });
  });

  // A Dashboard snapshot is made for one role by api/admin/dashboard.ts (the subscription pushes
  // the same object), so its money figures come null from there rather than through a scope.
  const SNAPSHOTS = new Set(["AdminDashboard"]);

  test("every console field that is null for some roles is scoped", () => {
    const guarded: string[] = [];
    const consoleTypes = Object.values(schema.getTypeMap()).filter((type): type is GraphQLObjectType => type.name.startsWith("Admin") && !SNAPSHOTS.has(type.name) && "getInterfaces" in type);
    for (const type of consoleTypes) {
      for (const field of Object.values(type.getFields())) {
        if (/null unless the role/i.test(field.description ?? "")) {
          expect(typeof authScopesOf(field), `${type.name}.${field.name}`).toBe("function");
          guarded.push(`${type.name}.${field.name}`);
        }
      }
    }
    expect(guarded).toEqual(expect.arrayContaining(["AdminConsole.money", "AdminConsole.auditLog", "AdminPlayer.ledger", "AdminPlayer.payments"]));
  });
});
