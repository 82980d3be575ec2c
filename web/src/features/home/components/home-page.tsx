import { Link } from 'wouter';
import { PageTitle } from '../../../components/page-title';
import { menuLinks } from '../../../lib/menu';
import { useSession } from '../../../lib/session';

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
    </div>
  );
}
