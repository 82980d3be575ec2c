import { useLocation } from 'wouter';
import { PageTitle } from '../../../components/page-title';
import { useSession } from '../../../lib/session';

/** The information centre screens are a later issue; this page says what the route is for. */
export default function InfoCentrePage() {
  const [location] = useLocation();
  const s = useSession();
  const isList = location === '/infocenterlist';
  return (
    <div className="page">
      <PageTitle text={isList ? 'Auction Information Center' : 'Auction Information Center Page'} />
      <div className="card">
        <p>
          {isList
            ? 'This page will list the auctions whose information centre is complete.'
            : `This page will show the information centre of auction ${s.auctionId ?? '(none selected)'} (template ${s.template ?? 'columns'}).`}
        </p>
        <p className="muted">Route: {location}</p>
      </div>
    </div>
  );
}
