import type { ReactNode } from 'react';
import { Redirect, useLocation, useSearch } from 'wouter';
import { canAccessRoute } from '../lib/access';
import { useSession } from '../lib/session';

/**
 * Route guard: without a stored user → login with the wanted path as returnUrl; a user holding none
 * of the route's roles (exact codes) → home.
 */
export function Guard({ children }: { children: ReactNode }) {
  const session = useSession();
  const [location] = useLocation();
  const search = useSearch();
  if (!session.token) {
    const wanted = `${location}${search ? `?${search}` : ''}`;
    return <Redirect to={`/login?returnUrl=${encodeURIComponent(wanted)}`} replace />;
  }
  if (session.user && !canAccessRoute(session.roles, location)) return <Redirect to="/home" replace />;
  return <>{children}</>;
}
