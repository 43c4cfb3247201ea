import { graphql, useFragment } from "react-relay/hooks";
import type { Header_query$key } from "../__generated__/Header_query.graphql.ts";
import { SignInArea } from "../auth/SignInArea.tsx";
import { Link } from "../routing/router.tsx";
import { GemChip } from "../wallet/GemChip.tsx";
import { GamesMenu } from "./GamesMenu.tsx";

export function Header({ query }: { query: Header_query$key }) {
  const data = useFragment(
    graphql`
      fragment Header_query on Query {
        portal {
          name
        }
        viewer {
          ...GemChip_viewer
          ...SignInArea_viewer
        }
        ...GamesMenu_query
      }
    `,
    query,
  );
  return (
    <header className="header">
      <div className="header__inner">
        <Link to="/" className="header__brand">
          <img src="/favicon.svg" alt="" width={28} height={28} />
          <span>{data.portal.name}</span>
        </Link>
        <nav className="header__nav" aria-label="Main">
          <GamesMenu query={data} />
          <Link to="/games-all" className="header__nav-link">
            All Games
          </Link>
        </nav>
        <div className="header__account">
          <GemChip viewer={data.viewer} />
          <SignInArea viewer={data.viewer} />
        </div>
      </div>
    </header>
  );
}

/**
 * The header's bar before the app's data is in: the same bar and logo, so the page paints at once
 * and the real header takes its place without a jump. client/index.html holds the same markup,
 * painted before any script runs.
 */
export function HeaderPlaceholder() {
  return (
    <header className="header">
      <div className="header__inner header__inner--placeholder">
        <span className="header__brand">
          <img src="/favicon.svg" alt="" width={28} height={28} />
        </span>
      </div>
    </header>
  );
}
