import { useEffect, useState } from "react";

/**
 * Whether the game has been built and is served at /play/{slug}/ (games arrive one by one; the
 * others keep their "coming soon" page). null while asking.
 */
export function useFramePlayable(slug: string | undefined): boolean | null {
  const [playable, setPlayable] = useState<{ slug: string; ok: boolean } | null>(null);
  useEffect(() => {
    if (!slug) return;
    const controller = new AbortController();
    // Only the server's "no such game" (404) means not built; a failed request is no such answer,
    // and the frame itself will show what the network does.
    fetch(`/play/${encodeURIComponent(slug)}/`, { method: "HEAD", signal: controller.signal, cache: "no-store" })
      .then((response) => setPlayable({ slug, ok: response.status !== 404 }))
      .catch(() => {
        if (!controller.signal.aborted) setPlayable({ slug, ok: true });
      });
    return () => controller.abort();
  }, [slug]);
  return slug && playable?.slug === slug ? playable.ok : null;
}
