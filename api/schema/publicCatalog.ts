import type { CatalogCache } from "../catalog/catalogCache.ts";
import { Kind, visit, type DocumentNode, type FragmentDefinitionNode, type GraphQLSchema, type OperationDefinitionNode, type SelectionSetNode } from "graphql";

/**
 * Root query fields whose answer is the same for every visitor and changes only with the catalog
 * (its data date and store files). Mark them with `extensions: PUBLIC_CATALOG`. An operation made
 * only of such fields is answered without looking up the session, and its answer can be kept
 * until the next data date. Nothing below these fields may read the viewer: the context refuses.
 */
export const PUBLIC_CATALOG = { publicCatalog: true } as const;

/**
 * Marks a field below public catalog fields that is answered for the viewer (a store item's
 * `owned`): an operation selecting it anywhere looks the viewer up and its answer is not kept.
 */
export const FOR_THE_VIEWER = { forTheViewer: true } as const;

// Names of the fields marked FOR_THE_VIEWER, per schema. Matching by name alone may take a
// same-named public field for one (the operation then merely looks the viewer up), never the reverse.
const viewerFieldNames = new WeakMap<GraphQLSchema, Set<string>>();
function fieldsForTheViewer(schema: GraphQLSchema): Set<string> {
  let names = viewerFieldNames.get(schema);
  if (!names) {
    names = new Set();
    for (const type of Object.values(schema.getTypeMap())) {
      if (!("getFields" in type)) continue;
      for (const field of Object.values(type.getFields())) if (field.extensions.forTheViewer === true) names.add(field.name);
    }
    viewerFieldNames.set(schema, names);
  }
  return names;
}

function selectsFieldForTheViewer(schema: GraphQLSchema, document: DocumentNode): boolean {
  const names = fieldsForTheViewer(schema);
  let found = false;
  visit(document, {
    Field(node) {
      if (names.has(node.name.value)) found = true;
    },
  });
  return found;
}

function selectedOperation(document: DocumentNode, operationName: string | null | undefined): OperationDefinitionNode | undefined {
  const operations = document.definitions.filter((definition) => definition.kind === Kind.OPERATION_DEFINITION);
  return operationName ? operations.find((operation) => operation.name?.value === operationName) : operations.length === 1 ? operations[0] : undefined;
}

/** The root field names an operation selects, through fragments; undefined for a fragment cycle or an unknown one. */
function rootFieldNames(selectionSet: SelectionSetNode, fragments: Map<string, FragmentDefinitionNode>, seen: Set<string>): string[] | undefined {
  const names: string[] = [];
  for (const selection of selectionSet.selections) {
    if (selection.kind === Kind.FIELD) {
      names.push(selection.name.value);
      continue;
    }
    let inner: SelectionSetNode | undefined;
    if (selection.kind === Kind.INLINE_FRAGMENT) inner = selection.selectionSet;
    else {
      const name = selection.name.value;
      if (seen.has(name)) return undefined;
      seen.add(name);
      inner = fragments.get(name)?.selectionSet;
    }
    const innerNames = inner && rootFieldNames(inner, fragments, seen);
    if (!innerNames) return undefined;
    names.push(...innerNames);
  }
  return names;
}

/** Whether the operation is a query of public catalog fields only (and `__typename`). */
export function isPublicCatalogOperation(schema: GraphQLSchema, document: DocumentNode, operationName: string | null | undefined): boolean {
  const operation = selectedOperation(document, operationName);
  if (operation?.operation !== "query") return false;
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const definition of document.definitions) if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
  const names = rootFieldNames(operation.selectionSet, fragments, new Set());
  const fields = schema.getQueryType()?.getFields();
  return (
    names !== undefined &&
    fields !== undefined &&
    names.every((name) => name === "__typename" || fields[name]?.extensions.publicCatalog === true) &&
    !selectsFieldForTheViewer(schema, document)
  );
}

/**
 * A catalog read shared by every operation until the next data date, keyed by the field, what
 * narrows it (arguments, a where clause) and Pothos's selection: operations that also ask for the
 * viewer (every page's first query) read the catalog parts from memory too.
 */
export function catalogRead<T>(cache: CatalogCache, field: string, query: unknown, read: () => Promise<T>, narrowing?: unknown): Promise<T> {
  return cache.memo(`field:${field}:${JSON.stringify(narrowing ?? null)}:${JSON.stringify(query)}`, read);
}
