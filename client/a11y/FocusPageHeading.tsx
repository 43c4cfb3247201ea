import { useEffect, useState, type ReactNode } from "react";
import "./focusPageHeading.css";

/** Whether a page has been on screen yet: the first one of a visit is not "navigated to". */
let firstPageShown = false;

/**
 * Wraps a page. After in-app navigation (a link, Back), once the page is on screen, focus moves
 * to its h1 (made focusable with tabIndex -1) so that screen readers announce the new page. On the
 * first page of a visit focus stays where the browser put it, and a page that focused one of its
 * own controls (autoFocus) keeps that.
 */
export function FocusPageHeading({ children }: { children: ReactNode }) {
  // Read once per page (StrictMode's double render sees the same value; the flag is set after).
  const [navigated] = useState(() => firstPageShown);
  useEffect(() => {
    firstPageShown = true;
    if (!navigated) return;
    const main = document.querySelector("main");
    const active = document.activeElement;
    if (!main || (active && active !== main && main.contains(active))) return;
    const heading = main.querySelector("h1");
    if (!heading) return;
    if (!heading.hasAttribute("tabindex")) heading.tabIndex = -1;
    // The router has already scrolled to the top (or to the #section asked for): leave that as it is.
    heading.focus({ preventScroll: true });
  }, [navigated]);
  return children;
}
