/**
 * Wizard step 2, the Place Bids sheet (spec 2.4 and 5). Rows are virtualised (@tanstack/react-virtual)
 * so a 500-lot auction renders only what is on screen. The sheet is an ARIA grid (for keyboard
 * and screen-reader users, ../grid/roving-grid.ts): one tab stop, the arrow keys and Enter move between the bid cells, a screen
 * reader hears the lot (the row header) and the column. The active cell's row is always rendered (the
 * virtualiser's range plus that row), so Tab back into the grid lands on it wherever the sheet is
 * scrolled. "Go to lot" and the filters (../grid/sheet-filter.ts) and the running Estimated Bid Value
 * (../grid/sheet-overview.tsx) sit above it. Enter in an input never submits anything.
 */
import { memo, useCallback, useLayoutEffect, useMemo, useRef, useState, type FocusEvent, type KeyboardEvent, type ReactNode } from 'react';
import { defaultRangeExtractor, useVirtualizer, type Range } from '@tanstack/react-virtual';
import { BIDDER_MSG as MSG } from '../../../../../core/domain/bidder-messages';
import { clearBidRow, collateralOptions, COLLATERAL_LABELS, LOT_COMMENT_MAX_BYTES, truncateSupplemental, truncateToUtf8Bytes, utf8ByteLength } from '../../../../../core/bids/bid-rules';
import { addBidRow, allInTermsNote, deleteBidRow, deleteRowConfirmation } from '../../../../../core/bids/place-bids-table';
import { formatMoney } from '../../../../../core/money/format';
import type { BidLot } from '../../../../../contract/bidding';
import type { InfoCentreItem } from '../../../../../contract/infocentre';
import { BID_KIND_FLAGS, bidKindFlagsOf, sheetBidKinds, type BidInputField, type BidKind, type BidKindFlag } from '../../../../../core/domain/bid-kinds';
import { Button } from '../../../components/button';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { Dialog, DialogActions } from '../../../components/dialog';
import { withKeys, type SheetError, type SheetRow } from '../hooks/use-bid-wizard';
import { controlOf, focusArrivedAt, gridColumns, gridMoveFor, movePos, moveTo, type ActiveCell, type GridColumn } from '../grid/roving-grid';
import { firstRowOfLot, lotByNumber, lotsMatching, visibleRowIndexes, type SheetFilter } from '../grid/sheet-filter';
import { SheetOverview, SheetToolbar } from '../grid/sheet-overview';
import { lotCountOf } from '../../../../../core/domain/lot-count';

type Field = BidInputField | 'minBalance' | 'lotComment' | 'collateralType';

/** What the sheet reads of the session auction (its info centre item). */
export type SheetAuction = Pick<InfoCentreItem, 'collateralType' | BidKindFlag | 'minGuarantee' | 'currency'>;

/** A bid kind's note under its cell (the all-in bid's floor, from the lot's dividend and tax rate). */
const NOTE_OF: Partial<Record<BidKind, (lot: BidLot) => string>> = { ALL_IN: allInTermsNote };

interface RowProps {
  index: number;
  /** The row's place among the rows shown (the virtualiser's index). */
  shownIndex: number;
  /** The grid cell of this row in the tab order (the active cell), or null. */
  activeCol: GridColumn | null;
  row: SheetRow;
  lot: BidLot | undefined;
  label: string;
  auction: SheetAuction;
  invalid: Partial<Record<Field, boolean>>;
  onChange: (index: number, field: Field, value: string) => void;
  onAdd: (index: number) => void;
  onDelete: (index: number) => void;
  onClear: (index: number) => void;
  measure: (el: HTMLTableRowElement | null) => void;
}

