import { createContext, startTransition, useCallback, useContext, useEffect, useMemo, useRef, useState, type AnchorHTMLAttributes, type MouseEvent, type ReactNode } from "react";
import type { PreparedPage } from "./page.tsx";

/** A tiny history-API router: the portal has a handful of routes and needs nothing more. */

export interface RouterLocation {
  pathname: string;
  search: string;
}

interface RouterState {
  location: RouterLocation;
  /** The page at `location`, prepared (its query and code started) when the router got there. */
  page: PreparedPage;
  navigate(to: string, options?: { replace?: boolean }): void;
  /** Prepares the current page again (its query reads the store, or the server for what is stale). */
  reload(): void;
}

const RouterContext = createContext<RouterState | null>(null);

function currentLocation(): RouterLocation {
  return { pathname: window.location.pathname, search: window.location.search };
}

export interface RouterEntry {
  location: RouterLocation;
  page: PreparedPage;
}

/** Enters the page at `location` (the browser's, or the one the server renders). */
export function enterPage(location: RouterLocation, prepare: (pathname: string) => PreparedPage): RouterEntry {
  return { location, page: prepare(location.pathname) };
}

/** Enters the page at the browser's current location. */
function enterCurrentPage(prepare: (pathname: string) => PreparedPage): RouterEntry {
  return enterPage(currentLocation(), prepare);
}

/**
 * `initial` is the page the app opened on, prepared before the first render; every later page is
 * prepared here, in the event that leads to it (a click, Back), never while rendering.
 */
export function RouterProvider({ prepare, initial, children }: { prepare: (pathname: string) => PreparedPage; initial: RouterEntry; children: ReactNode }) {
  const [entry, setEntry] = useState(initial);
  // Releases the page left behind once the next one is committed. Not in an effect's cleanup, which
  // StrictMode runs on mount too: the router lives as long as the app, so nothing is left on unmount.
  const shown = useRef(entry.page);
  useEffect(() => {
    if (shown.current !== entry.page) shown.current.dispose();
    shown.current = entry.page;
  }, [entry.page]);
  useEffect(() => {
    const onPop = () => setEntry(enterCurrentPage(prepare));
    window.addEventListener("popstate", onPop);
    return () => window.removeEventListener("popstate", onPop);
  }, [prepare]);
  const navigate = useCallback(
    (to: string, options?: { replace?: boolean }) => {
      if (options?.replace) window.history.replaceState(null, "", to);
      else window.history.pushState(null, "", to);
      setEntry(enterCurrentPage(prepare));
      window.scrollTo(0, 0);
    },
    [prepare],
  );
  // A transition keeps the page on screen while its query loads again, instead of a spinner.
  const reload = useCallback(() => startTransition(() => setEntry(enterCurrentPage(prepare))), [prepare]);
  const value = useMemo(() => ({ location: entry.location, page: entry.page, navigate, reload }), [entry, navigate, reload]);
  return <RouterContext.Provider value={value}>{children}</RouterContext.Provider>;
}

export function useRouter(): RouterState {
  const router = useContext(RouterContext);
  if (!router) throw new Error("useRouter must be used inside RouterProvider");
  return router;
}

type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href"> & { to: string };

/** An ordinary link that navigates in place (modifier-clicks still open new tabs). */
export function Link({ to, onClick, ...rest }: LinkProps) {
  const { navigate } = useRouter();
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    navigate(to);
  };
  return <a href={to} onClick={handleClick} {...rest} />;
}
