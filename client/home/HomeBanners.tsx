import { startTransition, Suspense, useEffect, useRef, useState } from "react";
import { graphql, useFragment, useLazyLoadQuery } from "react-relay/hooks";
import type { HomeBannersQuery } from "../__generated__/HomeBannersQuery.graphql.ts";
import type { HomeBanners_viewer$key } from "../__generated__/HomeBanners_viewer.graphql.ts";
import { useSession } from "../auth/Session.tsx";
import { QuietBoundary } from "../layout/QuietBoundary.tsx";
import { Link } from "../routing/router.tsx";
import "./home.css";
import { useDismissBannerMutation } from "./useDismissBannerMutation.ts";
import { Notice } from "../notice/Notice.tsx";

/**
 * The home page's banners (a new game, a season starting, a bonus waiting): the server decides
 * which are due for the viewer; each shows until dismissed. Loaded by a query of their own after
 * the page, so the home page's own query stays the same for every visitor (and is kept).
 */
export function HomeBanners() {
  return (
    <QuietBoundary>
      <Suspense fallback={null}>
        <HomeBannersLoader />
      </Suspense>
    </QuietBoundary>
  );
}

function HomeBannersLoader() {
  // A brand-new visitor gets its temporary user after the first render, and a player may sign in
  // or out: ask again when the settled status changes (not while it is loading), in a transition,
  // so that the banners on screen stay until the new ones are in instead of leaving and coming back.
  const { status } = useSession();
  const [fetchKey, setFetchKey] = useState(0);
  const settled = useRef(status);
  useEffect(() => {
    if (status === "loading" || status === settled.current) return;
    settled.current = status;
    startTransition(() => setFetchKey((key) => key + 1));
  }, [status]);
  const data = useLazyLoadQuery<HomeBannersQuery>(
    graphql`
      query HomeBannersQuery {
        viewer {
          ...HomeBanners_viewer
        }
      }
    `,
    {},
    { fetchPolicy: "store-and-network", fetchKey },
  );
  return <BannerList viewer={data.viewer} />;
}

function BannerList({ viewer: viewerKey }: { viewer: HomeBanners_viewer$key }) {
  const viewer = useFragment(
    graphql`
      fragment HomeBanners_viewer on Viewer {
        banners {
          bannerId
          kind
          title
          text
          actionLabel
          href
          imageUrl
        }
      }
    `,
    viewerKey,
  );
  const dismiss = useDismissBannerMutation();
  const [error, setError] = useState<string | null>(null);
  if (viewer.banners.length === 0 && !error) return null;
  return (
    <section className="home-banners" aria-label="News for you">
      {viewer.banners.map((banner) => (
        <article key={banner.bannerId} className={`home-banner home-banner--${banner.kind.toLowerCase().replace(/_/g, "-")}`} data-banner={banner.bannerId}>
          {banner.imageUrl && <img className="home-banner__image" src={banner.imageUrl} alt="" width={96} height={72} />}
          <div className="home-banner__body">
            <h2 className="home-banner__title">{banner.title}</h2>
            <p className="home-banner__text">{banner.text}</p>
          </div>
          <div className="home-banner__actions">
            <Link to={banner.href} className="button button--primary">
              {banner.actionLabel}
            </Link>
            <button
              type="button"
              className="button button--secondary"
              aria-label={`Dismiss: ${banner.title}`}
              onClick={async () => setError(await dismiss(banner.bannerId))}
            >
              Dismiss
            </button>
          </div>
        </article>
      ))}
      {error && (
        <Notice tone="error">
          {error}
        </Notice>
      )}
    </section>
  );
}
