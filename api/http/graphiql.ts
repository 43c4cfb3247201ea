import { readFile } from "node:fs/promises";
import path from "node:path";
import type { GraphiQLOptions } from "graphql-yoga";

/**
 * GraphiQL is an entry of the client's own Vite build (client/graphiql/): its page, scripts,
 * styles and Monaco's workers are files of ours under the client's dist directory, served like
 * the portal's, so it works offline and under the portal's Content-Security-Policy. Here only its
 * page is answered, with the title filled in, for yoga's GET /graphql from a browser.
 */
const TITLE = /<title>[^<]*<\/title>/;

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

/** yoga's renderGraphiQL: the built page, read once (a new build is served after a restart, as the portal's pages are). */
export function graphiqlPage(clientDistDir: string): (options: GraphiQLOptions) => Promise<string> {
  let page: Promise<string> | undefined;
  const read = async () => {
    try {
      return await readFile(path.join(clientDistDir, "graphiql", "index.html"), "utf8");
    } catch (error) {
      page = undefined;
      throw error;
    }
  };
  return async (options) => {
    let html: string;
    try {
      html = await (page ??= read());
    } catch {
      return "<!doctype html><title>GraphiQL</title><p>The client has not been built yet: run <code>npm run build</code> (npm start does this for you).</p>";
    }
    return html.replace(TITLE, `<title>${escapeHtml(options.title ?? "GraphiQL")}</title>`);
  };
}
