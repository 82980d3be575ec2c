import type { ReactNode } from 'react';
import { Redirect, useLocation, useSearch } from 'wouter';
import { routeDecision } from '../lib/access';
import { useSession } from '../lib/session';

/**
 * Route guard over lib/ui-routes.ts's routeDecision (exact role codes): no session → login with the
 * wanted path as returnUrl; one-time code pending → /softtoken; none of the route's roles → home.
 */
export function Guard({ children }: { children: ReactNode }) {
  const session = useSession();
  const [location] = useLocation();
  const search = useSearch();
  const decision = routeDecision(session.token ? { roles: session.roles, mfaPending: session.mfaPending } : null, location);
  if (decision === 'LOGIN') {
    const wanted = `${location}${search ? `?${search}` : ''}`;
    return <Redirect to={`/login?returnUrl=${encodeURIComponent(wanted)}`} replace />;
  }
  if (decision === 'SOFTTOKEN') return <Redirect to="/softtoken" replace />;
  if (decision === 'HOME') return <Redirect to="/home" replace />;
  return <>{children}</>;
}