/** One bid row of the sheet (exported for its tests). */
export const BidRow = memo(function BidRow({ index, shownIndex, activeCol, row, lot, label, auction, invalid, onChange, onAdd, onDelete, onClear, measure }: RowProps) {
  const options = collateralOptions(auction.collateralType);
  const noteId = `bid-note-${row.key ?? index}`;
  /** A grid cell's control: in the tab order only when it is the active cell (roving tabindex). */
  const cell = (col: GridColumn) => ({ 'data-col': col, tabIndex: activeCol === col ? 0 : -1 });
  const input = (field: Exclude<Field, 'lotComment' | 'collateralType'>, name: string, note?: string) => (
    <td key={field} role="gridcell">
      <input
        {...cell(field)}
        className="input"
        inputMode="decimal"
        aria-label={`${name}, ${label}`}
        aria-invalid={invalid[field] ? true : undefined}
        aria-describedby={note ? noteId : undefined}
        value={row[field]}
        onChange={(e) => onChange(index, field, e.target.value)}
      />
      {note && (
        <div className="placeholder-id" id={noteId}>
          {note}
        </div>
      )}
    </td>
  );
  return (
    <tr ref={measure} data-index={shownIndex} data-key={row.key} aria-rowindex={shownIndex + 2}>
      <th scope="row" className="sheet-lot">
        {lot?.lotNumber}
        {/* A saved bid's id is internal and never shown to traders; a lot without a bid shows the spec's placeholder. */}
        {row.bidId > 0 ? null : <div className="placeholder-id">New bid</div>}
      </th>
      <td role="gridcell">
        {lot?.lotName}
        {lot?.comboFlag && <div className="placeholder-id">Combo lot</div>}
      </td>
      <td role="gridcell">{lot ? formatMoney(lot.marketValue, lot.currency, 0) : ''}</td>
      <td role="gridcell">
        {options.length === 1 ? (
          COLLATERAL_LABELS[options[0]]
        ) : (
          <select
            {...cell('collateralType')}
            className="input"
            aria-label={`Collateral Type, ${label}`}
            aria-invalid={invalid.collateralType ? true : undefined}
            value={row.collateralType}
            onChange={(e) => onChange(index, 'collateralType', e.target.value)}
          >
            <option value="">Select</option>
            {options.map((o) => (
              <option key={o} value={o}>
                {COLLATERAL_LABELS[o]}
              </option>
            ))}
          </select>
        )}
      </td>
      {sheetBidKinds(auction).map((k) => input(k.input, k.sheetTitle, lot ? NOTE_OF[k.code]?.(lot) : undefined))}
      {auction.minGuarantee && input('minBalance', 'Minimum Balance Gtee')}
      <td role="gridcell">
        <textarea
          {...cell('lotComment')}
          className="input"
          rows={2}
          aria-label={`Lot Specific Comments, ${label}`}
          aria-invalid={invalid.lotComment ? true : undefined}
          value={row.lotComment}
          onChange={(e) => onChange(index, 'lotComment', e.target.value)}
        />
      </td>
      <td role="gridcell">
        <span className="row">
          <Button {...cell('addRow')} variant="secondary" aria-label={`Add Row, ${label}`} onClick={() => onAdd(index)}>
            +
          </Button>
          <Button {...cell('deleteRow')} variant="secondary" aria-label={`Delete Row, ${label}`} onClick={() => onDelete(index)}>
            −
          </Button>
        </span>
      </td>
      <td role="gridcell">
        <Button {...cell('clearBid')} variant="link" aria-label={`Clear Bid, ${label}`} onClick={() => onClear(index)}>
          Clear Bid
        </Button>
      </td>
    </tr>
  );
});

interface SheetProps {
  auction: SheetAuction;
  lots: readonly BidLot[];
  rows: SheetRow[];
  setRows: (update: (rows: SheetRow[]) => SheetRow[]) => void;
  comments: string;
  setComments: (text: string) => void;
  error: SheetError | null;
  /** Any edit of the sheet clears the message of the last NEXT (it spoke of the rows before the edit). */
  setError: (e: SheetError | null) => void;
}

/** Field errors keyed `rows.<i>.<field>` (core's validateBidRows) per row index. */
const invalidByRow = (error: SheetError | null): Map<number, Partial<Record<Field, boolean>>> => {
  const out = new Map<number, Partial<Record<Field, boolean>>>();
  for (const key of Object.keys(error?.fields ?? {})) {
    const m = /^rows\.(\d+)\.(\w+)$/.exec(key);
    if (!m) continue;
    const i = Number(m[1]);
    out.set(i, { ...out.get(i), [m[2] as Field]: true });
  }
  return out;
};
const NONE: Partial<Record<Field, boolean>> = {};

