// graphql's CommonJS build, the one the schema's types come from wherever this module is loaded:
// vitest would hand a bare "graphql" import its ES build, whose execute refuses the schema.
import { createSourceEventStream, execute, Kind, print, type DocumentNode, type ExecutionArgs, type ExecutionResult, type SelectionSetNode } from "graphql/index.js";
import type { Plugin } from "graphql-yoga";
import type { GraphQLContext } from "../schema/context.ts";
import type { RoomUpdate } from "./chat.ts";

/**
 * A chat message rendered once per room, not once per open page (issue 31). graphql-js runs a
 * subscription's selection once per event and subscriber; for `chatRoom` the event is the same
 * RoomUpdate object for every reader of the room (api/chat/chat.ts `followRoom` shares it), so the
 * pages that run the same selection (same document, operation and variables) share one execution
 * of it, and graphql-ws writes that one result to each of their sockets.
 *
 * Per-reader parts stay per reader: a muted author's message never reaches the reader's stream
 * (followRoom filters it before this), `mine` is keyed by whether the reader wrote the message, and
 * a selection with any other field (a moderator's `openReports`, or a field added later) runs per
 * reader as before.
 */

/** Fields of ChatRoomUpdate, ChatMessage and ChatAuthor whose value is the same for every reader of a message. */
const SAME_FOR_EVERY_READER = new Set(["__typename", "chatRoom", "posted", "hiddenMessageId", "id", "roomId", "body", "createdAt", "author", "username", "userIconUrl"]);
/** The one field that differs by reader, and only by whether the reader wrote the message. */
const AUTHOR_RELATIVE = "mine";

/** How a subscription's results may be shared: by `key` (plus `mine`'s answer when `readsMine`), or not at all (null). */
interface Sharing {
  key: string;
  readsMine: boolean;
}

export interface ChatFanOut {
  plugin: Plugin<GraphQLContext>;
  /** Executions of a chatRoom selection for an event so far (a shared one counts once): for tests and the bench. */
  executions(): number;
}

/** Adds every field name the selection reaches, fragments followed, to `names`. */
function fieldNames(document: DocumentNode, selectionSet: SelectionSetNode, names: Set<string>, seen: Set<string>): void {
  for (const selection of selectionSet.selections) {
    if (selection.kind === Kind.FIELD) {
      names.add(selection.name.value);
      if (selection.selectionSet) fieldNames(document, selection.selectionSet, names, seen);
    } else if (selection.kind === Kind.INLINE_FRAGMENT) {
      fieldNames(document, selection.selectionSet, names, seen);
    } else if (!seen.has(selection.name.value)) {
      seen.add(selection.name.value);
      const fragment = document.definitions.find((definition) => definition.kind === Kind.FRAGMENT_DEFINITION && definition.name.value === selection.name.value);
      if (fragment?.kind === Kind.FRAGMENT_DEFINITION) fieldNames(document, fragment.selectionSet, names, seen);
    }
  }
}

/** The document's text, printed once per parsed document (yoga's parser cache hands every page of a query the same one). */
const printed = new WeakMap<DocumentNode, string>();

/** Whether and how this subscription's results may be shared, or undefined when it is not a chatRoom subscription. */
function sharingOf(args: ExecutionArgs): Sharing | null | undefined {
  const operations = args.document.definitions.filter((definition) => definition.kind === Kind.OPERATION_DEFINITION);
  const operation = args.operationName ? operations.find((definition) => definition.name?.value === args.operationName) : operations.length === 1 ? operations[0] : undefined;
  if (operation?.operation !== "subscription") return undefined;
  const roots = operation.selectionSet.selections;
  if (roots.length !== 1 || roots[0]?.kind !== Kind.FIELD || roots[0].name.value !== "chatRoom") return undefined;
  const names = new Set<string>();
  fieldNames(args.document, operation.selectionSet, names, new Set());
  for (const name of names) if (name !== AUTHOR_RELATIVE && !SAME_FOR_EVERY_READER.has(name)) return null;
  let text = printed.get(args.document);
  if (text === undefined) {
    text = print(args.document);
    printed.set(args.document, text);
  }
  // Made once per subscription, so its hash is computed once too.
  return { key: `${text}\n${args.operationName ?? ""}\n${JSON.stringify(args.variableValues ?? {})}`, readsMine: names.has(AUTHOR_RELATIVE) };
}

/** The source's events mapped through `render`; return() reaches the source at once, even while it waits (a page that leaves an idle room). */
class Rendered implements AsyncGenerator<ExecutionResult, void, void> {
  constructor(
    private readonly source: AsyncIterator<unknown>,
    private readonly render: (event: unknown) => Promise<ExecutionResult>,
  ) {}

  async next(): Promise<IteratorResult<ExecutionResult, void>> {
    const step = await this.source.next();
    if (step.done) return { done: true, value: undefined };
    return { done: false, value: await this.render(step.value) };
  }

  async return(): Promise<IteratorResult<ExecutionResult, void>> {
    await this.source.return?.();
    return { done: true, value: undefined };
  }

  async throw(error: unknown): Promise<IteratorResult<ExecutionResult, void>> {
    await this.source.return?.();
    throw error;
  }

  [Symbol.asyncIterator](): this {
    return this;
  }

  async [Symbol.asyncDispose](): Promise<void> {
    await this.return();
  }
}

export function createChatFanOut(): ChatFanOut {
  let executions = 0;
  // Each update's results by sharing key; an update is dropped with its last reader's page.
  const results = new WeakMap<object, Map<string, Promise<ExecutionResult>>>();

  const run = (args: ExecutionArgs, update: unknown): Promise<ExecutionResult> => {
    executions++;
    return Promise.resolve(execute({ ...args, rootValue: update }));
  };

  const subscribe = async (args: ExecutionArgs, sharing: Sharing | null, viewerId: string | null): Promise<AsyncGenerator<ExecutionResult, void, void> | ExecutionResult> => {
    const source = await createSourceEventStream(args);
    if (!(Symbol.asyncIterator in source)) return source;
    const render = (event: unknown): Promise<ExecutionResult> => {
      if (sharing === null || typeof event !== "object" || event === null) return run(args, event);
      const update = event as RoomUpdate;
      const key = sharing.readsMine ? `${sharing.key}\nmine:${update.posted !== null && update.posted.userId === viewerId}` : sharing.key;
      let byKey = results.get(update);
      if (!byKey) results.set(update, (byKey = new Map()));
      let result = byKey.get(key);
      if (!result) byKey.set(key, (result = run(args, update)));
      return result;
    };
    return new Rendered(source[Symbol.asyncIterator](), render);
  };

  return {
    executions: () => executions,
    plugin: {
      onSubscribe({ args, setSubscribeFn }) {
        const sharing = sharingOf(args);
        if (sharing === undefined) return;
        // The viewer is read when the first event comes (lookUpViewerWhenNeeded sets it in its own onSubscribe).
        setSubscribeFn((subscribeArgs) => subscribe(subscribeArgs, sharing, args.contextValue.viewer.userId));
      },
    },
  };
}
