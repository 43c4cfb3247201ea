import { randomUUID } from "node:crypto";
import { EnvelopArmor } from "@escape.tech/graphql-armor";
import { getOperationAST, GraphQLError, Kind, type ExecutionArgs, type FieldNode, type FragmentDefinitionNode, type SelectionNode, type SelectionSetNode, type ValidationRule } from "graphql";
import { createGraphQLError, type Plugin } from "graphql-yoga";
import type { Logger } from "../logger.ts";
import { NUL_CHARACTER_MESSAGE, unstorableTextMessage } from "./nulCharacters.ts";

/**
 * Limits no real client reaches (the portal's own largest operation and GraphiQL's introspection
 * stay well inside them; a test checks every operation the client sends) and that stop a small
 * query from doing unbounded work.
 */
export const GRAPHQL_LIMITS = {
  /** Brackets nested deeper than this are refused before parsing (the parser recurses). */
  maxNesting: 64,
  /** Field depth, counted through fragments. */
  maxDepth: 12,
  maxAliases: 20,
  maxDirectives: 30,
  maxTokens: 3000,
  /**
   * The query cost (`queryCost`): objects 2, scalars 1, each level 1.5x deeper, times a field's
   * `first`/`last` or its number of `nodes` ids (All Games costs about 23,000).
   */
  maxCost: 100_000,
  /** An operation still running after this is answered with an error and aborted. */
  timeoutMs: 10_000,
} as const;

function requestError(message: string, code: string): GraphQLError {
  return createGraphQLError(message, { extensions: { code, http: { status: 400 } } });
}

/**
 * The deepest nesting of {}, [] and () outside strings and comments. Linear and iterative, so it
 * can measure what would overflow the parser's stack.
 */
export function bracketNesting(source: string): number {
  let depth = 0;
  let deepest = 0;
  for (let i = 0; i < source.length; i++) {
    const ch = source[i];
    if (ch === "#") {
      while (i < source.length && source[i] !== "\n" && source[i] !== "\r") i++;
    } else if (ch === '"') {
      if (source.startsWith('"""', i)) {
        const end = source.indexOf('"""', i + 3);
        i = end === -1 ? source.length : end + 2;
      } else {
        for (i++; i < source.length && source[i] !== '"' && source[i] !== "\n"; i++) if (source[i] === "\\") i++;
      }
    } else if (ch === "{" || ch === "[" || ch === "(") {
      depth++;
      if (depth > deepest) deepest = depth;
    } else if (ch === "}" || ch === "]" || ch === ")") {
      depth = Math.max(0, depth - 1);
    }
  }
  return deepest;
}

/** Checks what arrives before parsing; throws the error to answer (with HTTP 400) or returns. */
export function checkOperationParams(params: { query?: unknown; variables?: unknown; extensions?: unknown }): void {
  if (typeof params.query === "string" && bracketNesting(params.query) > GRAPHQL_LIMITS.maxNesting) {
    throw requestError(`The query is nested more than ${GRAPHQL_LIMITS.maxNesting} levels deep.`, "QUERY_TOO_DEEP");
  }
  const message = unstorableTextMessage(params.variables) ?? unstorableTextMessage(params.extensions);
  if (message) throw requestError(message, "BAD_USER_INPUT");
}

/** String literals in the document may not carry NUL either (graphql-js already refuses a lone surrogate's escape). */
const noNulInStrings: ValidationRule = (context) => ({
  StringValue(node) {
    if (node.value.includes("\0")) context.reportError(new GraphQLError(NUL_CHARACTER_MESSAGE, { nodes: [node] }));
  },
});

const OBJECT_COST = 2;
const SCALAR_COST = 1;
const DEPTH_FACTOR = 1.5;

type Variables = Readonly<Record<string, unknown>>;

/** A variable's value as sent: a number or a list's length, or undefined when it is absent. */
function variableSize(value: unknown): number | undefined {
  if (typeof value === "number" && Number.isFinite(value)) return value;
  if (Array.isArray(value)) return value.length;
  return undefined;
}

