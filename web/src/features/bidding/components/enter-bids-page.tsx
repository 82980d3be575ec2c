/**
 * /enterbids: the four-step bid wizard (spec 2.4) on the session's auction. The steps and alerts are
 * core's reducer (core/bids/bid-wizard.ts); this page lays them out.
 */
import { useEffect, useState } from 'react';
import { Link, useLocation } from 'wouter';
import { MSG } from '../../../../../core/domain/messages';
import { WIZARD_STEP_NAMES } from '../../../../../core/bids/bid-wizard';
import { ACCEPT_RULES_LABEL, THANK_YOU_TEXT, WIZARD_HELP } from '../../../../../core/bids/wizard-texts';
import { bidClosesCountdown } from '../../../../../core/clock/countdown-view';
import { formatWallClock } from '../../../../../core/clock/wall-clock';
import { formatMoney } from '../../../../../core/money/format';
import type { InfoCentreItem } from '../../../../../contract/infocentre';
import type { BidReceipt } from '../../../../../contract/bidding';
import { formatEst } from '../../../../../core/clock/eastern-format';
import { Button } from '../../../components/button';
import { HeaderRow } from '../../../components/table-parts';
import { ClientLogo } from '../../../components/client-logo';
import { Countdown } from '../../../components/countdown';
import { Dialog, DialogActions } from '../../../components/dialog';
import { useNow } from '../../../lib/use-now';
import { serverNowFor, useSessionAuction, type SessionAuction } from '../../../lib/use-session-auction';
import { useBidWizard, type BidWizard } from '../hooks/use-bid-wizard';
import { BidsTable } from './bids-table';
import { PlaceBidsSheet } from './place-bids-sheet';

type HelpKey = keyof typeof WIZARD_HELP;

/** A step's title with its help pop-up button. */
function StepTitle({ title, topic, onOpen }: { title: string; topic: HelpKey; onOpen: (t: HelpKey) => void }) {
  return (
    <div className="row">
      <h2>{title}</h2>
      <Button variant="secondary" aria-label={`Help: ${WIZARD_HELP[topic].title}`} onClick={() => onOpen(topic)}>
        ?
      </Button>
    </div>
  );
}

