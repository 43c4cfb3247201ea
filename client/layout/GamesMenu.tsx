import { useEffect, useId, useRef, useState, type KeyboardEvent } from "react";
import { graphql, useFragment } from "react-relay/hooks";
import type { GamesMenu_query$key } from "../__generated__/GamesMenu_query.graphql.ts";
import { Link, useRouter } from "../routing/router.tsx";

/** The header's Games menu: a button that opens the games grouped by category, with All Games. */
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
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const { location } = useRouter();

  useEffect(() => setOpen(false), [location.pathname]);
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!panelRef.current?.contains(target) && !buttonRef.current?.contains(target)) setOpen(false);
    };
    document.addEventListener("pointerdown", onPointerDown);
    return () => document.removeEventListener("pointerdown", onPointerDown);
  }, [open]);

  const links = () => Array.from(panelRef.current?.querySelectorAll<HTMLAnchorElement>("a") ?? []);
  const onButtonKeyDown = (event: KeyboardEvent) => {
    if (event.key === "ArrowDown") {
      event.preventDefault();
      setOpen(true);
      requestAnimationFrame(() => links()[0]?.focus());
    }
  };
  const onPanelKeyDown = (event: KeyboardEvent) => {
    const all = links();
    const index = all.indexOf(document.activeElement as HTMLAnchorElement);
    if (event.key === "Escape") {
      setOpen(false);
      buttonRef.current?.focus();
    } else if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      const step = event.key === "ArrowDown" ? 1 : -1;
      all[(index + step + all.length) % all.length]?.focus();
    }
  };

  return (
    <div className="games-menu">
      <button
        ref={buttonRef}
        type="button"
        className="header__nav-button"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((value) => !value)}
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
