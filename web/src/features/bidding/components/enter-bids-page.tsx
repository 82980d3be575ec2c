/**
 * /enterbids: the four-step bid wizard (spec 2.4) on the session's auction. The steps and alerts are
 * core's reducer (core/bids/bid-wizard.ts); this page lays them out.
 */
import { lazy, Suspense, useEffect, useState } from 'react';
import { Link, useLocation } from 'wouter';
import { BIDDER_MSG as MSG } from '../../../../../core/domain/bidder-messages';
import { WIZARD_STEP_NAMES } from '../../../../../core/bids/bid-wizard';
import { ACCEPT_RULES_LABEL, WIZARD_HELP } from '../../../../../core/bids/wizard-texts';
import { formatWallClock } from './wall-clock';
import { formatMoney } from '../../../../../core/money/format';
import { Button } from '../../../components/button';
import { VirtualTable, type VirtualColumn } from '../../../components/virtual-table';
import { ClientLogo } from '../../../components/client-logo';
import { ActionDialog, Dialog, DialogActions } from '../../../components/dialog';
import { useNow } from '../../../lib/use-now';
import { serverNowFor, useSessionAuction, type SessionAuction } from '../../../lib/use-session-auction';
import type { BidLot } from '../../../../../contract/bidding';
import { useBidWizard, type BidWizard } from '../hooks/use-bid-wizard';
import { PlaceBidsSheet } from './place-bids-sheet';
import { BidTransferBar } from './bid-transfer-bar';
import { StepTitle, type HelpKey } from './step-title';

/**
 * Steps 3 and 4 (Confirm Bids, Bids Submitted) load when they are first shown (NEXT starts the load),
 * not with the bidder's first screens, which stay within their JavaScript budget (bench/README.md).
 */
const loadAfterSave = () => import('./after-save-steps');
const ConfirmStep = lazy(() => loadAfterSave().then((m) => ({ default: m.ConfirmStep })));
const SubmittedStep = lazy(() => loadAfterSave().then((m) => ({ default: m.SubmittedStep })));
const stepLoading = <p role="status">Loading…</p>;
/** The super bidder's "on behalf of" banner: loaded only for a super bidder, so a bidder's screens do not carry it. */
const OnBehalfBanner = lazy(() => import('./on-behalf-banner').then((m) => ({ default: m.OnBehalfBanner })));

/**
 * The Accept Rules step's lots, windowed like the Place Bids sheet (503 lots took 0.9-1.0 s to
 * render as a plain table): only the rows in view are in the DOM.
 */
const ACCEPT_RULES_COLUMNS: readonly VirtualColumn<BidLot>[] = [
  { id: 'lot', header: 'Lot', cell: (l) => l.lotNumber },
  { id: 'name', header: 'Lot Name & Lot Description', cell: (l) => l.lotName, title: (l) => l.lotName },
  { id: 'mv', header: 'Market Value*', cell: (l) => formatMoney(l.marketValue, l.currency, 0) },
  { id: 'currency', header: 'Currency', cell: (l) => l.currency },
  { id: 'term', header: 'Term (days)', cell: (l) => l.termDisp || l.termDays },
  { id: 'class', header: 'Asset Class', cell: (l) => l.assetClass, title: (l) => l.assetClass },
];

function AcceptRulesStep({ w, onHelp }: { w: BidWizard; onHelp: (t: HelpKey) => void }) {
  const [, navigate] = useLocation();
  return (
    <section aria-label="Accept Rules">
      <StepTitle title="Accept Rules" topic="rules" onOpen={onHelp} />
      <VirtualTable caption="Lots" rows={w.lots} columns={ACCEPT_RULES_COLUMNS} rowKey={(l) => l.id} />
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
      {w.bidderOfRecord && (
        <Suspense fallback={null}>
          <OnBehalfBanner bidder={w.bidderOfRecord} />
        </Suspense>
      )}
      <ol className="wizard-steps" aria-label="Steps">
        {WIZARD_STEP_NAMES.map((name, i) => (
          <li key={name} aria-current={i === w.state.step ? 'step' : undefined}>
            {i + 1}. {name}
          </li>
        ))}
      </ol>
      {/* In the page's flow, above the step: it covers no column of the bids table; always rendered so the change is announced. */}
      <p className="wizard-status" role="status" aria-live="polite" data-testid="wizard-status">
        {w.stepNotice}
      </p>
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
              {w.draftNotice && <p className="card" role="status" data-testid="draft-notice">{w.draftNotice}</p>}
              <BidTransferBar auction={auction} lots={w.lots} rows={w.rows} setRows={w.setRows} setError={w.setSheetError}>
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
              </BidTransferBar>
              <div className="row" style={{ marginTop: 12 }}>
                <Button
                  disabled={w.busy}
                  onClick={() => {
                    void loadAfterSave();
                    void w.saveBids();
                  }}
                >
                  NEXT
                </Button>
              </div>
            </section>
          )}
          {w.state.step === 2 && (
            <Suspense fallback={stepLoading}>
              <ConfirmStep w={w} auction={auction} onHelp={setHelp} />
            </Suspense>
          )}
          {w.state.step === 3 && (
            <Suspense fallback={stepLoading}>
              <SubmittedStep w={w} auction={auction} now={now} />
            </Suspense>
          )}
        </>
      )}
      <ActionDialog
        open={w.warnings !== null}
        title={w.warnings?.title ?? ''}
        cancelLabel="Go back"
        onCancel={w.dismissWarnings}
        actionLabel="Confirm"
        onAction={() => void w.confirmWarnings()}
        busy={w.busy}
      >
        <p>{w.warnings?.intro}</p>
        <ul aria-label="Bids to check">
          {w.warnings?.items.map((x, i) => (
            <li key={i}>{x.message}</li>
          ))}
        </ul>
      </ActionDialog>
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
