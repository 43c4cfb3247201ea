import type { Client } from "graphql-ws";
import {
  Environment,
  Network,
  Observable,
  RecordSource,
  Store,
  type FetchFunction,
  type GraphQLResponse,
  type PayloadData,
  type SubscribeFunction,
} from "relay-runtime";
import type { PageRecords } from "../serverRendering/pageRecords.ts";

const fetchGraphQL: FetchFunction = async (operation, variables) => {
  const response = await fetch("/graphql", {
    method: "POST",
    headers: { "Content-Type": "application/json", Accept: "application/json" },
    credentials: "same-origin",
    body: JSON.stringify({ query: operation.text, variables }),
  });
  if (!response.ok && response.status >= 500) {
    throw new Error(`The server could not answer (${response.status}). Please try again later.`);
  }
  return response.json();
};

// Subscriptions run over graphql-ws on the same path. The socket opens with the first subscription
// and keeps coming back after a server restart or a network drop, since pages follow the catalog's
// data date for as long as they are open. Its code loads with the first subscription too, after
// the page has its data: the first page does not wait for it.
let wsClient: Promise<Client> | undefined;
function socket(): Promise<Client> {
  wsClient ??= import("graphql-ws").then(({ createClient }) =>
    createClient({
      url: () => `${window.location.protocol === "https:" ? "wss:" : "ws:"}//${window.location.host}/graphql`,
      retryAttempts: Number.POSITIVE_INFINITY,
      shouldRetry: () => true,
      // graphql-ws doubles its wait without bound; past half a minute, retry every half minute or so.
      retryWait: (retries) => new Promise((resolve) => setTimeout(resolve, Math.min(30_000, 1000 * 2 ** retries) + Math.random() * 3000)),
    }),
  );
  return wsClient;
}

/**
 * A socket runs every subscription as the player of the cookies it was opened with. When the page
 * gets another player (a temporary user made, a sign-in), this reopens it: graphql-ws retries a
 * terminated socket and subscribes everything again, now as the new player.
 */
export function reopenSubscriptions(): void {
  void wsClient?.then((client) => client.terminate());
}

const subscribeGraphQL: SubscribeFunction = (operation, variables) =>
  Observable.create<GraphQLResponse>((sink) => {
    const { text } = operation;
    if (!text) {
      sink.error(new Error(`Subscription ${operation.name} has no query text.`));
      return;
    }
    let unsubscribe: (() => void) | undefined;
    let closed = false;
    socket().then(
      (client) => {
        if (closed) return;
        unsubscribe = client.subscribe<PayloadData>(
          { operationName: operation.name, query: text, variables },
          {
            next: ({ data, errors }) => {
              const payloadErrors = errors?.map(({ message, path }) => ({ message, path: path ? [...path] : undefined })) ?? [];
              sink.next(data ? { data, errors: payloadErrors } : { errors: payloadErrors });
            },
            error: (error) => sink.error(error instanceof Error ? error : new Error(`The subscription ${operation.name} failed.`)),
            complete: () => sink.complete(),
          },
        );
      },
      // The chunk could not be downloaded (network drop): dropped, so that the next subscription tries again.
      () => {
        wsClient = undefined;
        sink.error(new Error(`The subscription ${operation.name} could not start.`));
      },
    );
    return () => {
      closed = true;
      unsubscribe?.();
    };
  });

/**
 * The browser's Relay environment. `records` are the ones the server rendered the page from: the
 * page's queries then read them instead of asking again, and hydration sees the server's data.
 */
export function createBrowserEnvironment(records?: PageRecords): Environment {
  return new Environment({
    network: Network.create(fetchGraphQL, subscribeGraphQL),
    store: new Store(new RecordSource(records)),
  });
}
