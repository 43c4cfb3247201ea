import { useEffect, useId, useRef, useState, type KeyboardEvent as ReactKeyboardEvent, type PointerEvent as ReactPointerEvent } from "react";
import { graphql, useFragment } from "react-relay/hooks";
import type { GamesMenu_query$key } from "../__generated__/GamesMenu_query.graphql.ts";
import { Link, useRouter } from "../routing/router.tsx";
import { usePopupDismiss } from "./usePopupDismiss.ts";

/**
 * The header's Games menu: a button that opens the games grouped by category, with All Games.
 * It opens on hover, click or ArrowDown; Escape closes it whichever way it was opened. A long
 * menu scrolls inside the panel, with a visible scrollbar and shadows at the edges that hide more.
 */
export function GamesMenu({ query }: { query: GamesMenu_query$key }) {
  const data = useFragment(
    graphql`
      fragment GamesMenu_query on Query {
        gamesMenu {
          category {
            id
            name
          }
          games {
            id
            code
            slug
            name
          }
        }
      }
    `,
    query,
  );
  // How it was opened: a menu opened by hovering closes when the pointer leaves; a click or a key keeps it open.
  const [openedBy, setOpenedBy] = useState<"hover" | "click" | null>(null);
  const open = openedBy !== null;
  const menuId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const leaveTimer = useRef<number | undefined>(undefined);
  const { location } = useRouter();

  useEffect(() => setOpenedBy(null), [location.pathname]);
  useEffect(() => () => window.clearTimeout(leaveTimer.current), []);
  usePopupDismiss(open, () => setOpenedBy(null), { inside: [rootRef], button: buttonRef, nested: true });

  const onPointerEnter = (event: ReactPointerEvent) => {
    if (event.pointerType !== "mouse") return;
    window.clearTimeout(leaveTimer.current);
    setOpenedBy((current) => current ?? "hover");
  };
  const onPointerLeave = (event: ReactPointerEvent) => {
    if (event.pointerType !== "mouse") return;
    // A short grace, so crossing the gap between button and panel does not close it.
    leaveTimer.current = window.setTimeout(() => setOpenedBy((current) => (current === "hover" ? null : current)), 200);
  };

  const links = () => Array.from(panelRef.current?.querySelectorAll<HTMLAnchorElement>("a") ?? []);
  const onButtonKeyDown = (event: ReactKeyboardEvent) => {
    if (event.key === "ArrowDown") {
      event.preventDefault();
      setOpenedBy("click");
      requestAnimationFrame(() => links()[0]?.focus());
    }
  };
  const onPanelKeyDown = (event: ReactKeyboardEvent) => {
    if (event.key !== "ArrowDown" && event.key !== "ArrowUp") return;
    event.preventDefault();
    const all = links();
    const index = all.indexOf(document.activeElement as HTMLAnchorElement);
    const step = event.key === "ArrowDown" ? 1 : -1;
    all[(index + step + all.length) % all.length]?.focus();
  };

  return (
    <div className="games-menu" ref={rootRef} onPointerEnter={onPointerEnter} onPointerLeave={onPointerLeave}>
      <button
        ref={buttonRef}
        type="button"
        className="header__nav-button"
        aria-expanded={open}
        aria-controls={menuId}
        // A hover-opened menu that is clicked stays open; a click-opened one closes.
        onClick={() => setOpenedBy((current) => (current === "click" ? null : "click"))}
        onKeyDown={onButtonKeyDown}
      >
        Games <span aria-hidden="true">▾</span>
      </button>
      {open && (
        <div ref={panelRef} id={menuId} className="games-menu__panel" onKeyDown={onPanelKeyDown}>
          <nav aria-label="Games">
            <div className="games-menu__sections">
              {data.gamesMenu.map((section) => (
                <section key={section.category.id} className="games-menu__section">
                  <h2 className="games-menu__heading">{section.category.name}</h2>
                  <ul>
                    {section.games.map((game) => (
                      <li key={game.id}>
                        <Link to={`/game-about/${game.slug}`}>{game.name}</Link>
                      </li>
                    ))}
                  </ul>
                </section>
              ))}
            </div>
            <Link to="/games-all" className="games-menu__all">
              All Games →
            </Link>
          </nav>
        </div>
      )}
    </div>
  );
}
