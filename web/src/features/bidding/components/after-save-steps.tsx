/**
 * Steps 3 and 4 of the bid wizard (spec 2.4): Confirm Bids and Bids Submitted, with the bid ledger's
 * receipt. Loaded by the wizard page when first shown (React.lazy), so the bidder's first screens do
 * not download them.
 */
import { useState } from 'react';
import { useLocation } from 'wouter';
import { BIDDER_MSG as MSG } from '../../../../../core/domain/bidder-messages';
import { THANK_YOU_TEXT } from '../../../../../core/bids/wizard-texts';
import { bidClosesCountdown } from '../../../lib/countdown-view';
import { formatEst } from '../../../../../core/clock/eastern-format';
import type { InfoCentreItem } from '../../../../../contract/infocentre';
import type { BidReceipt } from '../../../../../contract/bidding';
import { Button } from '../../../components/button';
import { Countdown } from '../../../components/countdown';
import type { BidWizard } from '../hooks/use-bid-wizard';
import { BidsTable } from './bids-table';
import { useMenuInView } from '../hooks/menu-placement';
import { StepTitle, type HelpKey } from './step-title';

export function ConfirmStep({ w, auction, onHelp }: { w: BidWizard; auction: InfoCentreItem; onHelp: (t: HelpKey) => void }) {
  return (
    <section aria-label="Confirm Bids">
      <StepTitle title="Confirm Bids" topic="confirm" onOpen={onHelp} />
      <BidsTable caption="Your bids" bids={w.saved.bids} auction={auction} minGuarantee={auction.minGuarantee} currency={auction.currency} />
      <h3>Supplemental Bidder Comments</h3>
      <p className="card" style={{ whiteSpace: 'pre-wrap' }}>{w.saved.supplemental.bidderComments || '—'}</p>
      <label className="row">
        <input type="checkbox" checked={w.state.confirmChecked} onChange={(e) => w.dispatch({ type: 'CONFIRM_CHECKED', checked: e.target.checked })} />
        {MSG.CONFIRM_BIDS_CHECKBOX_LABEL}
      </label>
      <p>{MSG.CONFIRMED_BIDS_FINAL_NOTICE}</p>
      <div className="row">
        <Button variant="secondary" onClick={w.changeBids}>
          CHANGE BIDS
        </Button>
        <Button disabled={w.busy} onClick={() => void w.confirmBids()}>
          CONFIRM BIDS
        </Button>
      </div>
    </section>
  );
}

/**
 * The bid ledger's receipt of the confirmation: what the bidder keeps to prove what it
 * submitted and when; staff publish the ledger head at the close, and the receipt's hash can be
 * checked against it (GET /api/audit/auctions/{id}/receipt/{hash}).
 */
function ReceiptCard({ receipt }: { receipt: BidReceipt }) {
  return (
    <section className="card" aria-label="Bid receipt">
      <h3>Bid receipt</h3>
      <dl className="receipt">
        <dt>Confirmed at</dt>
        <dd>{formatEst(receipt.at)}</dd>
        <dt>Receipt hash</dt>
        <dd><code>{receipt.headHash}</code></dd>
        <dt>Bids digest</dt>
        <dd><code>{receipt.bidsDigest}</code></dd>
      </dl>
    </section>
  );
}

export function SubmittedStep({ w, auction, now }: { w: BidWizard; auction: InfoCentreItem; now: number }) {
  const [, navigate] = useLocation();
  const [menu, setMenu] = useState(false);
  // Opens in view: above the button when below it would be under the fold.
  const place = useMenuInView<HTMLSpanElement, HTMLSpanElement>(menu);
  return (
    <section aria-label="Bids Submitted">
      <h2>Bids Submitted</h2>
      <p>{THANK_YOU_TEXT}</p>
      <Countdown view={bidClosesCountdown(auction.auctionStartDate, auction.auctionEndDate, now, w.superBidder)} />
      <BidsTable caption="Submitted bids" bids={w.saved.bids} auction={auction} minGuarantee={auction.minGuarantee} currency={auction.currency} />
      {w.saved.supplemental.receipt && <ReceiptCard receipt={w.saved.supplemental.receipt} />}
      {w.saved.supplemental.bidderComments && (
        <>
          <h3>Supplemental Bidder Comments</h3>
          <p className="card" style={{ whiteSpace: 'pre-wrap' }}>{w.saved.supplemental.bidderComments}</p>
        </>
      )}
      <div className="row" style={{ marginTop: 12 }}>
        <span className="dropdown" ref={place.anchor}>
          <Button aria-expanded={menu} aria-haspopup="true" onClick={() => setMenu((m) => !m)}>
            DOWNLOAD BIDS
          </Button>
          {menu && (
            <span className={`dropdown-items${place.up ? ' up' : ''}`} ref={place.menu} data-testid="download-menu">
              <Button variant="secondary" onClick={() => void w.download('xlsx').then(() => setMenu(false))}>
                Excel
              </Button>
              <Button variant="secondary" onClick={() => void w.download('pdf').then(() => setMenu(false))}>
                PDF
              </Button>
            </span>
          )}
        </span>
        <Button variant="secondary" onClick={() => navigate('/infocenterlist')}>
          SELECT A DIFFERENT AUCTION
        </Button>
      </div>
    </section>
  );
}
