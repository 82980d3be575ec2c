import { atom, useAtom } from 'jotai';
import { lazy, Suspense, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import { can } from '../lib/access';
import { logout } from '../features/auth/api/auth-api';
import { clearSession, useSession } from '../lib/session';
import { useSessionEnding, useSessionKeeper } from '../lib/session-keeper';
import { browserStorage, signOutDrafts } from '../lib/sheet-draft-write';
import { forgetSessionLost } from '../lib/session-lost';

/**
 * Environment label of the footer: the server exposes no public config endpoint, so it comes from the
 * build (VITE_ENVIRONMENT_LABEL, default DEMO — the server's ENVIRONMENT_LABEL default).
 */
const ENVIRONMENT_LABEL = import.meta.env.VITE_ENVIRONMENT_LABEL ?? 'DEMO';

/** The session-end banner loads when it is due. */
const SessionEndBanner = lazy(() => import('../components/session-end-banner'));
/** The left menu loads on its own: bidders, who have none, never download it. */
const LeftMenu = lazy(() => import('./menu-list'));

/** Menu state outlives page changes (each page mounts its own layout). */
const menuCollapsedAtom = atom(false);

export function Layout({ children }: { children: ReactNode }) {
  const session = useSession();
  const [collapsed, setCollapsed] = useAtom(menuCollapsedAtom);
  const [location] = useLocation();
  // lib/left-menu.ts showsLeftMenu, without loading the menu's entries.
  const withMenu = can(session.roles, 'seeLeftMenu');
  useSessionKeeper();
  const sessionEndsAt = useSessionEnding();
  const signOut = async () => {
    // The bid sheet's drafts are the user's until Logout (no lost work before it).
    const storage = browserStorage();
    const who = session.username ?? session.user?.loginName;
    if (storage && who) signOutDrafts(storage, who);
    forgetSessionLost();
    await logout().catch(() => undefined);
    clearSession();
    // Back to the root, which the server redirects to the login page.
    window.location.assign('/');
  };
  return (
    <div className="shell">
      <header className="header">
        <span className="brand">eSec Auction</span>
        <span className="spacer" />
        {session.user && (
          <span>
            <span data-testid="user-name">
              {session.user.firstName} {session.user.lastName}
            </span>
            {session.user.companyName && <span> · {session.user.companyName}</span>}
          </span>
        )}
        <button type="button" className="btn-link" onClick={() => void signOut()}>
          Logout
        </button>
      </header>
      {sessionEndsAt !== null && (
        <Suspense fallback={null}>
          <SessionEndBanner endsAt={sessionEndsAt} />
        </Suspense>
      )}
      <div className="body">
        {withMenu && (
          // Until the menu's chunk is in, an empty column of the menu's width keeps the page from shifting.
          <Suspense fallback={<div className={`menu${collapsed ? ' collapsed' : ''}`} />}>
            <LeftMenu roles={session.roles} collapsed={collapsed} onToggle={() => setCollapsed(!collapsed)} current={location} />
          </Suspense>
        )}
        <main id="main">{children}</main>
      </div>
      <footer className="footer">
        <span>© {new Date().getFullYear()} Lending Agent Securities Lending. All rights reserved.</span>
        <span>Contact: +1 (212) 555-0100 · auctions@lending-agent.example</span>
        <span className="env-label">Environment: {ENVIRONMENT_LABEL}</span>
      </footer>
    </div>
  );
}
