/**
 * Wizard step 2, the Place Bids sheet (spec 2.4 and 5). Rows are virtualised (@tanstack/react-virtual)
 * so a 500-lot auction renders only what is on screen; focus moving with Tab scrolls the next row into
 * view, and the overscan keeps the following rows rendered, so the whole sheet can be filled with the
 * keyboard (Tab across a row, then the next row). Enter in an input never submits anything.
 */
import { memo, useCallback, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useVirtualizer } from '@tanstack/react-virtual';
import { MSG } from '../../../../../core/domain/messages';
import { clearBidRow, collateralOptions, COLLATERAL_LABELS, LOT_COMMENT_MAX_BYTES, truncateSupplemental, truncateToUtf8Bytes, utf8ByteLength } from '../../../../../core/bids/bid-rules';
import { addBidRow, allInTermsNote, deleteBidRow, deleteRowConfirmation } from '../../../../../core/bids/place-bids-table';
import { formatMoney } from '../../../../../core/money/format';
import type { BidLot } from '../../../../../contract/bidding';
import type { InfoCentreItem } from '../../../../../contract/infocentre';
import { Button } from '../../../components/button';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { Dialog, DialogActions } from '../../../components/dialog';
import { withKeys, type SheetError, type SheetRow } from '../hooks/use-bid-wizard';

type Field = 'basisPoints' | 'fixed' | 'allIn' | 'minBalance' | 'lotComment' | 'collateralType';

/** What the sheet reads of the session auction (its info centre item). */
export type SheetAuction = Pick<InfoCentreItem, 'collateralType' | 'allInFlag' | 'minGuarantee'>;

interface RowProps {
  index: number;
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

const BidRow = memo(function BidRow({ index, row, lot, label, auction, invalid, onChange, onAdd, onDelete, onClear, measure }: RowProps) {
  const options = collateralOptions(auction.collateralType);
  const noteId = `bid-note-${row.key ?? index}`;
  const input = (field: Exclude<Field, 'lotComment' | 'collateralType'>, name: string, note?: string) => (
    <td>
      <input
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
    <tr ref={measure} data-index={index}>
      <td>
        {lot?.lotNumber}
        <div className="placeholder-id">{row.bidId > 0 ? `Bid ${row.bidId}` : 'New bid'}</div>
      </td>
      <td>
        {lot?.lotName}
        {lot?.comboFlag && <div className="placeholder-id">Combo lot</div>}
      </td>
      <td>{lot ? formatMoney(lot.marketValue, lot.currency, 0) : ''}</td>
      <td>
        {options.length === 1 ? (
          COLLATERAL_LABELS[options[0]]
        ) : (
          <select
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
      {input('basisPoints', 'BID Basis points')}
      {input('fixed', 'BID Fixed Amount')}
      {auction.allInFlag && input('allIn', 'BID All-In points', lot ? allInTermsNote(lot) : undefined)}
      {auction.minGuarantee && input('minBalance', 'Minimum Balance Gtee')}
      <td>
        <textarea
          className="input"
          rows={2}
          aria-label={`Lot Specific Comments, ${label}`}
          aria-invalid={invalid.lotComment ? true : undefined}
          value={row.lotComment}
          onChange={(e) => onChange(index, 'lotComment', e.target.value)}
        />
      </td>
      <td>
        <span className="row">
          <Button variant="secondary" aria-label={`Add Row, ${label}`} onClick={() => onAdd(index)}>
            +
          </Button>
          <Button variant="secondary" aria-label={`Delete Row, ${label}`} onClick={() => onDelete(index)}>
            −
          </Button>
        </span>
      </td>
      <td>
        <Button variant="link" aria-label={`Clear Bid, ${label}`} onClick={() => onClear(index)}>
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

  const virtualizer = useVirtualizer({ count: rows.length, getScrollElement: () => scrollRef.current, estimateSize: () => 64, overscan: 12 });

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

  // Enter in an input never submits or moves on by accident (textareas keep their new lines).
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'Enter' && (e.target as HTMLElement).tagName === 'INPUT') e.preventDefault();
  };

  const items = virtualizer.getVirtualItems();
  const top = items[0]?.start ?? 0;
  const bottom = virtualizer.getTotalSize() - (items[items.length - 1]?.end ?? 0);
  const columns = 9 + (auction.allInFlag ? 1 : 0) + (auction.minGuarantee ? 1 : 0);

  return (
    <div onKeyDown={onKeyDown}>
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
        <table className="sheet" aria-label="Place Bids" aria-rowcount={rows.length + 1}>
          <thead>
            <tr>
              <th scope="col">Lot</th>
              <th scope="col">Lot Name &amp; Lot Description</th>
              <th scope="col">Market Value</th>
              <th scope="col">Collateral Type</th>
              <th scope="col">BID Basis points</th>
              <th scope="col">BID Fixed Amount</th>
              {auction.allInFlag && <th scope="col">BID All-In points</th>}
              {auction.minGuarantee && <th scope="col">Minimum Balance Gtee</th>}
              <th scope="col">Lot Specific Comments</th>
              <th scope="col">Add/Delete Row</th>
              <th scope="col">Clear Bid</th>
            </tr>
          </thead>
          <tbody>
            {top > 0 && (
              <tr aria-hidden="true">
                <td colSpan={columns} style={{ height: top, padding: 0, border: 0 }} />
              </tr>
            )}
            {items.map((item) => {
              const row = rows[item.index];
              return (
                <BidRow
                  key={row.key}
                  index={item.index}
                  row={row}
                  lot={lotById.get(row.lotId)}
                  label={labels[item.index]}
                  auction={auction}
                  invalid={invalid.get(item.index) ?? NONE}
                  onChange={onChange}
                  onAdd={onAdd}
                  onDelete={onDelete}
                  onClear={onClear}
                  measure={measure}
                />
              );
            })}
            {bottom > 0 && (
              <tr aria-hidden="true">
                <td colSpan={columns} style={{ height: bottom, padding: 0, border: 0 }} />
              </tr>
            )}
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
