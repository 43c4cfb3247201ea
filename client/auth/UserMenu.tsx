import { useEffect, useId, useRef, useState } from "react";
import { graphql, useFragment } from "react-relay/hooks";
import type { UserMenu_viewer$key } from "../__generated__/UserMenu_viewer.graphql.ts";
import { usePopupDismiss } from "../layout/usePopupDismiss.ts";
import { Link, useRouter } from "../routing/router.tsx";
import { signOut } from "./authApi.ts";
import { useSession } from "./Session.tsx";
import { isNewAccountPath, maskEmail } from "./userStatus.ts";

/** The signed-in player's avatar button and its menu (docs/product/pages.md#header). */
export function UserMenu({ viewer: viewerKey }: { viewer: UserMenu_viewer$key }) {
  const viewer = useFragment(
    graphql`
      fragment UserMenu_viewer on Viewer {
        email
        player {
          username
          userIconUrl
        }
      }
    `,
    viewerKey,
  );
  const [open, setOpen] = useState(false);
  const [signingOut, setSigningOut] = useState(false);
  const menuId = useId();
  const containerRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const { refresh } = useSession();
  const { location } = useRouter();
  const onNewAccountPath = isNewAccountPath(location.pathname);

  useEffect(() => setOpen(false), [location.pathname]);
  usePopupDismiss(open, () => setOpen(false), { inside: [containerRef], button: buttonRef });

  const doSignOut = async () => {
    setSigningOut(true);
    try {
      await signOut();
    } finally {
      // Sign out without redirect (docs/product/accounts.md#signing-in-and-out); the page stays and the header shows Sign in.
      setSigningOut(false);
      setOpen(false);
      await refresh();
    }
  };

  const name = viewer.player?.username || "New player";
  return (
    <div className="user-menu" ref={containerRef}>
      <button
        ref={buttonRef}
        type="button"
        className="user-menu__button"
        aria-expanded={open}
        aria-controls={menuId}
        aria-label={`Account menu for ${name}`}
        onClick={() => setOpen((value) => !value)}
      >
        <img src={viewer.player?.userIconUrl ?? "/img/user/1.svg"} alt="" width={36} height={36} className="avatar" />
      </button>
      {open && (
        <div id={menuId} className="user-menu__panel">
          <div className="user-menu__who">
            <img src={viewer.player?.userIconUrl ?? "/img/user/1.svg"} alt="" width={48} height={48} className="avatar" />
            <div>
              <p className="user-menu__name">{name}</p>
              {viewer.email && <p className="user-menu__email">{maskEmail(viewer.email)}</p>}
            </div>
          </div>
          <label className="switch" title="Coming soon">
            <input type="checkbox" role="switch" disabled aria-describedby={`${menuId}-soon`} />
            <span>Dark Mode</span>
            <span id={`${menuId}-soon`} className="switch__hint">
              Coming soon
            </span>
          </label>
          <ul className="user-menu__items">
            <li>
              <Link to="/account">My Account</Link>
            </li>
            <li>
              <Link to="/pinboards">Pinboards</Link>
            </li>
            <li>
              <Link to="/redeem">Redeem Coupon</Link>
            </li>
            <li>
              <button
                type="button"
                onClick={doSignOut}
                disabled={onNewAccountPath || signingOut}
                title={onNewAccountPath ? "Finish setting up your account first" : undefined}
              >
                Sign Out
              </button>
            </li>
          </ul>
        </div>
      )}
    </div>
  );
}
