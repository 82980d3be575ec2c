/**
 * The preview of a pasted block or an imported bid file, loaded on demand: what will change
 * (lot, column, old -> new) and each refused line with its reason, from the sheet's import
 * (../grid/bid-sheet-import.ts) checked with the server's own bid value rule. Apply fills the sheet;
 * nothing is saved until NEXT, where the server applies its rules as always.
 */
import { useMemo } from 'react';
import { applyBidSheetImport, bidSheetChanges, lotsFilled, parsePastedCells, planBidSheetImport } from '../grid/bid-sheet-import';
import { bidValueRule } from '../../../../../core/bids/bid-value-rule';
import { countOf } from '../../../../../core/domain/messages';
import type { BidLot } from '../../../../../contract/bidding';
import { ActionDialog } from '../../../components/dialog';
import { HeaderRow } from '../../../components/table-parts';
import { notify } from '../../../components/toast';
import { withKeys, type SheetError, type SheetRow } from '../hooks/use-bid-wizard';
import type { ImportSource, TransferAuction } from './bid-transfer-types';

/** Rows of the changes table shown at most (a whole book can change thousands of cells; the count says how many). */
const SHOWN_CHANGES = 1000;

interface Props {
  source: ImportSource;
  auction: TransferAuction;
  lots: readonly BidLot[];
  rows: SheetRow[];
  setRows: (update: (rows: SheetRow[]) => SheetRow[]) => void;
  setError: (e: SheetError | null) => void;
  onClose: () => void;
}

const shown = (v: string): string => (v === '' ? '(empty)' : v === 'Non_Cash' ? 'Non Cash' : v);

export default function BidImportDialog({ source, auction, lots, rows, setRows, setError, onClose }: Props) {
  const cells = useMemo(() => source.cells ?? parsePastedCells(source.text ?? ''), [source]);
  const plan = useMemo(() => planBidSheetImport(cells, { auction, lots, rows }, bidValueRule(lots)), [cells, auction, lots, rows]);
  const changes = useMemo(() => bidSheetChanges(rows, plan), [rows, plan]);
  const filled = lotsFilled(plan);

  const apply = () => {
    if (plan.accepted.length > 0) {
      setError(null);
      setRows((rs) => withKeys(applyBidSheetImport(rs, plan, auction.collateralType)));
      notify('success', `${countOf(filled, 'lot')} filled from ${source.from}. Press NEXT to save.`);
    }
    onClose();
  };

  return (
    <ActionDialog open title={source.title} cancelLabel="Cancel" onCancel={onClose} actionLabel="Apply" onAction={apply} busy={plan.accepted.length === 0}>
      {plan.blockError !== null ? (
        <p role="alert">{plan.blockError}</p>
      ) : (
        // Scrolls by itself (not the dialog body), focusable so the keyboard can scroll it.
        <div role="region" aria-label="Preview" tabIndex={0} style={{ maxHeight: '60vh', overflow: 'auto' }}>
          <p role="status">
            {countOf(filled, 'lot')} will be filled ({countOf(changes.length, 'cell')} to change); {countOf(plan.refused.length, 'line')} refused
            {plan.withoutValues > 0 ? `; ${countOf(plan.withoutValues, 'line')} without values leave their lots as they are` : ''}. Nothing is saved until you
            press NEXT.
          </p>
          {plan.refused.length > 0 && (
            <table className="data">
              <caption>Refused lines</caption>
              <thead>
                <HeaderRow titles={['Line', 'Lot', 'Column', 'Reason']} />
              </thead>
              <tbody>
                {plan.refused.map((r) => (
                  <tr key={r.line}>
                    <td>{r.line}</td>
                    <td>{r.lotNumber}</td>
                    <td>{r.column ?? ''}</td>
                    <td>
                      <span className="cell-wrap">{r.reason}</span>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
          {changes.length > 0 && (
            <table className="data">
              <caption>Changes</caption>
              <thead>
                <HeaderRow titles={['Line', 'Lot', 'Column', 'Old', 'New']} />
              </thead>
              <tbody>
                {changes.slice(0, SHOWN_CHANGES).map((c, i) => (
                  <tr key={i}>
                    <td>{c.line}</td>
                    <td>
                      {c.lotNumber}
                      {c.rowOfLot > 1 ? `, row ${c.rowOfLot}${c.newRow ? ' (new)' : ''}` : ''}
                    </td>
                    <td>{c.column}</td>
                    <td>
                      <span className="cell-wrap">{shown(c.from)}</span>
                    </td>
                    <td>
                      <span className="cell-wrap">{shown(c.to)}</span>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
          {changes.length > SHOWN_CHANGES && <p>… and {changes.length - SHOWN_CHANGES} more changes.</p>}
        </div>
      )}
    </ActionDialog>
  );
}
