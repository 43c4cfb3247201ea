import { useLayoutEffect, type RefObject } from "react";

/** Keeps the play area right under the portal's header, whatever height the header wraps to. */
export function useHeaderHeight(area: RefObject<HTMLDivElement | null>) {
  useLayoutEffect(() => {
    const header = document.querySelector<HTMLElement>(".header");
    const node = area.current;
    if (!header || !node) return;
    const update = () => node.style.setProperty("--play-top", `${header.getBoundingClientRect().height}px`);
    update();
    const observer = new ResizeObserver(update);
    observer.observe(header);
    document.documentElement.classList.add("is-playing");
    return () => {
      observer.disconnect();
      document.documentElement.classList.remove("is-playing");
    };
  }, [area]);
}
