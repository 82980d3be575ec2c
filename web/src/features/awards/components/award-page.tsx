/**
 * The award screen (/award, spec §2.10, §4, §5): the auction list; an auction's Bid Overview (the
 * top bids preselected 1000 ms after load when no awards are saved, else the saved awards; the
 * selection rules, running and original totals from core/awards) and its Awards page; Generate
 * Award, Export, Confirm, Unconfirm (with the Reason dialog) and Back. After Confirm or Unconfirm the
 * list reloads and the screen returns to it, saying the server's result in its status line once. Optimize proposes the revenue-optimal selection (with optional
 * counterparty limits) and applies it to the Bid Overview; Generate Award saves it as any selection.
 */
import { useCallback, useEffect, useMemo, useState } from 'react';
import { awardHistoryRoute, awardRoutes } from '../../../../../contract/awards';
import { awardsHiddenColumns, awardsSaveBody, overviewHiddenColumns } from '../../../lib/award-rows';
import { preselectTopBids } from '../../../../../core/awards/award-rules';
import { selectedTotal } from '../../../../../core/awards/award-selection';
import { hasForeignLots } from '../../../../../core/money/fx';
import { subtotalsByCurrency } from '../../../../../core/money/money';
import { confirmedAwardsTitle, MSG } from '../../../../../core/domain/messages';
import { awardsAfterEnd, CONFIRM_AWARDS_QUESTION } from '../../../../../core/domain/staff-messages';
import { compareLotNumbers } from '../../../../../core/domain/lot-number-order';
import { BidOverviewTable } from '../../../components/bid-overview-table';
import { overviewExportRow } from '../../../lib/overview-totals';
import { Button } from '../../../components/button';
import { convertedTotalText, CurrencySubtotals } from '../../../components/money-totals';
import { PageTitle } from '../../../components/page-title';
import { ReportAuctionList, type ReportAuction } from '../../../components/report-auction-list';
import { notify } from '../../../components/toast';
import { apiCall } from '../../../lib/api-call';
import { exportRows } from '../../../lib/export-rows';
import { useOverviewSelection } from '../../../lib/overview-selection';
import { useRouteQuery } from '../../../lib/use-api-query';
import { OptimizeDialog, ProposalSummary, type Proposal } from './optimize-dialog';
import { UnconfirmDialog } from './unconfirm-dialog';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { estOrBlank } from '../../../lib/display-time';
import { AwardHistory } from './award-history';

/** Spec §4: the preselection happens 1000 ms after load. */
export const PRESELECT_DELAY_MS = 1000;

/**
 * Whether `endIso` has passed (browser time; the server decides on save and answers 409 before it), re-rendering
 * once when it passes instead of every second: the Bid Overview under it may hold thousands of rows.
 */
function useHasEnded(endIso: string): boolean {
  const endMs = Date.parse(endIso);
  const [ended, setEnded] = useState(() => endMs <= Date.now());
  const [checks, setChecks] = useState(0);
  useEffect(() => {
    const left = endMs - Date.now();
    setEnded(left <= 0);
    if (left <= 0 || !Number.isFinite(left)) return;
    // setTimeout's longest delay is about 24.8 days; a later end checks again then.
    const t = setTimeout(() => setChecks((n) => n + 1), Math.min(left + 50, 2 ** 31 - 1));
    return () => clearTimeout(t);
  }, [endMs, checks]);
  return ended;
}

export default function AwardPage() {
  const [auction, setAuction] = useState<ReportAuction | null>(null);
  // Back, Confirm and Unconfirm return to the list the auction was opened from: archive or active.
  const [archive, setArchive] = useState(false);
  // Confirm's or Unconfirm's result, shown on the list the screen returns to until an auction is opened:
  // a toast in the corner went unnoticed while the list loaded.
  const [result, setResult] = useState<string | null>(null);
  // The list is mounted afresh (and so reloaded) whenever the screen returns to it, e.g. after Confirm or Unconfirm.
  const backToList = (message: string) => {
    setResult(message);
    setAuction(null);
  };
  const open = (a: ReportAuction) => {
    setResult(null);
    setAuction(a);
  };
  return (
    <div className="page">
      {/* Always rendered, so that its text changing is announced. */}
      <p className="page-status" role="status" aria-live="polite">
        {auction ? null : result}
      </p>
      {auction ? <AuctionAward auction={auction} onBack={() => setAuction(null)} onStateChanged={backToList} /> : <ReportAuctionList title="Award" onOpen={open} archive={archive} onArchiveChange={setArchive} />}
    </div>
  );
}

