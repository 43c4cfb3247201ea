import { lazy, type ComponentType } from "react";

/**
 * A component whose code is a chunk of its own, fetched when it first renders instead of with the
 * first page. For what the page works without (live updates): should the chunk fail to download,
 * it renders nothing rather than taking the page down.
 */
export function lazyOptional<Props extends object>(load: () => Promise<ComponentType<Props>>) {
  return lazy(async () => {
    try {
      return { default: await load() };
    } catch {
      return { default: () => null };
    }
  });
}
