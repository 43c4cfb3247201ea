import { existsSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { RenderedPage, renderPortalPage } from "../../client/serverRender.tsx";
import type { Logger } from "../logger.ts";
import type { GraphQLHandler } from "./graphql.ts";

export type { RenderedPage };

/** What the built renderer (dist/server/serverRender.js) exports as renderPortalPage. */
type RenderPortalPage = typeof renderPortalPage;

/** Where `npm run build` puts the page renderer: beside the client's build, like the games'. */
export function serverRenderDir(clientDistDir: string): string {
  return path.join(path.dirname(clientDistDir), "server");
}

function isRenderer(value: unknown): value is RenderPortalPage {
  return typeof value === "function";
}

/**
 * Renders the public pages a first visit opens on (see client/serverRender.tsx), running their
 * queries in this process as a visitor. Without the built renderer every page is left to the
 * browser, as before the build.
 */
export function createServerRenderer(clientDistDir: string, graphql: GraphQLHandler, logger: Logger) {
  const file = path.join(serverRenderDir(clientDistDir), "serverRender.js");
  let renderer: Promise<RenderPortalPage | null> | undefined;
  const load = () =>
    (renderer ??= existsSync(file)
      ? import(pathToFileURL(file).href).then((module: Record<string, unknown>) => {
          const render = module.renderPortalPage;
          if (!isRenderer(render)) throw new Error(`${file} does not export renderPortalPage.`);
          return render;
        })
      : Promise.resolve(null));

  return {
    /** The page at `pathname` as a visitor sees it, or null when the browser is to draw it. */
    async render(origin: string, pathname: string): Promise<RenderedPage | null> {
      const render = await load();
      if (!render) return null;
      const asVisitor = async (query: string, variables: Record<string, unknown>) => {
        const response = await graphql.fetch(
          new Request(`${origin}/graphql`, {
            method: "POST",
            headers: { "Content-Type": "application/json", Accept: "application/json" },
            body: JSON.stringify({ query, variables }),
          }),
        );
        return response.json();
      };
      // A page that cannot be rendered here is still a page: the browser draws it, as any other.
      return render(pathname, asVisitor).catch((error: unknown) => {
        logger.error({ err: error, page: pathname }, "server rendering failed");
        return null;
      });
    },
  };
}

export type ServerRenderer = ReturnType<typeof createServerRenderer>;