function AcceptRulesStep({ w, onHelp }: { w: BidWizard; onHelp: (t: HelpKey) => void }) {
  const [, navigate] = useLocation();
  return (
    <section aria-label="Accept Rules">
      <StepTitle title="Accept Rules" topic="rules" onOpen={onHelp} />
      <div className="table-wrap">
        <table className="data">
          <caption className="sr-only">Lots</caption>
          <thead>
            <HeaderRow titles={['Lot', 'Lot Name & Lot Description', 'Market Value*', 'Currency', 'Term (days)', 'Asset Class']} />
          </thead>
          <tbody>
            {w.lots.map((l) => (
              <tr key={l.id}>
                <td>{l.lotNumber}</td>
                <td>{l.lotName}</td>
                <td>{formatMoney(l.marketValue, l.currency, 0)}</td>
                <td>{l.currency}</td>
                <td>{l.termDisp || l.termDays}</td>
                <td>{l.assetClass}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p>* Note: {MSG.BID_TYPES_NOTE}.</p>
      <p>
        <Button variant="link" onClick={() => void w.openRules()}>
          Specific Auction Rules
        </Button>
      </p>
      {!w.state.linkClicked && <p className="sheet-msg">{MSG.RULES_NOT_VIEWED_NOTICE}</p>}
      {w.state.rulesAccepted ? (
        <p>{MSG.RULES_ALREADY_ACCEPTED_NOTICE}</p>
      ) : (
        <label className="row">
          <input type="checkbox" checked={w.state.acceptChecked} onChange={(e) => w.dispatch({ type: 'ACCEPT_CHECKED', checked: e.target.checked })} />
          {ACCEPT_RULES_LABEL}
        </label>
      )}
      <div className="row">
        <Button variant="secondary" onClick={() => navigate('/infocenterpage')}>
          Info Center
        </Button>
        <Button onClick={() => void w.goBid()}>GO BID</Button>
      </div>
    </section>
  );
}

function ConfirmStep({ w, auction, onHelp }: { w: BidWizard; auction: InfoCentreItem; onHelp: (t: HelpKey) => void }) {
  return (
    <section aria-label="Confirm Bids">
      <StepTitle title="Confirm Bids" topic="confirm" onOpen={onHelp} />
      <BidsTable caption="Your bids" bids={w.saved.bids} allInFlag={auction.allInFlag} minGuarantee={auction.minGuarantee} />
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
 * The bid ledger's receipt of the confirmation (issue 16): what the bidder keeps to prove what it
 * submitted and when; staff publish the ledger head at the close, and the receipt's hash can be
 * checked against it (GET /api/audit/auctions/{id}/receipt/{hash}).
 */
function ReceiptCard({ receipt }: { receipt: BidReceipt }) {
  return (
    <section className="card" aria-label="Bid receipt">
      <h3>Bid receipt</h3>
      <dl className="receipt">
        <dt>Ledger entry</dt>
        <dd>#{receipt.seq}</dd>
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

function SubmittedStep({ w, auction, now }: { w: BidWizard; auction: InfoCentreItem; now: number }) {
  const [, navigate] = useLocation();
  const [menu, setMenu] = useState(false);
  return (
    <section aria-label="Bids Submitted">
      <h2>Bids Submitted</h2>
      <p>{THANK_YOU_TEXT}</p>
      <Countdown view={bidClosesCountdown(auction.auctionStartDate, auction.auctionEndDate, now, w.superBidder)} />
      <BidsTable caption="Submitted bids" bids={w.saved.bids} allInFlag={auction.allInFlag} minGuarantee={auction.minGuarantee} />
      {w.saved.supplemental.receipt && <ReceiptCard receipt={w.saved.supplemental.receipt} />}
      {w.saved.supplemental.bidderComments && (
        <>
          <h3>Supplemental Bidder Comments</h3>
          <p className="card" style={{ whiteSpace: 'pre-wrap' }}>{w.saved.supplemental.bidderComments}</p>
        </>
      )}
      <div className="row" style={{ marginTop: 12 }}>
        <span className="menu">
          <Button aria-expanded={menu} aria-haspopup="true" onClick={() => setMenu((m) => !m)}>
            DOWNLOAD BIDS
          </Button>
          {menu && (
            <span className="menu-items">
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

function Wizard({ auction }: { auction: SessionAuction }) {
  const w = useBidWizard(auction);
  // The server's clock (the auction answer's serverTime plus the browser time elapsed since), like the
  // info centre page: a browser clock set days off neither raises nor hides Auction Has Ended wrongly.
  const now = serverNowFor(auction, useNow());
  const [, navigate] = useLocation();
  const [help, setHelp] = useState<HelpKey | null>(null);
  const { dispatch, superBidder } = w;
  useEffect(() => {
    dispatch({ type: 'TICK', nowMs: now, auctionStart: auction.auctionStartDate, auctionEnd: auction.auctionEndDate, isSuperBidder: superBidder });
  }, [now, dispatch, auction.auctionStartDate, auction.auctionEndDate, superBidder]);
  const alert = w.state.alert;
  const closeAlert = () => {
    w.dispatch({ type: 'DISMISS_ALERT' });
    if (alert?.redirectToAuctionList) navigate('/infocenterlist');
  };
  return (
    <>
      <div className="ic-head">
        <h1>{auction.auctionName}</h1>
        <ClientLogo clientCode={auction.esecAucClient.clientCode} clientName={auction.esecAucClient.clientName} />
        <span role="timer" aria-label="Clock">
          {formatWallClock(now)}
        </span>
      </div>
      <ol className="wizard-steps" aria-label="Steps">
        {WIZARD_STEP_NAMES.map((name, i) => (
          <li key={name} aria-current={i === w.state.step ? 'step' : undefined}>
            {i + 1}. {name}
          </li>
        ))}
      </ol>
      {!w.loaded ? (
        <p role="status">Loading…</p>
      ) : w.loadError && w.state.step !== 3 ? (
        <p className="card">
          {w.loadError} <Link href="/infocenterlist">Select a different auction</Link>
        </p>
      ) : (
        <>
          {w.state.step === 0 && <AcceptRulesStep w={w} onHelp={setHelp} />}
          {w.state.step === 1 && (
            <section aria-label="Place Bids">
              <StepTitle title="Place Bids" topic="bids" onOpen={setHelp} />
              <PlaceBidsSheet
                auction={auction}
                lots={w.lots}
                rows={w.rows}
                setRows={w.setRows}
                comments={w.comments}
                setComments={w.setComments}
                error={w.sheetError}
                setError={w.setSheetError}
              />
              <div className="row" style={{ marginTop: 12 }}>
                <Button disabled={w.busy} onClick={() => void w.saveBids()}>
                  NEXT
                </Button>
              </div>
            </section>
          )}
          {w.state.step === 2 && <ConfirmStep w={w} auction={auction} onHelp={setHelp} />}
          {w.state.step === 3 && <SubmittedStep w={w} auction={auction} now={now} />}
        </>
      )}
      <Dialog
        open={alert !== null}
        title={alert?.title ?? 'Alert'}
        onClose={closeAlert}
        footer={<DialogActions cancelLabel="" onCancel={closeAlert} actionLabel="OK" onAction={closeAlert} />}
      >
        <p role="alert">{alert?.message}</p>
      </Dialog>
      <Dialog
        open={help !== null}
        title={help ? WIZARD_HELP[help].title : ''}
        onClose={() => setHelp(null)}
        footer={<DialogActions cancelLabel="" onCancel={() => setHelp(null)} actionLabel="Close" onAction={() => setHelp(null)} />}
      >
        <p>{help ? WIZARD_HELP[help].text : ''}</p>
      </Dialog>
    </>
  );
}

export default function EnterBidsPage() {
  const { data: auction, loading } = useSessionAuction();
  return (
    <div className="page">
      {auction ? (
        <Wizard key={auction.id} auction={auction} />
      ) : (
        !loading && (
          <p className="card">
            {MSG.NO_LOTS_TO_BID_ON} <Link href="/infocenterlist">Select an auction</Link>
          </p>
        )
      )}
    </div>
  );
}
