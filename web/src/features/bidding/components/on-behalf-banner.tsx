/**
 * The super bidder's banner: on every step of the wizard, whom the bids are placed for, the
 * bidder of record and its borrower ("Bidding on behalf of bidder1 (Alpha Securities LLC)"). Nothing
 * shows for a bidder bidding for itself.
 */
import { biddingOnBehalfOf } from '../../../../../core/domain/messages';
import type { RulesFlags } from '../../../../../contract/bidding';

export function OnBehalfBanner({ bidder }: { bidder: RulesFlags['bidderOfRecord'] | null }) {
  if (!bidder) return null;
  const person = `${bidder.firstName} ${bidder.lastName}`.trim();
  return (
    <p className="on-behalf" role="note" aria-label="Bidder of record">
      <strong>{biddingOnBehalfOf(bidder.loginName, bidder.borrowerName)}</strong>
      {person && <span> · {person}</span>}
    </p>
  );
}
