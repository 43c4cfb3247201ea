import { Environment, Network, RecordSource, Store, type FetchFunction } from "relay-runtime";

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

export const environment = new Environment({
  network: Network.create(fetchGraphQL),
  store: new Store(new RecordSource()),
});
