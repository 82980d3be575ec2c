import { useId } from 'react';
import { updateSession, useSession } from '../lib/session';
import { NO_ROWS, useLoad } from '../lib/use-load';
import { apiCall } from '../lib/api-call';
import { Choices } from './form-field';
import { auctionRoutes } from '../../../contract/admin-auctions';

const listActiveAuctions = () => apiCall(auctionRoutes.active, { query: { companyId: '', clientId: '' } });

/**
 * Which auction the lot screens work on: the session's auctionId (set when an auction is opened).
 * Decision: the lot screens and the invitee dashboard also offer this picker, so a manager can go
 * straight there from the menu.
 */
export function AuctionPicker() {
  const s = useSession();
  const id = useId();
  const { data } = useLoad(listActiveAuctions, []);
  const auctions = data ?? NO_ROWS;
  const choose = (value: string) => {
    const a = auctions.find((x) => String(x.id) === value);
    if (!a) return;
    updateSession({ auctionId: a.id, auctionName: a.auctionName, allInFlag: a.allInFlag, logoURL: a.esecAucClient?.clientCode ?? null });
  };
  return (
    <span className="row">
      <label htmlFor={id}>Auction</label>
      <select id={id} className="input" value={s.auctionId ?? ''} onChange={(e) => choose(e.target.value)}>
        <option value="">Select auction</option>
        {s.auctionId !== null && !auctions.some((a) => a.id === s.auctionId) && <option value={s.auctionId}>{s.auctionName}</option>}
        <Choices options={auctions.map((a) => ({ value: a.id, label: a.auctionName }))} />
      </select>
    </span>
  );
}
