import { PageTitle } from '../../../components/page-title';
import { useSession } from '../../../lib/session';

/** The bid wizard is a later issue; this page says what the route is for. */
export default function EnterBidsPage() {
  const s = useSession();
  return (
    <div className="page">
      <PageTitle text="Enter Bids" />
      <div className="card">
        <p>This page will hold the four-step bid wizard (accept rules, place bids, confirm bids, submitted) for auction {s.auctionId ?? '(none selected)'}.</p>
      </div>
    </div>
  );
}
