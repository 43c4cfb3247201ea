// GraphiQL, built by our own Vite build as an entry of its own: the portal's pages never load it.
// Monaco's web workers come from Vite's `?worker` imports, so they are same-origin files too.
import "graphiql/setup-workers/vite";
import "graphiql/style.css";
import "./graphiql.css";
import { formatShortcutForOS, KEY_MAP } from "@graphiql/react";
import { createGraphiQLFetcher, type Fetcher } from "@graphiql/toolkit";
import { GraphiQL } from "graphiql";
import { parse } from "graphql";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { EDITOR_THEMES, EditorThemes } from "./editorTheme.ts";
import { SDK_OPERATIONS_PLUGIN } from "./sdkOperations.tsx";
import { keepTabsAList } from "./tabSemantics.ts";

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

/** The first tab's text on a first visit (GraphiQL keeps the tabs in this browser after that). */
const DEFAULT_QUERY = `# Playden's GraphQL API.
#
# Type an operation here (Ctrl-Space completes it) and run it with ${formatShortcutForOS(KEY_MAP.runQuery.key, "Cmd")}.
# The Docs panel on the left describes every type and field. You are whoever is signed in to the
# portal in this browser.
#
# The Game SDK's operations, the only ones a game frame may run, are in the panel
# "Game SDK operations" on the left: each opens in a tab of its own.

{
  portal {
    name
  }
}
`;

const root = document.getElementById("graphiql")!;
keepTabsAList(root);
createRoot(root).render(
  <StrictMode>
    <GraphiQL fetcher={fetcher} plugins={[SDK_OPERATIONS_PLUGIN]} defaultQuery={DEFAULT_QUERY} editorTheme={EDITOR_THEMES}>
      <EditorThemes />
      <GraphiQL.Logo>
        {/* The page's one heading, with the title the server gave the page (api/http/graphiql.ts). */}
        <h1 className="playden-graphiql-title">{document.title}</h1>
      </GraphiQL.Logo>
    </GraphiQL>
  </StrictMode>,
);
