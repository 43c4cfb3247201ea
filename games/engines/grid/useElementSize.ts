import { useCallback, useLayoutEffect, useState } from "react";

/**
 * The content size of an element, kept up to date as it resizes (a grid board fits what it is
 * given). `ref` is a callback ref, so an element that mounts later (after the game starts) counts.
 */
export function useElementSize<T extends HTMLElement>() {
  const [element, setElement] = useState<T | null>(null);
  const [size, setSize] = useState({ width: 0, height: 0 });
  useLayoutEffect(() => {
    if (!element) return;
    const measure = () => setSize({ width: element.clientWidth, height: element.clientHeight });
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [element]);
  const ref = useCallback((node: T | null) => setElement(node), []);
  return { ref, element, ...size };
}