/**
 * How many times a field's selection is resolved: a connection's `first` or `last`, and for
 * `nodes(ids:)` one per id; a variable counts as sent (the cost is reckoned when the operation
 * runs, so `first: $count` weighs what the client asked for).
 */
function timesResolved(field: FieldNode, variables: Variables): number {
  let times = 1;
  for (const argument of field.arguments ?? []) {
    const name = argument.name.value;
    const value = argument.value;
    const size = value.kind === Kind.VARIABLE ? variableSize(variables[value.name.value]) : undefined;
    if (name === "first" || name === "last") {
      if (value.kind === Kind.INT) times = Math.max(times, Number.parseInt(value.value, 10));
      if (size !== undefined) times = Math.max(times, size);
    }
    if (name === "ids" && field.name.value === "nodes") times = value.kind === Kind.LIST ? value.values.length : (size ?? 1);
  }
  return times;
}

/**
 * An operation's cost, as graphql-armor's cost limit computes it (which cannot count list
 * arguments or variables, so this replaces it): a scalar field costs 1, a selection 2 plus 1.5
 * times what it selects, times the number of times it is resolved; a fragment spread 1 plus 1.5
 * times the fragment's cost (computed once); introspection's `__schema` is free.
 */
export function queryCost(selections: SelectionSetNode, getFragment: (name: string) => FragmentDefinitionNode | undefined, variables: Variables = {}): number {
  const fragmentCosts = new Map<string, number>();
  const selectionSetCost = (set: SelectionSetNode): number => {
    let cost = OBJECT_COST;
    for (const child of set.selections) cost += DEPTH_FACTOR * selectionCost(child);
    return cost;
  };
  const fragmentCost = (fragment: FragmentDefinitionNode): number => {
    const name = fragment.name.value;
    const known = fragmentCosts.get(name);
    if (known !== undefined) return known;
    // A fragment spread inside itself (refused by validation anyway) adds nothing more.
    fragmentCosts.set(name, 0);
    const cost = selectionSetCost(fragment.selectionSet);
    fragmentCosts.set(name, cost);
    return cost;
  };
  const selectionCost = (node: SelectionNode): number => {
    if (node.kind === Kind.FRAGMENT_SPREAD) {
      const fragment = getFragment(node.name.value);
      return SCALAR_COST + (fragment ? DEPTH_FACTOR * fragmentCost(fragment) : 0);
    }
    if (node.kind === Kind.INLINE_FRAGMENT) return selectionSetCost(node.selectionSet);
    if (node.name.value === "__schema") return 0;
    return node.selectionSet ? selectionSetCost(node.selectionSet) * timesResolved(node, variables) : SCALAR_COST;
  };
  return selections.selections.reduce((total, child) => total + selectionCost(child), 0);
}

/** The error for an operation costing more than `maxCost` (with its variables), or null. */
function costRefusal(args: Pick<ExecutionArgs, "document" | "operationName" | "variableValues">, maxCost: number): GraphQLError | null {
  const operation = getOperationAST(args.document, args.operationName);
  if (!operation) return null;
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const definition of args.document.definitions) if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
  const cost = queryCost(operation.selectionSet, (name) => fragments.get(name), args.variableValues ?? {});
  if (cost <= maxCost) return null;
  return createGraphQLError(`The query costs ${Math.round(cost)}, more than the limit of ${maxCost}.`, { nodes: [operation], extensions: { code: "QUERY_TOO_COSTLY" } });
}

/**
 * Depth, alias, directive and token limits (graphql-armor), the query cost, bracket nesting and NUL checks,
 * malformed GET parameters as 400s, and a per-operation timeout.
 */
type ArmorPlugin = ReturnType<EnvelopArmor["protect"]>["plugins"][number];

