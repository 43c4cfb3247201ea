import type { ComponentType, ReactNode } from "react";
import { loadQuery, type PreloadedQuery } from "react-relay";
import type { GraphQLTaggedNode, OperationType } from "relay-runtime";
import { environment } from "../relay/environment.ts";

export type RouteParams = Record<string, string>;

export interface PageProps<Q extends OperationType> {
  queryRef: PreloadedQuery<Q>;
  params: RouteParams;
}

export interface LoadedPage {
  element: ReactNode;
  dispose(): void;
}

/** A route whose query starts loading as soon as the route is entered, before it renders. */
export interface Page {
  path: string;
  load(params: RouteParams): LoadedPage;
}

export function definePage<Q extends OperationType>(definition: {
  path: string;
  query: GraphQLTaggedNode;
  variables: (params: RouteParams) => Q["variables"];
  Component: ComponentType<PageProps<Q>>;
}): Page {
  const { Component } = definition;
  return {
    path: definition.path,
    load: (params) => {
      const queryRef = loadQuery<Q>(environment, definition.query, definition.variables(params), {
        fetchPolicy: "store-or-network",
      });
      return { element: <Component queryRef={queryRef} params={params} />, dispose: () => queryRef.dispose() };
    },
  };
}
