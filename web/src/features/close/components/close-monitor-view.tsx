/**
 * One auction's close monitor: the name and the live line, the phase and the countdown on the
 * server's clock, lots bid and confirmed with their share of the book, for a manager the Extend bidding form
 * (disabled, with the reason, once the auction is not live), the closing summary once it has ended, one table
 * of every approved borrower's users (so the columns line up down the page) beside the feed of the last
 * steps, and the extension history. Progress only: the server never sends a bid's value here.
 *
 * The phase follows the server's clock in the browser (serverTime plus the time elapsed since the snapshot),
 * so the page turns Ended at the countdown's end; the stream brings the ended snapshot, with its closing
 * summary, within a second of it. Times people acted at are shown to the second, date and time on two lines.
 */
import { Fragment, type ReactNode } from 'react';
import type { CloseMonitor } from '../../../../../contract/close';
import { auctionPhase, type AuctionPhase } from '../../../../../core/clock/auction-clock';
import { EXTENSION_NOT_LIVE } from '../../../../../core/domain/staff-messages';
import { HeaderRow } from '../../../components/table-parts';
import { useNow } from '../../../lib/use-now';
import type { LiveState } from '../../../lib/live-events';
import { clockSecondsOf, countdownText, feedText, fullSecondsOf, lotsText, PHASE_LABEL, personText, reminderParts, secondsParts } from '../close-format';
import { monitorNow, type MonitorSnapshot } from '../hooks/use-close-monitor';
import { ExtendForm } from './extend-form';

type Borrower = CloseMonitor['borrowers'][number];
type User = Borrower['users'][number];
type Person = NonNullable<User['actsFor']>;
type Closing = NonNullable<CloseMonitor['closing']>;

function LiveLine({ live: { status, reason }, phase, monitor }: { live: LiveState; phase: AuctionPhase; monitor: CloseMonitor }) {
  const connected = status === 'live' || status === 'connecting';
  const ended = phase === 'ENDED';
  // Stopped by the server with a reason (e.g. the updates went to a window opened later): its words.
  const text = connected
    ? `${PHASE_LABEL[phase]}${ended ? ` at ${clockSecondsOf(monitor.auctionEndDate)}` : ''} · updated ${clockSecondsOf(monitor.serverTime)}`
    : status === 'reconnecting'
      ? 'Disconnected: reconnecting… The figures below may be out of date.'
      : (reason ?? 'Live updates stopped: this monitor can no longer be shown to you. Reload the page to try again.');
  return (
    <p role="status" aria-live="polite" className={`close-live ${connected ? (ended ? 'ended' : 'ok') : 'lost'}`}>
      {text}
    </p>
  );
}

/** An instant to the second on two lines (date, time), and who acted or for whom on a third. */
function When({ iso, note }: { iso: string | null; note?: ReactNode }) {
  if (!iso) return <>—</>;
  const { date, time } = secondsParts(iso);
  return (
    <time dateTime={iso} className="close-when">
      <span>{date}</span> <span>{time}</span>
      {note && <span className="muted close-note">{note}</span>}
    </time>
  );
}

/** A table cell of one `When`. */
const WhenCell = (props: { iso: string | null; note?: ReactNode }) => (
  <td>
    <When {...props} />
  </td>
);

const byNote = (p: Person | null) => (p ? `by ${p.loginName}` : undefined);
const forNote = (p: Person | null) => (p ? `for ${p.loginName}` : undefined);

const USER_COLUMNS = ['User', 'Invited', 'Info centre opened', 'Rules accepted', 'Last save', 'Confirmed', 'Reminders sent'] as const;
const EXTENSION_COLUMNS = ['When', 'Previous end', 'New end', 'By', 'Reason'] as const;

function UserRow({ u }: { u: User }) {
  // A super bidder's row: its own steps, each for its bidder. A bidder's: its bids' steps, naming the super bidder who made one.
  const note = u.actsFor ? forNote(u.actsFor) : undefined;
  const confirmed = u.actsFor ? (
    <When iso={u.confirmedAt} note={note} />
  ) : u.confirmed ? (
    <When iso={u.confirmedAt} note={byNote(u.confirmedBy)} />
  ) : u.savedUnconfirmed ? (
    'Saved, not confirmed'
  ) : (
    '—'
  );
  return (
    <tr data-login={u.loginName}>
      <th scope="row">
        {u.name} <span className="muted">({u.loginName})</span>
        {!u.bids && <span className="muted"> · does not bid</span>}
        {u.actsFor && <span className="muted"> · super bidder for {u.actsFor.loginName}</span>}
      </th>
      <td>{u.invited ? 'Yes' : 'No'}</td>
      <WhenCell iso={u.openedAt} />
      <WhenCell iso={u.rulesAcceptedAt} />
      <WhenCell iso={u.lastSaveAt} note={note ?? byNote(u.lastSaveBy)} />
      <td>{confirmed}</td>
      <td>
        {u.reminders.length === 0
          ? '—'
          : u.reminders.map((r) => (
              <span key={r.offsetMinutes} className="close-reminder">
                {reminderParts(r).map((part, i) => (
                  <Fragment key={i}>
                    {i > 0 && ' '}
                    <span>{part}</span>
                  </Fragment>
                ))}
              </span>
            ))}
      </td>
    </tr>
  );
}

