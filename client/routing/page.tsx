import { lazy, type ComponentType, type ReactNode } from "react";
import { loadQuery, type PreloadedQuery } from "react-relay/hooks";
import type { ConcreteRequest, OperationType } from "relay-runtime";
import { FocusPageHeading } from "../a11y/FocusPageHeading.tsx";
import { environment } from "../relay/environment.ts";

export type RouteParams = Record<string, string>;

export interface PageProps<Q extends OperationType> {
  queryRef: PreloadedQuery<Q>;
  params: RouteParams;
}

/** A page being entered: its element (which suspends until its code and data are in) and what to release on leaving. */
export interface PreparedPage {
  element: ReactNode;
  dispose(): void;
}

/**
 * A route. `prepare` runs when the router enters the route (on navigation, before rendering): it
 * starts the page's query and the download of the page's code at once, so neither waits on the other.
 */
export interface Route {
  path: string;
  prepare(params: RouteParams): PreparedPage;
}

/** A page module: its component is its default export, so that each page is its own chunk. */
type PageModule<P> = () => Promise<{ default: ComponentType<P> }>;

/** One lazy component per route, whose download `preload` can start before React renders it. */
function lazyPage<P>(load: PageModule<P>) {
  let loading: ReturnType<PageModule<P>> | undefined;
  const preload = () => {
    // A failed download (network drop) is tried again on the next visit.
    loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    return loading;
  };
  return { Component: lazy(preload), preload };
}

/** A page with a Relay query (`query` is the compiled artifact, so the route can start it without the page's code). */
export function definePage<Q extends OperationType>(definition: {
  path: string;
  query: ConcreteRequest;
  variables: (params: RouteParams) => Q["variables"];
  component: PageModule<PageProps<Q>>;
}): Route {
  const { Component, preload } = lazyPage(definition.component);
  return {
    path: definition.path,
    prepare: (params) => {
      void preload().catch(() => {});
      const queryRef = loadQuery<Q>(environment, definition.query, definition.variables(params), { fetchPolicy: "store-or-network" });
      return {
        element: (
          <FocusPageHeading>
            <Component queryRef={queryRef} params={params} />
          </FocusPageHeading>
        ),
        dispose: () => queryRef.dispose(),
      };
    },
  };
}

/** A page without data of its own. */
export function defineStaticPage(definition: { path: string; component: PageModule<Record<string, never>> }): Route {
  const { Component, preload } = lazyPage(definition.component);
  return {
    path: definition.path,
    prepare: () => {
      void preload().catch(() => {});
      return {
        element: (
          <FocusPageHeading>
            <Component />
          </FocusPageHeading>
        ),
        dispose: () => {},
      };
    },
  };
}
