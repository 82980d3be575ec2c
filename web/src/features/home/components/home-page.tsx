import { lazy, Suspense } from 'react';
import { Link } from 'wouter';
import { PageTitle } from '../../../components/page-title';
import { can } from '../../../lib/access';
import { menuLinks } from '../../../lib/menu';
import { useSession } from '../../../lib/session';

// Staff only, so its code (and the auction contract it calls) loads only for them.
const ExclusivesEndingSoon = lazy(() => import('./exclusives-ending-soon'));

export default function HomePage() {
  const s = useSession();
  const entries = menuLinks(s.roles).filter((e) => e.path !== '/home');
  return (
    <div className="page">
      <PageTitle text="Home" />
      <p>
        Welcome{ s.user ? `, ${s.user.firstName} ${s.user.lastName}` : '' }. All auction times are US Eastern time (EST).
      </p>
      {entries.length > 0 && (
        <div className="card">
          <h2>Where to go</h2>
          <ul>
            {entries.map((e) => (
              <li key={e.path}>
                <Link href={e.path}>{e.label}</Link>
              </li>
            ))}
            <li>
              <Link href="/dashboard">Dashboard</Link>
            </li>
          </ul>
        </div>
      )}
      {/* The use case's access (auctions.exclusivesEndingSoon: seeLoans), so nobody it refuses asks. */}
      {can(s.roles, 'seeLoans') && (
        <Suspense fallback={null}>
          <ExclusivesEndingSoon />
        </Suspense>
      )}
    </div>
  );
}
