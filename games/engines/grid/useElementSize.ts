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
    const measure = () => setSize((size) => (size.width === element.clientWidth && size.height === element.clientHeight ? size : { width: element.clientWidth, height: element.clientHeight }));
    return watchSizes([element], measure);
  }, [element]);
  const ref = useCallback((node: T | null) => setElement(node), []);
  return { ref, element, ...size };
}

/**
 * Calls `measure` now and whenever one of `elements` resizes, and again a frame after each
 * resize: a size read inside the observer's callback may be a passing one (another callback
 * moved the layout in between), and the observer does not fire again when an element comes
 * back to the size it last reported. Returns the function that stops watching.
 */
export function watchSizes(elements: readonly Element[], measure: () => void): () => void {
  measure();
  let frame = 0;
  const observer = new ResizeObserver(() => {
    measure();
    cancelAnimationFrame(frame);
    frame = requestAnimationFrame(measure);
  });
  for (const element of elements) observer.observe(element);
  return () => {
    observer.disconnect();
    cancelAnimationFrame(frame);
  };
}
