import { Link } from 'wouter';
import { EXCLUSIVES_ENDING_WITHIN_DAYS } from '../../../../../core/awards/exclusives-ending-window';
import { canAccessRoute } from '../../../lib/access';
import { useSession } from '../../../lib/session';
import { useRouteQuery } from '../../../lib/use-api-query';
import { auctionRoutes } from '../../../../../contract/admin-auctions';

const daysLeftText = (days: number): string => (days === 0 ? 'today' : days === 1 ? 'in 1 day' : `in ${days} days`);

/**
 * The staff home page's Exclusives ending soon: awarded lots whose term ends within 30 days, soonest
 * first, each with its auction and, for whoever may, the auction's Copy to a new auction.
 */
export default function ExclusivesEndingSoon() {
  const s = useSession();
  const { data, loading, error } = useRouteQuery(auctionRoutes.exclusivesEndingSoon, {});
  const mayCopy = canAccessRoute(s.roles, '/auctioncopy/-1');
  const title = 'Exclusives ending soon';
  return (
    <section className="card" aria-labelledby="exclusives-ending-title">
      <h2 id="exclusives-ending-title">{title}</h2>
      <p className="muted">Awarded lots whose exclusive term ends within {EXCLUSIVES_ENDING_WITHIN_DAYS} days (New York), to auction again.</p>
      {error !== null ? (
        <p role="alert">{error || 'Unable to load the exclusives ending soon.'}</p>
      ) : !data ? (
        loading && <p aria-live="polite">Loading…</p>
      ) : data.length === 0 ? (
        <p>No exclusive term ends in the next {EXCLUSIVES_ENDING_WITHIN_DAYS} days.</p>
      ) : (
        <div className="table-wrap">
          <table className="data">
            <caption className="sr-only">{title}</caption>
            <thead>
              <tr>
                <th scope="col">Auction</th>
                <th scope="col">Client</th>
                <th scope="col">Lot</th>
                <th scope="col">Borrower</th>
                <th scope="col">Term End Date</th>
                {mayCopy && <th scope="col">Re-auction</th>}
              </tr>
            </thead>
            <tbody>
              {data.map((r) => (
                <tr key={`${r.auctionId}-${r.lotId}`}>
                  <td>
                    <Link className="cell-wrap" href={`/auctionedit/${r.auctionId}`}>
                      {r.auctionName}
                    </Link>
                  </td>
                  <td>
                    <span className="cell-wrap">{r.clientName}</span>
                  </td>
                  <td>
                    <span className="cell-wrap">
                      {r.lotNumber} {r.lotName}
                    </span>
                  </td>
                  <td>
                    <span className="cell-wrap">{r.borrowerName}</span>
                  </td>
                  <td>
                    {r.termEndDate} ({daysLeftText(r.daysLeft)})
                  </td>
                  {mayCopy && (
                    <td>
                      <Link href={`/auctioncopy/${r.auctionId}`} aria-label={`Copy ${r.auctionName} to a new auction`}>
                        Copy to a new auction
                      </Link>
                    </td>
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
