/**
 * The dashboard (/dashboard; spec §2 had a placeholder with sample charts): every live and upcoming
 * auction's close progress from the monitor summary (GET /auction/closemonitor, soonest end first), one card
 * each with a link to its close monitor. Progress only, never a bid's value. Roles that may not monitor the
 * close (`monitorClose`) see a sentence instead, and no call is made for them.
 */
import { closeRoutes } from '../../../../../contract/close';
import { auctionPhase, serverNowMs } from '../../../../../core/clock/auction-clock';
import { PageTitle } from '../../../components/page-title';
import { can } from '../../../lib/access';
import { navigateTo } from '../../../lib/navigation';
import { useSession } from '../../../lib/session';
import { useRouteQuery } from '../../../lib/use-api-query';
import { useNow } from '../../../lib/use-now';
import { countdownText, PHASE_LABEL } from '../close-format';

function Summary() {
  const summary = useRouteQuery(closeRoutes.summary, {});
  const browserNow = useNow();
  if (summary.loading && !summary.data) return <p role="status">Loading…</p>;
  if (!summary.data) return <p role="alert" className="field-error">{summary.error || 'The auctions could not be loaded.'}</p>;
  const { auctions, serverTime } = summary.data;
  const { receivedAtMs } = summary;
  if (auctions.length === 0) return <p>No live or upcoming auctions.</p>;
  const now = serverNowMs(serverTime, receivedAtMs, browserNow);
  return (
    <ul className="close-cards">
      {auctions.map((a) => {
        const href = `/closemonitor?auction=${a.auctionId}`;
        return (
          <li key={a.auctionId} className="card">
            <h2>
              <a
                href={`/esecauction${href}`}
                onClick={(e) => {
                  e.preventDefault();
                  navigateTo(href);
                }}
              >
                {a.auctionName}
              </a>
            </h2>
            <dl>
              <dt>Phase</dt>
              {/* At the server's time now: a card left open through the end says Ended with its countdown. */}
              <dd>{PHASE_LABEL[auctionPhase(a.auctionStartDate, a.auctionEndDate, now)]}</dd>
              <dt>Countdown</dt>
              <dd>{countdownText(a.auctionStartDate, a.auctionEndDate, now)}</dd>
              <dt>Approved borrowers</dt>
              <dd>{a.approvedBorrowers}</dd>
              <dt>Bidders confirmed</dt>
              <dd>
                {a.confirmedUsers} of {a.biddingUsers}
              </dd>
              <dt>Saved, not confirmed</dt>
              <dd>{a.savedUnconfirmed}</dd>
              <dt>Lots bid</dt>
              <dd>
                {a.lotsBid} of {a.lots}
              </dd>
            </dl>
          </li>
        );
      })}
    </ul>
  );
}

export default function DashboardPage() {
  const { roles } = useSession();
  const monitors = can(roles, 'monitorClose');
  return (
    <div className="page">
      <PageTitle text="Dashboard" />
      {monitors ? (
        <>
          <p className="muted">Live and upcoming auctions, the soonest end first.</p>
          <Summary />
        </>
      ) : (
        <p>The dashboard shows the close of live and upcoming auctions to managers, client relations and clients.</p>
      )}
    </div>
  );
}
