import { usePageMeta } from "../layout/PortalContext.tsx";
import { Link } from "../routing/router.tsx";

/** Shown for unknown paths, and by pages whose game or item does not exist. */
export function NotFound({ what = "page" }: { what?: "page" | "game" }) {
  usePageMeta(what === "game" ? "Game not found" : "Page not found");
  return (
    <section className="not-found" aria-labelledby="not-found-heading">
      <p className="not-found__code" aria-hidden="true">
        404
      </p>
      <h1 id="not-found-heading">{what === "game" ? "We couldn't find that game" : "We couldn't find that page"}</h1>
      <p>The link may be old or mistyped. All our games are one click away:</p>
      <p className="not-found__actions">
        <Link to="/games-all" className="button button--primary">
          See all games
        </Link>
        <Link to="/" className="button button--secondary">
          Go to the home page
        </Link>
      </p>
    </section>
  );
}
