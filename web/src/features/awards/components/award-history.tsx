/**
 * The award history under the award screen: every Confirm and Unconfirm of the auction's
 * awards, who, when (New York time) and why (the unconfirm reason), oldest first, and how many award or
 * unconfirm notices were e-mailed after it.
 */
import type { z } from 'zod';
import type { awardHistoryRoute } from '../../../../../contract/awards';
import { HeaderRow } from '../../../components/table-parts';
import { estOrBlank } from '../../../lib/display-time';

type Entry = z.output<(typeof awardHistoryRoute)['response']>[number];

export function AwardHistory({ entries }: { entries: readonly Entry[] }) {
  if (entries.length === 0) return null;
  return (
    <section aria-label="Award history" className="card" style={{ marginTop: 16 }}>
      <h2>Award history</h2>
      <div className="table-wrap" tabIndex={0} role="region" aria-label="Award history entries">
        <table className="data wrap award-history">
          <caption className="sr-only">Award history</caption>
          <thead>
            <HeaderRow titles={['When', 'Action', 'By', 'Reason', 'Notices sent']} />
          </thead>
          <tbody>
            {entries.map((e) => (
              <tr key={e.id}>
                <td>{estOrBlank(e.at)}</td>
                <td>{e.action === 'CONFIRM' ? 'Confirmed' : 'Unconfirmed'}</td>
                <td>{e.loginName}</td>
                <td style={{ whiteSpace: 'pre-wrap' }}>{e.action === 'UNCONFIRM' ? (e.reason ?? '').trim() : ''}</td>
                <td className="num">{e.noticesSent}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
