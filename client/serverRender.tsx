import { Writable } from "node:stream";
import { renderToString } from "react-dom/server";
import { prerenderToNodeStream } from "react-dom/static";
import { Environment, Network, RecordSource, Store, type GraphQLResponse } from "relay-runtime";
import { ServerPageMeta, type PageMeta } from "./layout/PortalContext.tsx";
import { PortalRoot, startPortal } from "./PortalRoot.tsx";
import { isServerRendered } from "./routing/routes.tsx";
import { recordsScript } from "./serverRendering/pageRecords.ts";

/** Runs a GraphQL operation as a visitor (no session), in the server's own process. */
export type VisitorGraphQL = (query: string, variables: Record<string, unknown>) => Promise<unknown>;

export interface RenderedPage {
  /** The app's HTML, for inside `<div id="root">`. */
  html: string;
  /** The script element with the Relay records the page was rendered from. */
  records: string;
  /** The page's title and meta description, for the HTML's head. */
  title: string;
  description: string;
}

function isGraphQLResponse(value: unknown): value is GraphQLResponse {
  return typeof value === "object" && value !== null && ("data" in value || "errors" in value);
}

async function text(stream: NodeJS.ReadableStream): Promise<string> {
  const chunks: Buffer[] = [];
  await new Promise<void>((resolve, reject) => {
    stream.pipe(new Writable({ write: (chunk: Buffer, _encoding, done) => void (chunks.push(Buffer.from(chunk)), done()) })).on("finish", resolve).on("error", reject);
    stream.on("error", reject);
  });
  return Buffer.concat(chunks).toString("utf8");
}

/**
 * A visitor's first page, rendered on the server from the same components as in the browser: the
 * page's content is on screen with the HTML, before any script has run. Only the routes marked
 * serverRendered (public catalog pages) are rendered; null for any other path, and for a page
 * whose rendering failed anywhere (the browser then draws it, as for every other page).
 */
export async function renderPortalPage(pathname: string, graphql: VisitorGraphQL): Promise<RenderedPage | null> {
  if (!isServerRendered(pathname)) return null;
  const environment = new Environment({
    network: Network.create(async (operation, variables) => {
      const response = await graphql(operation.text ?? "", variables);
      if (!isGraphQLResponse(response)) throw new Error(`${operation.name} had no GraphQL answer.`);
      return response;
    }),
    store: new Store(new RecordSource()),
    isServer: true,
  });
  const start = startPortal(environment, { pathname, search: "" });
  let failed = false;
  const onError = (error: unknown) => {
    failed = true;
    console.error(`Server rendering of ${pathname} failed:`, error);
  };
  // The first pass waits for every query and every page's code. Its HTML would complete Suspense
  // boundaries with inline scripts, which the portal's Content-Security-Policy forbids: the second
  // pass, over the same tree with everything in, renders it whole without suspending.
  let meta: PageMeta | null = null;
  const app = (
    <ServerPageMeta.Provider value={(pageMeta) => (meta = pageMeta)}>
      <PortalRoot start={start} />
    </ServerPageMeta.Provider>
  );
  const { prelude } = await prerenderToNodeStream(app, { onError });
  await text(prelude);
  const html = failed ? "" : renderToString(app);
  start.initial.page.dispose();
  if (failed || meta === null || html.includes("<!--$!-->") || html.includes("<!--$?-->")) return null;
  const { title, description }: PageMeta = meta;
  return { html, records: recordsScript(environment.getStore().getSource().toJSON()), title, description };
}