export function graphqlProtection(options: { timeoutMs?: number } = {}): (ArmorPlugin | Plugin)[] {
  const timeoutMs = options.timeoutMs ?? GRAPHQL_LIMITS.timeoutMs;
  const armor = new EnvelopArmor({
    maxDepth: { n: GRAPHQL_LIMITS.maxDepth, flattenFragments: true },
    maxAliases: { n: GRAPHQL_LIMITS.maxAliases },
    maxDirectives: { n: GRAPHQL_LIMITS.maxDirectives },
    maxTokens: { n: GRAPHQL_LIMITS.maxTokens },
    costLimit: { enabled: false },
    // The schema is public (GraphiQL, introspection): suggestions help developers and hide nothing.
    blockFieldSuggestion: { enabled: false },
  });
  const limits: Plugin = {
    onRequestParse({ requestParser, setRequestParser }) {
      if (!requestParser) return;
      // Yoga's GET parser lets JSON.parse errors of ?variables= and ?extensions= escape as 500s.
      setRequestParser(async (request) => {
        try {
          return await requestParser(request);
        } catch (error) {
          if (isGraphQLError(error)) throw error;
          throw requestError("The request's variables or extensions are not valid JSON objects.", "BAD_REQUEST");
        }
      });
    },
    onParams({ params }) {
      checkOperationParams(params);
    },
    onValidate({ addValidationRule }) {
      addValidationRule(noNulInStrings);
    },
    // Operations costing more than the limit are refused before anything runs (over HTTP and graphql-ws alike).
    onSubscribe({ args, setResultAndStopExecution }) {
      const refusal = costRefusal(args, GRAPHQL_LIMITS.maxCost);
      if (refusal) setResultAndStopExecution({ errors: [refusal] });
    },
    onExecute({ args, executeFn, setExecuteFn, setResultAndStopExecution }) {
      const refusal = costRefusal(args, GRAPHQL_LIMITS.maxCost);
      if (refusal) return setResultAndStopExecution({ errors: [refusal] });
      setExecuteFn((args) => {
        const timeout = new AbortController();
        // Yoga's executor stops resolving fields once the signal it is given aborts.
        const requestSignal = "signal" in args && args.signal instanceof AbortSignal ? args.signal : undefined;
        const withSignal: ExecutionArgs & { signal: AbortSignal } = {
          ...args,
          signal: requestSignal ? AbortSignal.any([requestSignal, timeout.signal]) : timeout.signal,
        };
        const result = executeFn(withSignal);
        let timer: NodeJS.Timeout | undefined;
        const expired = new Promise<{ errors: GraphQLError[] }>((resolve) => {
          timer = setTimeout(() => {
            timeout.abort();
            resolve({
              errors: [
                createGraphQLError(`The operation took longer than ${timeoutMs / 1000} seconds and was stopped.`, {
                  extensions: { code: "TIMEOUT" },
                }),
              ],
            });
          }, timeoutMs);
        });
        return Promise.race([Promise.resolve(result), expired]).finally(() => clearTimeout(timer));
      });
    },
  };
  return [...armor.protect().plugins, limits];
}

/**
 * By name, not instanceof: graphql is loaded both as ESM and CommonJS by different packages, and
 * an error made by one copy is not an instance of the other's class.
 */
export function isGraphQLError(error: unknown): error is GraphQLError {
  return error instanceof Error && error.name === "GraphQLError";
}

/**
 * Unexpected errors reach clients as "Unexpected error." plus a reference, and the operator's
 * log gets the same reference with the error, so a player's report can be matched to its cause.
 */
export function maskUnexpectedError(error: unknown, message: string, requestId: () => string | undefined, logger: Logger): Error {
  let original: unknown = error;
  while (isGraphQLError(original) && original.originalError) original = original.originalError;
  if (isGraphQLError(original)) return isGraphQLError(error) ? error : original;
  const path = isGraphQLError(error) ? { path: error.path, nodes: error.nodes } : {};
  // Pothos refuses bad arguments it checks itself (a connection's `first: -1`): the client's mistake, said as such.
  if (original instanceof Error && original.name === "PothosValidationError") {
    return createGraphQLError(original.message, { extensions: { code: "BAD_USER_INPUT" }, ...path });
  }
  const reference = requestId() ?? randomUUID();
  logger.error({ err: original, reqId: reference }, "unexpected GraphQL error");
  return createGraphQLError(`${message} Reference: ${reference}.`, {
    extensions: { code: "INTERNAL_SERVER_ERROR", reference },
    ...path,
  });
}
