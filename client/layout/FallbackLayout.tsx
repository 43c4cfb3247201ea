import type { ReactNode } from "react";
import "./header.css";

/** The portal's name as the server wrote it into the page (api/http/clientPages.ts): when the portal's data did not load, nothing else knows it. */
function keptPortalName(): string | null {
  return document.querySelector<HTMLMetaElement>('meta[name="application-name"]')?.content || null;
}

/**
 * The portal's layout when its own data could not load (offline, or the server unreachable): the
 * skip link, a header bar with the logo and name (and that the device is offline), and the main
 * landmark, as App.tsx draws them, around what the page can still show.
 */
export function FallbackLayout({ offline, children }: { offline: boolean; children: ReactNode }) {
  const portalName = keptPortalName();
  return (
    <>
      <a href="#main" className="skip-link">
        Skip to content
      </a>
      <header className="header">
        <div className="header__inner">
          <a href="/" className="header__brand">
            <img src="/favicon.svg" alt={portalName ? "" : "Home"} width={28} height={28} />
            {portalName ? <span className="header__brand-name">{portalName}</span> : null}
          </a>
          {offline ? (
            <p className="header__offline">
              <svg viewBox="0 0 20 20" width="18" height="18" aria-hidden="true" focusable="false">
                <path d="M2 7.5a11.5 11.5 0 0 1 16 0M4.8 10.4a7.5 7.5 0 0 1 10.4 0M7.6 13.2a3.5 3.5 0 0 1 4.8 0" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
                <path d="M3 3l14 14" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
              </svg>
              You are offline
            </p>
          ) : null}
        </div>
      </header>
      <main id="main" className="main" tabIndex={-1}>
        {children}
      </main>
    </>
  );
}
