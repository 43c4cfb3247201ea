import {
  isEnumType,
  isInputObjectType,
  isInputType,
  isListType,
  isNonNullType,
  isScalarType,
  parse,
  typeFromAST,
  type GraphQLInputType,
  type GraphQLSchema,
  type OperationDefinitionNode,
  type TypeNode,
} from "graphql";

type JsonValue = null | boolean | number | string | JsonValue[] | { [key: string]: JsonValue };

/** A placeholder of the type's shape: the required fields of an input object, each a placeholder of its own. */
function placeholder(type: GraphQLInputType, depth: number): JsonValue {
  if (isNonNullType(type)) return placeholder(type.ofType, depth);
  if (isListType(type)) return [];
  if (isEnumType(type)) return type.getValues()[0]?.name ?? null;
  if (isInputObjectType(type)) {
    if (depth > 4) return {};
    const fields: { [key: string]: JsonValue } = {};
    for (const field of Object.values(type.getFields())) {
      if (isNonNullType(field.type) && field.defaultValue === undefined) fields[field.name] = placeholder(field.type, depth + 1);
    }
    return fields;
  }
  if (isScalarType(type)) {
    switch (type.name) {
      case "Int":
      case "Float":
        return 0;
      case "Boolean":
        return false;
      case "String":
      case "ID":
      case "DateTime":
        return "";
      default:
        // JSON and other custom scalars: any value; an empty object says "fill me in".
        return {};
    }
  }
  return null;
}

/**
 * The variables editor's text for an example operation: each variable the operation declares,
 * with a placeholder of its type (with the schema: the required fields of its input object), for
 * a developer to fill in. Without a schema yet, input objects are left empty.
 */
export function exampleVariables(document: string, schema: GraphQLSchema | null | undefined): string {
  const operation = firstOperation(document);
  const variables: { [key: string]: JsonValue } = {};
  for (const definition of operation?.variableDefinitions ?? []) {
    const type = schema ? typeFromAST(schema, definition.type) : undefined;
    variables[definition.variable.name.value] = type && isInputType(type) ? placeholder(type, 0) : fallback(definition.type);
  }
  return Object.keys(variables).length === 0 ? "" : JSON.stringify(variables, null, 2);
}

/** Before the schema has loaded: the scalars by name, anything else an empty object. */
function fallback(type: TypeNode): JsonValue {
  if (type.kind === "NonNullType") return fallback(type.type);
  if (type.kind === "ListType") return [];
  const name = type.name.value;
  return name === "Int" || name === "Float" ? 0 : name === "Boolean" ? false : name === "String" || name === "ID" ? "" : {};
}

/** The operation's kind (query, mutation, subscription) as its document says it. */
export function operationKind(document: string): "query" | "mutation" | "subscription" {
  return firstOperation(document)?.operation ?? "query";
}

function firstOperation(document: string): OperationDefinitionNode | undefined {
  return parse(document).definitions.find((definition): definition is OperationDefinitionNode => definition.kind === "OperationDefinition");
}
