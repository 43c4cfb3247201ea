// GraphiQL, built by our own Vite build as an entry of its own: the portal's pages never load it.
// Monaco's web workers come from Vite's `?worker` imports, so they are same-origin files too.
import "graphiql/setup-workers/vite";
import "graphiql/style.css";
import "./graphiql.css";
import { createGraphiQLFetcher, type Fetcher } from "@graphiql/toolkit";
import { GraphiQL } from "graphiql";
import { parse } from "graphql";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";

const graphiqlFetcher = createGraphiQLFetcher({
  url: "/graphql",
  // Same origin: the signed-in developer's session cookie goes along.
  fetch: (input, init) => fetch(input, { ...init, credentials: "include" }),
  // Subscriptions run over graphql-ws on the same path, as for the portal's pages.
  subscriptionUrl: `${window.location.protocol === "https:" ? "wss:" : "ws:"}//${window.location.host}/graphql`,
});

// The fetcher sends subscriptions over the socket when the document it is given says so, but
// GraphiQL updates that document 100 ms after an edit: a subscription typed and run at once (say
// with Ctrl+Enter) would go over HTTP. The document is parsed from the query actually sent.
const fetcher: Fetcher = (params, options) => {
  let documentAST = options?.documentAST;
  try {
    documentAST = parse(params.query);
  } catch {
    // Not valid GraphQL: the server will say why.
  }
  return graphiqlFetcher(params, { ...options, documentAST });
};

createRoot(document.getElementById("graphiql")!).render(
  <StrictMode>
    <GraphiQL fetcher={fetcher} />
  </StrictMode>,
);
