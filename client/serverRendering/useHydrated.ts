import { useSyncExternalStore } from "react";

const neverChanges = () => () => {};

/**
 * False on the server and while the browser takes over a page the server rendered; true once the
 * app runs the page (at once for a page the browser draws itself). Controls whose native behaviour
 * would do the wrong thing before the app handles them (a form's submit reloading the page) stay
 * disabled until then.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    neverChanges,
    () => true,
    () => false,
  );
}
