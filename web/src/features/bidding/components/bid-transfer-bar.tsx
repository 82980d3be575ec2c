/**
 * Paste and import on the Place Bids sheet: the toolbar (Download bid template, Import bid
 * file, what a pasted block holds) around the sheet, and the paste handler. A block copied from Excel
 * or LibreOffice (a tab or more than one line) pasted into the sheet, or a bid file read by the server
 * (POST /auction/readbidfile), opens the preview dialog (./bid-import-dialog.tsx), which loads on
 * demand with the import rules (../grid/bid-sheet-import.ts, the value rule's decimal.js): the
 * bidder's first screens stay within their JavaScript budget. Apply fills the sheet; nothing is saved
 * until NEXT.
 */
import { lazy, Suspense, useId, useRef, useState, type ChangeEvent, type ClipboardEvent, type ReactNode } from 'react';
import { bidSheetColumns, IMPORT_FIELD_TITLES, LOT_TITLE } from '../../../../../core/bids/bid-sheet-columns';
import { isPastedBlock } from '../grid/pasted-cells';
import type { BidLot } from '../../../../../contract/bidding';
import { Button } from '../../../components/button';
import type { SheetError, SheetRow } from '../hooks/use-bid-wizard';
import type { ImportSource, TransferAuction } from './bid-transfer-types';

const loadDialog = () => import('./bid-import-dialog');
const BidImportDialog = lazy(loadDialog);
const loadActions = () => import('./bid-file-actions');

interface Props {
  auction: TransferAuction;
  lots: readonly BidLot[];
  rows: SheetRow[];
  setRows: (update: (rows: SheetRow[]) => SheetRow[]) => void;
  setError: (e: SheetError | null) => void;
  children: ReactNode;
}

export function BidTransferBar({ auction, lots, rows, setRows, setError, children }: Props) {
  const fileRef = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const [source, setSource] = useState<ImportSource | null>(null);
  const [busy, setBusy] = useState(false);
  const columns = [LOT_TITLE, ...bidSheetColumns(auction).map((f) => IMPORT_FIELD_TITLES[f])].join(', ');

  // A block from a spreadsheet: previewed, never typed into one cell. Comment boxes keep what is pasted into them.
  const onPaste = (e: ClipboardEvent<HTMLDivElement>) => {
    if ((e.target as HTMLElement).tagName === 'TEXTAREA') return;
    const text = e.clipboardData.getData('text/plain');
    if (!isPastedBlock(text)) return;
    e.preventDefault();
    void loadDialog();
    setSource({ title: 'Paste bids', from: 'the pasted block', text });
  };

  const downloadTemplate = async () => (await loadActions()).downloadBidTemplate(auction.id);

  const importFile = async (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    e.target.value = '';
    if (!file) return;
    setBusy(true);
    void loadDialog();
    const read = await loadActions().then(
      (m) => m.readBidFileCells(auction.id, file),
      () => null,
    );
    setBusy(false);
    if (read) setSource({ title: `Import bid file: ${read.fileName}`, from: read.fileName, cells: read.cells });
  };

  return (
    <div onPaste={onPaste}>
      <div className="row" role="group" aria-label="Paste and import bids" aria-describedby={hintId} style={{ marginBottom: 8 }}>
        <Button variant="secondary" onClick={() => void downloadTemplate()}>
          Download bid template
        </Button>
        <Button variant="secondary" disabled={busy} onClick={() => fileRef.current?.click()}>
          Import bid file
        </Button>
        <input ref={fileRef} type="file" accept=".xlsx,.csv" className="sr-only" tabIndex={-1} aria-label="Bid file (.xlsx or .csv)" onChange={(e) => void importFile(e)} />
        <span className="muted" id={hintId}>
          Or paste lines copied from Excel into any bid cell: {columns}, then optionally Lot Specific Comments.
        </span>
      </div>
      {children}
      {source && (
        <Suspense fallback={null}>
          <BidImportDialog source={source} auction={auction} lots={lots} rows={rows} setRows={setRows} setError={setError} onClose={() => setSource(null)} />
        </Suspense>
      )}
    </div>
  );
}
