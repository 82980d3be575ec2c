/**
 * The Place Bids sheet at a glance: "go to lot", the filters, the count of lots bid and the
 * running Estimated Bid Value per currency, with the total in the auction's currency at the lots' FX
 * rates when its lots are in several currencies. The figures are computed beside it (./sheet-estimate.ts,
 * the Estimated Bid Value the server returns on save; a combo lot and the lots it spans count once, the
 * higher, ./own-bids-total.ts, loaded on demand the first time two bids cover a common lot). Fixed and basis-point bids are valued without
 * decimal.js; the all-in formula (core/money/bid-values.ts, decimal.js) is loaded on demand the first time
 * the sheet holds an all-in bid, and the figures say "calculating" until it is there, so the bidder's
 * first screens stay within their JavaScript budget.
 */
import { useDeferredValue, useEffect, useMemo, useState, type FormEvent } from 'react';
import { sheetEstimate, type CountedOf, type ExactValueOn } from './sheet-estimate';
import { OWN_BIDS_TOTAL_NOTE } from '../../../../../core/domain/bidder-messages';
import { formatMoney } from '../../../../../core/money/format';
import { convertedTotalText } from '../../../components/money-totals';
import { Button } from '../../../components/button';
import type { BidLot } from '../../../../../contract/bidding';
import type { SheetRow } from '../hooks/use-bid-wizard';
import { lotsBidCount, SHEET_FILTERS, type SheetFilter } from './sheet-filter';
import { lotCountOfTotalText, lotCountText, type LotCount } from '../../../../../core/domain/lot-count';

let exactModule: Promise<ExactValueOn> | null = null;
const loadExact = (): Promise<ExactValueOn> => (exactModule ??= import('../../../../../core/money/bid-values').then((m) => m.bidTotalValueOn));
let selectionModule: Promise<CountedOf> | null = null;
const loadSelection = (): Promise<CountedOf> => (selectionModule ??= import('./own-bids-total').then((m) => m.countedOwnBids));

interface ToolbarProps {
  filter: SheetFilter;
  onFilter: (f: SheetFilter) => void;
  /** Jumps to the lot numbered `typed`; answers a message when there is none. */
  onGoToLot: (typed: string) => string | null;
  /** The lots the filter shows and all of them, combo lots counted apart (core/domain/lot-count.ts). */
  shownLots: LotCount;
  totalLots: LotCount;
}

/** "Go to lot" and the filter. */
export function SheetToolbar({ filter, onFilter, onGoToLot, shownLots, totalLots }: ToolbarProps) {
  const [lot, setLot] = useState('');
  const [message, setMessage] = useState<string | null>(null);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setMessage(onGoToLot(lot));
  };
  return (
    <div className="row sheet-tools">
      <form className="row" onSubmit={submit}>
        <label htmlFor="sheet-go-to-lot">Go to lot</label>
        <input
          id="sheet-go-to-lot"
          className="input"
          size={6}
          value={lot}
          onChange={(e) => {
            setLot(e.target.value);
            setMessage(null);
          }}
        />
        <Button type="submit" variant="secondary">
          Go
        </Button>
      </form>
      <label className="row" htmlFor="sheet-filter">
        Show
        <select id="sheet-filter" className="input" value={filter} onChange={(e) => onFilter(e.target.value as SheetFilter)}>
          {SHEET_FILTERS.map((f) => (
            <option key={f.value} value={f.value}>
              {f.label}
            </option>
          ))}
        </select>
      </label>
      <span className="muted" data-testid="lots-shown">
        {shownLots.lots === totalLots.lots && shownLots.comboLots === totalLots.comboLots ? lotCountText(totalLots) : `${lotCountOfTotalText(shownLots, totalLots)} shown`}
      </span>
      <span role="status" className="sheet-msg">
        {message}
      </span>
    </div>
  );
}

interface OverviewProps {
  rows: readonly SheetRow[];
  lots: readonly BidLot[];
  /** The auction's currency. */
  currency: string;
}

/** Lots bid / lots in the auction and the running Estimated Bid Value. */
export function SheetOverview({ rows, lots, currency }: OverviewProps) {
  const [exactOn, setExactOn] = useState<ExactValueOn | undefined>(undefined);
  const [countedOf, setCountedOf] = useState<CountedOf | undefined>(undefined);
  // Typing stays responsive on a large sheet: the figures follow a moment later.
  const deferred = useDeferredValue(rows);
  const count = useMemo(() => lotsBidCount(deferred, lots), [deferred, lots]);
  const figures = useMemo(() => sheetEstimate(deferred, lots, currency, exactOn, countedOf), [deferred, lots, currency, exactOn, countedOf]);
  const needsExact = figures.pendingRows > 0 && !exactOn;
  const needsSelection = figures.selectionPending;
  useEffect(() => {
    if (!needsExact) return;
    let live = true;
    loadExact().then(
      (fn) => live && setExactOn(() => fn),
      () => undefined, // the figures stay "calculating"; nothing else depends on them
    );
    return () => {
      live = false;
    };
  }, [needsExact]);
  useEffect(() => {
    if (!needsSelection) return;
    let live = true;
    loadSelection().then(
      (fn) => live && setCountedOf(() => fn),
      () => undefined, // as above
    );
    return () => {
      live = false;
    };
  }, [needsSelection]);
  const estimate = needsExact || needsSelection ? null : figures;
  const own = estimate?.subtotals.find((s) => s.currency === currency)?.amount ?? '0.00';
  return (
    <section className="totals sheet-glance" aria-label="Sheet at a glance">
      <span data-testid="lots-bid">
        Lots bid: {lotCountOfTotalText(count.bid, count.total)}
      </span>
      {!estimate ? (
        <span className="muted">Estimated Bid Value: calculating…</span>
      ) : estimate.convertedTotal === null ? (
        <span data-testid="estimate-total" title={OWN_BIDS_TOTAL_NOTE}>
          {convertedTotalText('Total Estimated Bid Value', own, currency, false)}
        </span>
      ) : (
        <>
          {estimate.subtotals.map((s) => (
            <span key={s.currency} data-testid={`estimate-${s.currency}`}>
              Estimated Bid Value {s.currency}: {formatMoney(s.amount, s.currency)}
            </span>
          ))}
          <span data-testid="estimate-total" title={OWN_BIDS_TOTAL_NOTE}>
            {convertedTotalText('Total Estimated Bid Value', estimate.convertedTotal, currency, true)}
          </span>
        </>
      )}
      {estimate && estimate.alternativeRows > 0 && (
        <span className="muted" data-testid="estimate-alternatives">
          {OWN_BIDS_TOTAL_NOTE}
        </span>
      )}
      {estimate && estimate.unreadableRows > 0 && (
        <span className="sheet-msg" data-testid="estimate-left-out">
          {estimate.unreadableRows === 1 ? '1 row is' : `${estimate.unreadableRows} rows are`} left out: not a valid bid
        </span>
      )}
    </section>
  );
}
