import { useEffect, useId, useRef, useState } from "react";
import { graphql, useFragment } from "react-relay/hooks";
import type { Header_query$key } from "../__generated__/Header_query.graphql.ts";
import { SignInArea } from "../auth/SignInArea.tsx";
import { ChallengesMenu } from "../challenges/ChallengesMenu.tsx";
import { Link, useRouter } from "../routing/router.tsx";
import { HeaderBalances } from "../wallet/HeaderBalances.tsx";
import { GamesMenu } from "./GamesMenu.tsx";
import { usePopupDismiss } from "./usePopupDismiss.ts";
import "./header.css";

/**
 * The header: one row at every width. On a phone the navigation folds into a Menu button, whose
 * panel Escape, a click elsewhere or a new page closes.
 */
export function Header({ query }: { query: Header_query$key }) {
  const data = useFragment(
    graphql`
      fragment Header_query on Query {
        portal {
          name
        }
        viewer {
          ...HeaderBalances_viewer
          ...SignInArea_viewer
        }
        ...GamesMenu_query
      }
    `,
    query,
  );
  const [menuOpen, setMenuOpen] = useState(false);
  const navId = useId();
  const navRef = useRef<HTMLElement>(null);
  const menuButtonRef = useRef<HTMLButtonElement>(null);
  const { location } = useRouter();

  useEffect(() => setMenuOpen(false), [location.pathname]);
  // The Games and Challenges menus inside take Escape first; the next one folds the menu.
  usePopupDismiss(menuOpen, () => setMenuOpen(false), { inside: [navRef, menuButtonRef], button: menuButtonRef });

  return (
    <header className="header">
      <div className="header__inner">
        <Link to="/" className="header__brand">
          <img src="/favicon.svg" alt="" width={28} height={28} />
          <span className="header__brand-name">{data.portal.name}</span>
        </Link>
        <button
          ref={menuButtonRef}
          type="button"
          className="header__menu-button"
          aria-label="Menu"
          aria-expanded={menuOpen}
          aria-controls={navId}
          onClick={() => setMenuOpen((open) => !open)}
        >
          <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
            <path d="M4 7h16M4 12h16M4 17h16" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
          </svg>
        </button>
        <nav ref={navRef} id={navId} className={`header__nav${menuOpen ? " header__nav--open" : ""}`} aria-label="Main">
          <GamesMenu query={data} />
          <Link to="/games-all" className="header__nav-link">
            All Games
          </Link>
          <ChallengesMenu />
          <Link to="/chat" className="header__nav-link">
            Chat
          </Link>
          <Link to="/leaderboards" className="header__nav-link">
            Leaderboards
          </Link>
        </nav>
        <div className="header__account">
          <HeaderBalances viewer={data.viewer} />
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