/** Every approved borrower's users in one table: a row group per borrower, the same columns down the page. */
function ProgressTable({ borrowers }: { borrowers: Borrower[] }) {
  return (
    <div className="table-wrap close-table" tabIndex={0} role="region" aria-label="Approved borrowers' progress">
      <table className="data close-progress">
        <caption className="sr-only">Approved borrowers&apos; progress</caption>
        <thead>
          <HeaderRow titles={USER_COLUMNS} />
        </thead>
        {borrowers.map((b) => (
          <tbody key={b.borrowerId} data-borrower={b.companyCode}>
            <tr className="close-borrower-row">
              <th scope="rowgroup" colSpan={USER_COLUMNS.length}>
                {b.companyName} ({b.companyCode}) · {b.lotsBid} {b.lotsBid === 1 ? 'lot' : 'lots'} bid
              </th>
            </tr>
            {b.users.length === 0 ? (
              <tr>
                <td colSpan={USER_COLUMNS.length} className="muted">
                  No users.
                </td>
              </tr>
            ) : (
              b.users.map((u) => <UserRow key={u.userId} u={u} />)
            )}
          </tbody>
        ))}
      </table>
    </div>
  );
}

/** The last steps, newest first, to the second: who acted, for whom, the borrower. */
function Feed({ feed, perBorrower }: { feed: CloseMonitor['feed']; perBorrower: boolean }) {
  return (
    <section className="card close-feed" aria-labelledby="close-feed">
      <h2 id="close-feed">Last activity</h2>
      {!perBorrower && <p className="muted">Each borrower&apos;s steps are shown to the asset owner once the auction has ended.</p>}
      {feed.length === 0 ? (
        <p className="muted">No activity yet.</p>
      ) : (
        // Scrolls on its own past 70% of the window's height: reachable by keyboard.
        <ol aria-label="Last activity, newest first" tabIndex={0}>
          {feed.map((f) => (
            <li key={f.id}>
              <time dateTime={f.at}>{fullSecondsOf(f.at)}</time>
              <span>{feedText(f)}</span>
              {f.borrower && <span className="muted">{f.borrower.companyName}</span>}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

function ClosingSummary({ closing, lots }: { closing: Closing; lots: number }) {
  return (
    <section className="card close-summary" aria-labelledby="close-summary">
      <h2 id="close-summary">Closing summary</h2>
      <dl className="close-figures">
        <dt>Closed</dt>
        <dd>{fullSecondsOf(closing.closedAt)}</dd>
        <dt>Lots bid</dt>
        <dd>{lotsText(closing.lotsBid, lots, closing.bookShareBid)}</dd>
        <dt>Lots confirmed</dt>
        <dd>{lotsText(closing.lotsConfirmed, lots, closing.bookShareConfirmed)}</dd>
        <dt>Bidders confirmed</dt>
        <dd>
          {closing.confirmedBidders} of {closing.bidders}
        </dd>
      </dl>
      <h3>Saved, not confirmed at the close</h3>
      {closing.savedNotConfirmed.length === 0 ? (
        <p>None: every bidder with saved bids had confirmed them.</p>
      ) : (
        <ul aria-label="Saved, not confirmed at the close">
          {closing.savedNotConfirmed.map((b) => (
            <li key={b.borrowerId}>
              <strong>
                {b.companyName} ({b.companyCode})
              </strong>
              <ul>
                {b.users.map((u) => (
                  <li key={u.userId}>
                    {personText(u)}
                    {u.lastSaveAt && `, last saved ${fullSecondsOf(u.lastSaveAt)}`}
                    {u.lastSaveBy && ` by ${personText(u.lastSaveBy)}`}
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      )}
      {closing.changesAfterClose > 0 && (
        <p className="muted">
          {closing.changesAfterClose} {closing.changesAfterClose === 1 ? 'save or confirmation' : 'saves or confirmations'} after the close (a super
          bidder&apos;s) are not in these figures: the table and the feed show them.
        </p>
      )}
    </section>
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
                  <WhenCell iso={x.at} />
                  <WhenCell iso={x.previousEnd} />
                  <WhenCell iso={x.newEnd} />
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
  // The phase at the server's time now: Ended with the countdown, before the stream's ended snapshot arrives.
  const phase = auctionPhase(m.auctionStartDate, m.auctionEndDate, now);
  const manages = m.canExtend || m.extendRefusal !== null;
  const refusal = m.canExtend && phase === 'LIVE' ? null : (m.extendRefusal ?? EXTENSION_NOT_LIVE);
  return (
    <div className="close-monitor">
      <div className="ic-head">
        <h2>{m.auctionName}</h2>
        <LiveLine live={live} phase={phase} monitor={m} />
      </div>
      <div className="ic-boxes">
        <dl className="card close-figures">
          <dt>Phase</dt>
          <dd>{PHASE_LABEL[phase]}</dd>
          <dt>Ends</dt>
          <dd>{fullSecondsOf(m.auctionEndDate)}</dd>
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
        {m.closing ? (
          <ClosingSummary closing={m.closing} lots={m.lots} />
        ) : (
          phase === 'ENDED' && (
            <p role="status" className="card">
              Ended: the closing summary is on its way from the server…
            </p>
          )
        )}
        {manages && <ExtendForm key={m.auctionId} monitor={m} nowMs={now} refusal={refusal} />}
      </div>
      <h2>Approved borrowers</h2>
      <div className="close-board">
        <div>
          {!m.perBorrower ? (
            <p className="muted">Each borrower&apos;s progress is shown to the asset owner once the auction has ended.</p>
          ) : m.borrowers.length === 0 ? (
            <p className="muted">No approved borrowers.</p>
          ) : (
            <ProgressTable borrowers={m.borrowers} />
          )}
        </div>
        <Feed feed={m.feed} perBorrower={m.perBorrower} />
      </div>
      <ExtensionHistory extensions={m.extensions} />
    </div>
  );
}
