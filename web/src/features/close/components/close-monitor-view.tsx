/**
 * One auction's live close monitor (issue 28): the name, the countdown on the server's clock, lots bid and
 * confirmed with their share of the book, a table per approved borrower with each user's progress and the
 * reminders sent, the extension history, and for a manager while live the Extend bidding form. Progress
 * only: the server never sends a bid's value here. Kept current by the stream; the status line says when it
 * was last updated and when the connection is lost.
 */
import type { CloseMonitor } from '../../../../../contract/close';
import { HeaderRow } from '../../../components/table-parts';
import { useNow } from '../../../lib/use-now';
import type { LiveState } from '../../../lib/live-events';
import { clockSecondsOf, countdownText, lotsText, PHASE_LABEL, reminderText, whenOrDash } from '../close-format';
import { monitorNow, type MonitorSnapshot } from '../hooks/use-close-monitor';
import { ExtendForm } from './extend-form';

type Borrower = CloseMonitor['borrowers'][number];

function LiveLine({ live: { status, reason }, updated }: { live: LiveState; updated: string }) {
  // Stopped by the server with a reason (e.g. the updates went to a window opened later): its words.
  const text =
    status === 'live' || status === 'connecting'
      ? `Live · updated ${clockSecondsOf(updated)}`
      : status === 'reconnecting'
        ? 'Disconnected: reconnecting… The figures below may be out of date.'
        : (reason ?? 'Live updates stopped: this monitor can no longer be shown to you. Reload the page to try again.');
  return (
    <p role="status" aria-live="polite" className={`close-live ${status === 'live' || status === 'connecting' ? 'ok' : 'lost'}`}>
      {text}
    </p>
  );
}

const USER_COLUMNS = ['User', 'Invited', 'Info centre opened', 'Rules accepted', 'Last save', 'Confirmed', 'Reminders sent'] as const;
const EXTENSION_COLUMNS = ['When', 'Previous end', 'New end', 'By', 'Reason'] as const;

function BorrowerTable({ borrower }: { borrower: Borrower }) {
  return (
    <div className="table-wrap close-borrower" tabIndex={0} role="region" aria-label={`${borrower.companyName} progress`}>
      <table className="data">
        <caption>
          {borrower.companyName} ({borrower.companyCode}) · {borrower.lotsBid} {borrower.lotsBid === 1 ? 'lot' : 'lots'} bid
        </caption>
        <thead>
          <HeaderRow titles={USER_COLUMNS} />
        </thead>
        <tbody>
          {borrower.users.length === 0 && (
            <tr>
              <td colSpan={USER_COLUMNS.length} className="muted">
                No users.
              </td>
            </tr>
          )}
          {borrower.users.map((u) => (
            <tr key={u.userId} data-login={u.loginName}>
              <th scope="row">
                {u.name} <span className="muted">({u.loginName})</span>
                {!u.bids && <span className="muted"> · does not bid</span>}
              </th>
              <td>{u.invited ? 'Yes' : 'No'}</td>
              <td>{whenOrDash(u.openedAt)}</td>
              <td>{whenOrDash(u.rulesAcceptedAt)}</td>
              <td>{whenOrDash(u.lastSaveAt)}</td>
              <td>{u.confirmed ? whenOrDash(u.confirmedAt) : u.savedUnconfirmed ? 'Saved, not confirmed' : '—'}</td>
              <td className="cell-wrap">{u.reminders.length === 0 ? '—' : u.reminders.map(reminderText).join(' · ')}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function ExtensionHistory({ extensions }: { extensions: CloseMonitor['extensions'] }) {
  return (
    <section className="card" aria-labelledby="close-extensions">
      <h2 id="close-extensions">Extension history</h2>
      {extensions.length === 0 ? (
        <p className="muted">No extensions.</p>
      ) : (
        <div className="table-wrap" tabIndex={0} role="region" aria-label="Extensions">
          <table className="data wrap">
            <caption className="sr-only">Extension history</caption>
            <thead>
              <HeaderRow titles={EXTENSION_COLUMNS} />
            </thead>
            <tbody>
              {extensions.map((x) => (
                <tr key={`${x.at}${x.newEnd}`}>
                  <td>{whenOrDash(x.at)}</td>
                  <td>{whenOrDash(x.previousEnd)}</td>
                  <td>{whenOrDash(x.newEnd)}</td>
                  <td>{x.by}</td>
                  <td style={{ whiteSpace: 'pre-wrap' }}>{x.reason}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

export function CloseMonitorView({ snapshot, live }: { snapshot: MonitorSnapshot; live: LiveState }) {
  const m = snapshot.monitor;
  const now = monitorNow(snapshot, useNow());
  return (
    <div className="close-monitor">
      <div className="ic-head">
        <h2>{m.auctionName}</h2>
        <LiveLine live={live} updated={m.serverTime} />
      </div>
      <div className="ic-boxes">
        <dl className="card close-figures">
          <dt>Phase</dt>
          <dd>{PHASE_LABEL[m.phase]}</dd>
          <dt>Ends</dt>
          <dd>{whenOrDash(m.auctionEndDate)}</dd>
          <dt>Countdown</dt>
          <dd>
            <span role="timer" aria-label="Time to the close">
              {countdownText(m.auctionStartDate, m.auctionEndDate, now)}
            </span>
          </dd>
          <dt>Lots bid</dt>
          <dd>{lotsText(m.lotsBid, m.lots, m.bookShareBid)}</dd>
          <dt>Lots confirmed</dt>
          <dd>{lotsText(m.lotsConfirmed, m.lots, m.bookShareConfirmed)}</dd>
        </dl>
        {m.canExtend && <ExtendForm key={m.auctionId} monitor={m} nowMs={now} />}
      </div>
      <h2>Approved borrowers</h2>
      {!m.perBorrower ? (
        <p className="muted">Each borrower&apos;s progress is shown to the asset owner once the auction has ended.</p>
      ) : (
        m.borrowers.length === 0 && <p className="muted">No approved borrowers.</p>
      )}
      {m.borrowers.map((b) => (
        <BorrowerTable key={b.borrowerId} borrower={b} />
      ))}
      <ExtensionHistory extensions={m.extensions} />
    </div>
  );
}
