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
    fetch(`/play/${encodeURIComponent(slug)}/`, { method: "HEAD", signal: controller.signal })
      .then((response) => setPlayable({ slug, ok: response.ok }))
      .catch(() => {
        if (!controller.signal.aborted) setPlayable({ slug, ok: false });
      });
    return () => controller.abort();
  }, [slug]);
  return slug && playable?.slug === slug ? playable.ok : null;
}
