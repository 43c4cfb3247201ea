import { StrictMode } from "react";
import { RelayEnvironmentProvider } from "react-relay/hooks";
import type { Environment } from "relay-runtime";
import { App, loadAppQuery } from "./App.tsx";
import { enterPage, RouterProvider, type RouterLocation } from "./routing/router.tsx";
import { preparePage } from "./routing/routes.tsx";

/** The portal opened at a location: its Relay environment, and its shell's and page's queries, started. */
export interface PortalStart {
  environment: Environment;
  appQueryRef: ReturnType<typeof loadAppQuery>;
  prepare: (pathname: string) => ReturnType<typeof preparePage>;
  initial: ReturnType<typeof enterPage>;
}

/** Starts the shell's query and the page's query and code at once, before anything renders. */
export function startPortal(environment: Environment, location: RouterLocation): PortalStart {
  const prepare = (pathname: string) => preparePage(pathname, environment);
  return { environment, appQueryRef: loadAppQuery(environment), prepare, initial: enterPage(location, prepare) };
}

/** The whole app, the same tree in the browser and on the server (which renders a visitor's first page). */
export function PortalRoot({ start }: { start: PortalStart }) {
  return (
    <StrictMode>
      <RelayEnvironmentProvider environment={start.environment}>
        <RouterProvider prepare={start.prepare} initial={start.initial}>
          <App queryRef={start.appQueryRef} />
        </RouterProvider>
      </RelayEnvironmentProvider>
    </StrictMode>
  );
}