export function PlaceBidsSheet({ auction, lots, rows, setRows, comments, setComments, error, setError }: SheetProps) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const tableRef = useRef<HTMLTableElement>(null);
  const [commentLimit, setCommentLimit] = useState(false);
  const [supplementalAlert, setSupplementalAlert] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<number | null>(null);
  const lotById = useMemo(() => new Map(lots.map((l) => [l.id, l])), [lots]);
  const invalid = useMemo(() => invalidByRow(error), [error]);
  const labels = useMemo(() => {
    const seen = new Map<number, number>();
    return rows.map((r) => {
      const n = (seen.get(r.lotId) ?? 0) + 1;
      seen.set(r.lotId, n);
      const lotNumber = lotById.get(r.lotId)?.lotNumber ?? '';
      return n === 1 ? `lot ${lotNumber}` : `lot ${lotNumber}, row ${n}`;
    });
  }, [rows, lotById]);

  // The filter (a snapshot of lots, ../grid/sheet-filter.ts) and the rows it shows.
  const [filter, setFilter] = useState<SheetFilter>('all');
  const [shownLots, setShownLots] = useState<ReadonlySet<number> | null>(null);
  const shown = useMemo(() => visibleRowIndexes(rows, shownLots), [rows, shownLots]);
  const totalCount = useMemo(() => lotCountOf(lots), [lots]);
  const shownCount = useMemo(() => (shownLots === null ? totalCount : lotCountOf(lots.filter((l) => shownLots.has(l.id)))), [lots, shownLots, totalCount]);
  const chooseFilter = (f: SheetFilter) => {
    setFilter(f);
    setShownLots(lotsMatching(rows, lots, f));
  };

  // The roving focus: the active cell and the request to focus it (../grid/roving-grid.ts ActiveCell).
  const columns = useMemo(
    () => gridColumns({ ...bidKindFlagsOf(auction), collateralChoice: collateralOptions(auction.collateralType).length > 1, minGuarantee: auction.minGuarantee }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the flags are read through bidKindFlagsOf
    [auction.collateralType, ...BID_KIND_FLAGS.map((f) => auction[f]), auction.minGuarantee],
  );
  const [active, setActive] = useState<ActiveCell>({ key: undefined, col: 'basisPoints', focus: null });
  const shownIndexOfKey = useMemo(() => new Map(shown.map((ri, si) => [rows[ri].key, si])), [shown, rows]);
  const activeShown = Math.max(0, shownIndexOfKey.get(active.key) ?? 0);
  const activeKey = rows[shown[activeShown]]?.key;
  const activeCol = columns.includes(active.col) ? active.col : 'basisPoints';
  /** The last focus request acted on: each is acted on once, by the first commit of the state that carries it. */
  const focusDone = useRef<ActiveCell['focus']>(null);

  // The active row is rendered wherever the window is, so the grid's one tab stop always exists.
  const rangeExtractor = useCallback(
    (range: Range) => {
      const indexes = defaultRangeExtractor(range);
      if (activeShown < range.count && !indexes.includes(activeShown)) return [...indexes, activeShown].sort((a, b) => a - b);
      return indexes;
    },
    [activeShown],
  );
  const virtualizer = useVirtualizer({ count: shown.length, getScrollElement: () => scrollRef.current, estimateSize: () => 64, overscan: 12, rangeExtractor });

  const onChange = useCallback(
    (index: number, field: Field, value: string) => {
      let v = value;
      if (field === 'lotComment') {
        const over = utf8ByteLength(v) > LOT_COMMENT_MAX_BYTES;
        if (over) v = truncateToUtf8Bytes(v, LOT_COMMENT_MAX_BYTES);
        setCommentLimit(over || utf8ByteLength(v) >= LOT_COMMENT_MAX_BYTES);
      }
      setError(null);
      setRows((rs) => rs.map((r, i) => (i === index ? { ...r, [field]: v } : r)));
    },
    [setRows, setError],
  );
  const onAdd = useCallback((index: number) => setRows((rs) => withKeys(addBidRow(rs, index, auction.collateralType))), [setRows, auction.collateralType]);
  const remove = useCallback(
    (index: number) => {
      setError(null);
      setRows((rs) => withKeys(deleteBidRow(rs, index, auction.collateralType)));
    },
    [setRows, setError, auction.collateralType],
  );
  const rowsRef = useRef(rows);
  rowsRef.current = rows;
  const onDelete = useCallback(
    (index: number) => {
      const row = rowsRef.current[index];
      if (row && deleteRowConfirmation(row)) setDeleting(index);
      else remove(index);
    },
    [remove],
  );
  const onClear = useCallback(
    (index: number) => {
      setError(null);
      setRows((rs) => rs.map((r, i) => (i === index ? clearBidRow(r) : r)));
    },
    [setRows, setError],
  );
  const measure = useCallback((el: HTMLTableRowElement | null) => virtualizer.measureElement(el), [virtualizer]);

  const focusCell = (shownIndex: number, col: GridColumn, scroll: boolean) => {
    const row = rows[shown[shownIndex]];
    if (row) setActive(moveTo(row.key, col, scroll));
  };
  // In the commit that renders the requested cell (the active row is always rendered: rangeExtractor above),
  // before the browser paints: so the cell is in the DOM now, whether or not it was in the window before.
  useLayoutEffect(() => {
    const request = active.focus;
    if (!request || focusDone.current === request) return;
    focusDone.current = request;
    const el = tableRef.current?.querySelector<HTMLElement>(`tr[data-key="${activeKey}"] [data-col="${activeCol}"]`);
    if (!el) return; // no row shown (a filter that shows none)
    if (request.scroll) {
      // Once, to where the row is now: the virtualiser keeps it in place as the rows above it are measured.
      // (scrollToIndex would scroll to it again on later frames, over whatever move came next.)
      const to = virtualizer.getOffsetForIndex(activeShown, 'start');
      if (to) virtualizer.scrollToOffset(to[0]);
    }
    el.focus({ preventScroll: request.scroll });
    // Arriving by keyboard selects a field's text, as a spreadsheet does: typing replaces it (not the comment's).
    if (el instanceof HTMLInputElement) el.select();
  }, [active.focus, activeKey, activeCol, activeShown, virtualizer]);

  // Arrow keys and Enter move between the cells (../grid/roving-grid.ts); Enter in a field never submits.
  const onGridKeyDown = (e: KeyboardEvent<HTMLTableElement>) => {
    const target = e.target as HTMLElement;
    const col = target.dataset.col as GridColumn | undefined;
    const control = controlOf(target);
    if (!col || !control) return;
    const text = target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement ? target : null;
    const move = gridMoveFor({
      key: e.key,
      shiftKey: e.shiftKey,
      ctrlKey: e.ctrlKey,
      metaKey: e.metaKey,
      altKey: e.altKey,
      control,
      value: text?.value,
      selectionStart: text?.selectionStart,
      selectionEnd: text?.selectionEnd,
    });
    if (!move) {
      if (e.key === 'Enter' && control === 'input') e.preventDefault();
      return;
    }
    e.preventDefault();
    const key = Number(target.closest('tr')?.dataset.key);
    const from = { row: shownIndexOfKey.get(key) ?? activeShown, col: Math.max(0, columns.indexOf(col)) };
    const to = movePos(from, move, shown.length, columns.length);
    focusCell(to.row, columns[to.col], false);
  };
  // Focus arriving by mouse (or by a control's own means) makes that cell the grid's tab stop.
  const onGridFocus = (e: FocusEvent<HTMLTableElement>) => {
    const col = (e.target as HTMLElement).dataset.col as GridColumn | undefined;
    const key = Number((e.target as HTMLElement).closest('tr')?.dataset.key);
    if (col && Number.isFinite(key) && (key !== activeKey || col !== activeCol)) setActive(focusArrivedAt(key, col));
  };

  const goToLot = (typed: string): string | null => {
    const lot = lotByNumber(lots, typed);
    if (!lot) return typed.trim() === '' ? 'Type a lot number.' : `There is no lot ${typed.trim()} in this auction.`;
    const rowIndex = firstRowOfLot(rows, lot.id);
    let list = shown;
    if (shownLots !== null && !shownLots.has(lot.id)) {
      // The lot is filtered out: show all lots again, then go to it.
      setFilter('all');
      setShownLots(null);
      list = visibleRowIndexes(rows, null);
    }
    const row = rows[rowIndex];
    if (!row || list.indexOf(rowIndex) < 0) return null;
    setActive(moveTo(row.key, columns.includes('basisPoints') ? 'basisPoints' : columns[0], true));
    return null;
  };

  const items = virtualizer.getVirtualItems();
  const sheetKinds = sheetBidKinds(auction);
  const span = 7 + sheetKinds.length + (auction.minGuarantee ? 1 : 0);
  const pad = (key: string, height: number) =>
    height > 0 && (
      <tr key={key} aria-hidden="true">
        <td colSpan={span} style={{ height, padding: 0, border: 0 }} />
      </tr>
    );
  // Spacers stand in for the rows out of the DOM: above the window, between it and the active row, below.
  const body: ReactNode[] = [];
  let end = 0;
  for (const item of items) {
    body.push(pad(`gap-${item.index}`, item.start - end));
    end = item.end;
    const index = shown[item.index];
    const row = rows[index];
    body.push(
      <BidRow
        key={row.key}
        index={index}
        shownIndex={item.index}
        activeCol={row.key === activeKey ? activeCol : null}
        row={row}
        lot={lotById.get(row.lotId)}
        label={labels[index]}
        auction={auction}
        invalid={invalid.get(index) ?? NONE}
        onChange={onChange}
        onAdd={onAdd}
        onDelete={onDelete}
        onClear={onClear}
        measure={measure}
      />,
    );
  }
  body.push(pad('gap-end', virtualizer.getTotalSize() - end));

  return (
    <div>
      <SheetToolbar filter={filter} onFilter={chooseFilter} onGoToLot={goToLot} shownLots={shownCount} totalLots={totalCount} />
      <SheetOverview rows={rows} lots={lots} currency={auction.currency} />
      {error && (
        <p className="sheet-msg" role="alert">
          {error.message}
        </p>
      )}
      {commentLimit && (
        <p className="sheet-msg" role="alert">
          {MSG.LOT_COMMENT_TOO_LONG}
        </p>
      )}
      <div className="sheet-scroll" ref={scrollRef} data-testid="place-bids-scroll">
        <table ref={tableRef} className="sheet" role="grid" aria-label="Place Bids" aria-rowcount={shown.length + 1} onKeyDown={onGridKeyDown} onFocus={onGridFocus}>
          <thead>
            <tr aria-rowindex={1}>
              <th scope="col" className="sheet-lot">
                Lot
              </th>
              <th scope="col">Lot Name &amp; Lot Description</th>
              <th scope="col">Market Value</th>
              <th scope="col">Collateral Type</th>
              {sheetKinds.map((k) => (
                <th key={k.code} scope="col">
                  {k.sheetTitle}
                </th>
              ))}
              {auction.minGuarantee && <th scope="col">Minimum Balance Gtee</th>}
              <th scope="col">Lot Specific Comments</th>
              <th scope="col">Add/Delete Row</th>
              <th scope="col">Clear Bid</th>
            </tr>
          </thead>
          <tbody>
            {shown.length === 0 && (
              <tr>
                <td colSpan={span} className="muted">
                  No lots to show: choose All lots.
                </td>
              </tr>
            )}
            {body}
          </tbody>
        </table>
      </div>
      <div className="field" style={{ marginTop: 12 }}>
        <label htmlFor="supplemental-comments">Supplemental Bidder Comments</label>
        <textarea
          id="supplemental-comments"
          className="input"
          rows={4}
          value={comments}
          onChange={(e) => {
            const t = truncateSupplemental(e.target.value);
            setComments(t.text);
            if (t.truncated) setSupplementalAlert(t.message);
          }}
        />
      </div>
      <ConfirmDialog
        open={deleting !== null}
        title="Delete Row"
        message={MSG.BID_ROW_DELETE_CONFIRMATION}
        onConfirm={() => {
          if (deleting !== null) remove(deleting);
          setDeleting(null);
        }}
        onCancel={() => setDeleting(null)}
      />
      <Dialog
        open={supplementalAlert !== null}
        title="Supplemental Bidder Comments"
        onClose={() => setSupplementalAlert(null)}
        footer={<DialogActions cancelLabel="" onCancel={() => setSupplementalAlert(null)} actionLabel="OK" onAction={() => setSupplementalAlert(null)} />}
      >
        <p role="alert">{supplementalAlert}</p>
      </Dialog>
    </div>
  );
}
