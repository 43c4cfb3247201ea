import { lazy, use, type ComponentType, type ReactNode } from "react";
import { loadQuery, type PreloadedQuery } from "react-relay/hooks";
import type { ConcreteRequest, IEnvironment, OperationType } from "relay-runtime";
import { FocusPageHeading } from "../a11y/FocusPageHeading.tsx";

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
  /** Whether the server renders the page's HTML for a visitor's first request (public data only). */
  serverRendered: boolean;
  prepare(params: RouteParams, environment: IEnvironment): PreparedPage;
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

/**
 * A page's query: its compiled artifact, or a loader of it. The first page's artifact is part of
 * the entry; the other pages' come in a small chunk of their own when their route is entered (or
 * prefetched), so that they stay out of the first page's code.
 */
export type QuerySource = ConcreteRequest | (() => Promise<ConcreteRequest>);

/** The artifact, at once when it is part of the entry or already loaded, else the promise of it. */
function artifactOf(source: QuerySource): () => ConcreteRequest | Promise<ConcreteRequest> {
  if (typeof source !== "function") return () => source;
  let loaded: ConcreteRequest | undefined;
  let loading: Promise<ConcreteRequest> | undefined;
  return () =>
    loaded ??
    (loading ??= source().then(
      (artifact) => (loaded = artifact),
      (error: unknown) => {
        // A failed download (network drop) is tried again on the next visit.
        loading = undefined;
        throw error;
      },
    ));
}

/** Renders `render`'s element once `pending` is settled (suspending until then). */
function Pending<T>({ pending, render }: { pending: Promise<T>; render: (value: T) => ReactNode }) {
  return render(use(pending));
}

/** A page with a Relay query, which the route starts without waiting for the page's code. */
export function definePage<Q extends OperationType>(definition: {
  path: string;
  query: QuerySource;
  variables: (params: RouteParams) => Q["variables"];
  component: PageModule<PageProps<Q>>;
  serverRendered?: boolean;
}): Route {
  const { Component, preload } = lazyPage(definition.component);
  const artifact = artifactOf(definition.query);
  return {
    path: definition.path,
    serverRendered: definition.serverRendered ?? false,
    prepare: (params, environment) => {
      void preload().catch(() => {});
      const start = (query: ConcreteRequest) => loadQuery<Q>(environment, query, definition.variables(params), { fetchPolicy: "store-or-network" });
      const render = (queryRef: PreloadedQuery<Q>) => (
        <FocusPageHeading>
          <Component queryRef={queryRef} params={params} />
        </FocusPageHeading>
      );
      const known = artifact();
      if (!(known instanceof Promise)) {
        const queryRef = start(known);
        return { element: render(queryRef), dispose: () => queryRef.dispose() };
      }
      const pending = known.then(start);
      return {
        element: <Pending pending={pending} render={render} />,
        dispose: () => void pending.then((queryRef) => queryRef.dispose(), () => {}),
      };
    },
  };
}

/** A page without data of its own. */
export function defineStaticPage(definition: { path: string; component: PageModule<Record<string, never>> }): Route {
  const { Component, preload } = lazyPage(definition.component);
  return {
    path: definition.path,
    serverRendered: false,
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
