import { useId } from 'react';
import { updateSession, useSession } from '../lib/session';
import { NO_ROWS, useRouteQuery } from '../lib/use-api-query';
import { Choices } from './form-field';
import { auctionRoutes } from '../../../contract/admin-auctions';
import { infoCentreRoutes } from '../../../contract/infocentre';
import { can } from '../../../core/policy/capabilities';

/** What the picker needs of an auction, from either list. */
interface PickerAuction {
  id: number;
  auctionName: string;
  allInFlag: boolean;
  esecAucClient?: { clientCode: string } | null;
}

/**
 * Which auction the lot screens work on: the session's auctionId (set when an auction is opened).
 * Decision: the lot screens and the invitee dashboard also offer this picker, so a manager can go
 * straight there from the menu.
 */
export function AuctionPicker() {
  const s = useSession();
  const id = useId();
  // The list call the user may make: staff list the active auctions; an AIC user, who may not
  // (GET /auction/auctions answers it 403, which left the picker blank), lists the info centres it may see.
  const staffList = can(s.roles, 'listAuctions');
  const active = useRouteQuery(auctionRoutes.active, { query: { companyId: '', clientId: '' } }, { enabled: staffList });
  // The info centres the user may see (an AIC user: its borrower's approved auctions).
  const infoCentres = useRouteQuery(infoCentreRoutes.list, {}, { enabled: !staffList });
  const auctions: readonly PickerAuction[] = (staffList ? active.data : infoCentres.data) ?? NO_ROWS;
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
