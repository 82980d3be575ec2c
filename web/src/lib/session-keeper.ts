/**
 * Keeps a signed-in page's access token fresh (issue 26): shortly before it expires, a visible page
 * refreshes it through the one refresher (lib/session-refresh.ts). A hidden page waits: its next call
 * refreshes first anyway, and an idle tab in the background does not keep the session alive.
 */
import { useEffect } from 'react';
import { REFRESH_MARGIN_MS, sessionRefresher } from './session-refresh';
import { useSession } from './session';

export function useSessionKeeper(): void {
  const { token, expiresAt } = useSession();
  const signedIn = token !== null;
  useEffect(() => {
    if (!signedIn || expiresAt === null) return;
    const t = setTimeout(
      () => {
        if (document.visibilityState === 'visible') void sessionRefresher.refresh();
      },
      Math.max(0, expiresAt - REFRESH_MARGIN_MS - Date.now()),
    );
    return () => clearTimeout(t);
  }, [signedIn, expiresAt]);
}