function AuctionAward({ auction, onBack, onStateChanged }: { auction: ReportAuction; onBack: () => void; onStateChanged: (message: string) => void }) {
  const [page, setPage] = useState<'overview' | 'awards'>('overview');
  const [unconfirming, setUnconfirming] = useState(false);
  const [confirming, setConfirming] = useState(false);
  // Awards are saved only once the auction has ended (the server answers 409 before): say so on the button.
  const ended = useHasEnded(auction.auctionEndDate);
  const history = useRouteQuery(awardHistoryRoute, { params: { id: auction.id } });
  const [optimizing, setOptimizing] = useState(false);
  const [proposal, setProposal] = useState<Proposal | null>(null);
  const bids = useRouteQuery(awardRoutes.bids, { params: { id: auction.id } });
  const awards = useRouteQuery(awardRoutes.awards, { params: { id: auction.id } });
  const rows = useMemo(() => [...(bids.data ?? [])].sort((a, b) => compareLotNumbers(a.lotNumber, b.lotNumber) || a.bidId - b.bidId), [bids.data]);
  const sel = useOverviewSelection(rows, auction.currency);
  const { setSelected } = sel;
  // Totals add bids of lots in several currencies: in the auction's, at the lots' FX rates (core/money/fx.ts), labelled so.
  const total = (label: string, amount: string, converted: boolean) => convertedTotalText(label, amount, auction.currency, converted);
  const confirmed = auction.awardConfirmFlag;

  // Saved awards, or (none saved) the top bid per lot 1000 ms after load.
  useEffect(() => {
    if (bids.loading || awards.loading || !awards.data) return;
    if (awards.data.length > 0) {
      setSelected(awards.data.map((a) => a.bidId));
      return;
    }
    const t = setTimeout(() => setSelected(preselectTopBids(rows).map((r) => r.bidId)), PRESELECT_DELAY_MS);
    return () => clearTimeout(t);
  }, [bids.loading, awards.loading, awards.data, rows, setSelected]);

  const generate = async () => {
    const chosen = rows.filter((r) => sel.selected.includes(r.bidId));
    const res = await apiCall(awardRoutes.save, { params: { id: auction.id }, body: awardsSaveBody(awards.data ?? [], chosen) });
    // The server's own words ("Awards can be saved … only after the auction has ended.", an overlap…), not a bare "Unable to save."
    if (!res.ok) return notify('error', res.message || MSG.UNABLE_TO_SAVE);
    notify('success', MSG.SAVED_BIDS_SELECTED);
    await Promise.all([bids.reload(), awards.reload()]);
    setPage('awards');
  };

  const exportAwards = useCallback(() => exportRows((awards.data ?? []).map(overviewExportRow), 'Awards', auction), [awards.data, auction]);

  const confirm = async () => {
    setConfirming(false);
    const res = await apiCall(awardRoutes.confirm, { params: { id: auction.id } });
    if (!res.ok) return notify('error', res.message || MSG.UNABLE_TO_CONFIRM_AWARDS);
    onStateChanged(res.data.message || MSG.AWARDS_SUCCESSFULLY_CONFIRMED);
  };
  const unconfirm = async (reason: string) => {
    setUnconfirming(false);
    const res = await apiCall(awardRoutes.unconfirm, { params: { id: auction.id }, body: reason });
    if (!res.ok) return notify('error', res.message || MSG.UNABLE_TO_UNCONFIRM_AWARDS);
    onStateChanged(res.data.message || MSG.AWARDS_SUCCESSFULLY_UNCONFIRMED);
  };

  const applyProposal = (p: Proposal) => {
    setOptimizing(false);
    setProposal(p);
    setSelected(p.selectedBidIds);
  };
  const borrowers = useMemo(() => [...new Set(rows.map((r) => r.bidder))].sort(), [rows]);

  const awardRows = awards.data ?? [];
  const overviewHidden = overviewHiddenColumns(auction);
  const awardsHidden = [...new Set([...overviewHidden, ...awardsHiddenColumns(awardRows)])];
  // Labelled like the Bid Overview's totals (one rule per screen): converted when any bid of the auction is on a lot in another currency.
  const awardsConverted = sel.converted || hasForeignLots(awardRows, auction.currency);
  const awardsTotal = total('Awarded Total', selectedTotal(awardRows, awardRows.map((r) => r.bidId)), awardsConverted);
  const awardsSubtotals = subtotalsByCurrency(awardRows.map((r) => ({ amount: r.totalBidValue, currency: r.currency })), auction.currency);
  const title = confirmed ? confirmedAwardsTitle(auction.auctionName) : `${page === 'overview' ? 'Bid Overview' : 'Awards'} - ${auction.auctionName}`;
  const height = Math.max(window.innerHeight - 330, 300);
  return (
    <div>
      <PageTitle text={title} />
      <div className="toolbar">
        {page === 'overview' ? (
          <>
            <Button onClick={() => void generate()} disabled={confirmed || bids.loading || !ended} aria-describedby={ended ? undefined : 'generate-award-why'}>
              Generate Award
            </Button>
            <Button variant="secondary" onClick={() => setOptimizing(true)} disabled={confirmed || bids.loading || rows.length === 0}>
              Optimize
            </Button>
            <Button variant="secondary" onClick={() => setPage('awards')}>
              Awards
            </Button>
          </>
        ) : (
          <Button variant="secondary" onClick={() => setPage('overview')}>
            Bid Overview
          </Button>
        )}
        <Button variant="secondary" onClick={() => void exportAwards()}>
          Export
        </Button>
        {!confirmed && (
          <Button onClick={() => setConfirming(true)} disabled={awardRows.length === 0 || !ended}>
            Confirm
          </Button>
        )}
        {confirmed && <Button onClick={() => setUnconfirming(true)}>Unconfirm</Button>}
        <Button variant="secondary" onClick={onBack}>
          Back
        </Button>
      </div>
      {!ended && !confirmed && (
        <p id="generate-award-why" className="muted" role="note">
          {awardsAfterEnd(estOrBlank(auction.auctionEndDate))}
        </p>
      )}
      {page === 'overview' ? (
        <>
          {proposal && <ProposalSummary proposal={proposal} converted={sel.converted} />}
          <div className="totals" aria-live="polite">
            <span data-testid="running-total">{total('Total', sel.total, sel.converted)}</span>
            <span data-testid="original-total">{total('Original Total', sel.originalTotal, sel.converted)}</span>
            <span>Selected: {sel.selected.length}</span>
            <CurrencySubtotals subtotals={sel.subtotals} currency={auction.currency} />
          </div>
          <BidOverviewTable
            caption="Bid Overview"
            rows={rows}
            hidden={overviewHidden}
            selected={sel.selected}
            onToggle={confirmed ? undefined : sel.toggle}
            height={height}
          />
        </>
      ) : (
        <>
          <div className="totals">
            <span>{awardsTotal}</span>
            <span>Awards: {awardRows.length}</span>
            <CurrencySubtotals subtotals={awardsSubtotals} currency={auction.currency} />
          </div>
          <BidOverviewTable caption="Awards" rows={awardRows} hidden={awardsHidden} height={height} />
        </>
      )}
      <OptimizeDialog open={optimizing} auctionId={auction.id} borrowers={borrowers} currency={auction.currency} onCancel={() => setOptimizing(false)} onProposal={applyProposal} />
      <AwardHistory entries={history.data ?? []} />
      <ConfirmDialog open={confirming} title="Confirm Awards" message={CONFIRM_AWARDS_QUESTION} onConfirm={() => void confirm()} onCancel={() => setConfirming(false)} />
      <UnconfirmDialog open={unconfirming} onCancel={() => setUnconfirming(false)} onSave={(r) => void unconfirm(r)} />
    </div>
  );
}
