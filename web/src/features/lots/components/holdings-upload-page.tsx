/**
 * Holdings upload (/lots/holdings/upload): the holdings template (.xlsx) and one .csv or .xlsx file for
 * the session's auction. The server reads it and writes all its lines or none: refused lines are listed
 * with their reasons; after a file is written, the lots' holdings against their market values reload.
 */
import { useState } from 'react';
import { useLocation } from 'wouter';
import type { z } from 'zod';
import { holdingRoutes, type HoldingsComparison } from '../../../../../contract/holdings';
import { compareLotNumbers } from '../../../../../core/domain/lot-number-order';
import { countOf, MSG } from '../../../../../core/domain/messages';
import { HOLDINGS_MESSAGES } from '../../../../../core/holdings/holdings-file';
import { formatMoney } from '../../../../../core/money/format';
import { AuctionToolbar } from '../../../components/auction-toolbar';
import { Button } from '../../../components/button';
import { DataTable, type Column } from '../../../components/data-table';
import { FileUploadCard } from '../../../components/file-upload-card';
import { notify } from '../../../components/toast';
import { deliverFile } from '../../../lib/deliver-file';
import { fileLinesOf, type FileLine } from '../../../lib/file-lines';
import { useSession } from '../../../lib/session';
import { NO_ROWS, useRouteQuery } from '../../../lib/use-api-query';
import { holdingsTemplate, uploadHoldingsFile } from '../api/holdings-api';

type Comparison = z.output<typeof HoldingsComparison>;

const STATUS_TEXT: Record<Comparison['status'], string> = {
  NO_HOLDINGS: 'No holdings',
  WITHIN_TOLERANCE: 'Within the tolerance',
  BEYOND_TOLERANCE: 'Beyond the tolerance',
  OTHER_CURRENCIES: 'Other currencies',
};

const COLUMNS: Column<Comparison>[] = [
  { id: 'lotNumber', header: 'Lot Number', value: (c) => c.lotNumber, compare: (a, b) => compareLotNumbers(a.lotNumber, b.lotNumber) },
  { id: 'lotName', header: 'Lot Name', value: (c) => c.lotName },
  { id: 'marketValue', header: 'Market Value', value: (c) => c.marketValue, cell: (c) => formatMoney(c.marketValue, c.currency) },
  { id: 'holdings', header: 'Holdings', value: (c) => c.holdingsCount },
  { id: 'holdingsValue', header: 'Holdings Value', value: (c) => c.holdingsValue, cell: (c) => formatMoney(c.holdingsValue, c.currency) },
  { id: 'difference', header: 'Difference', value: (c) => c.differencePct ?? '', cell: (c) => (c.differencePct === null ? '' : `${c.differencePct}%`) },
  { id: 'status', header: 'Status', value: (c) => STATUS_TEXT[c.status] },
];

export default function HoldingsUploadPage() {
  const [, navigate] = useLocation();
  const s = useSession();
  const auctionId = s.auctionId;
  const check = useRouteQuery(holdingRoutes.check, { params: { auctionId: auctionId ?? 0 } }, { enabled: Boolean(auctionId) });
  const [file, setFile] = useState<File | null>(null);
  const [refused, setRefused] = useState<FileLine[]>([]);
  const [busy, setBusy] = useState(false);

  const upload = async () => {
    if (!auctionId) return notify('warning', 'Select an auction first.');
    if (!file) return;
    setBusy(true);
    const res = await uploadHoldingsFile(auctionId, file);
    setBusy(false);
    if (!res.ok) {
      setRefused(fileLinesOf(res.fields));
      return notify('error', res.message || MSG.UNABLE_TO_SAVE);
    }
    setRefused([]);
    setFile(null);
    notify('success', `${MSG.SAVED_SUCCESSFULLY} ${countOf(res.data.imported, 'holding')} written for ${countOf(res.data.lots, 'lot')}.`);
    await check.reload();
  };

  return (
    <div className="page">
      <AuctionToolbar title="Upload Holdings" />
      <FileUploadCard
        templates={
          <Button variant="secondary" onClick={() => void holdingsTemplate().then((r) => deliverFile(r, 'HoldingsTemplate.xlsx'))}>
            Download Holdings Template
          </Button>
        }
        accept=".csv,.xlsx"
        label="Choose a .csv or .xlsx file"
        file={file}
        onFile={setFile}
        onReject={() => notify('warning', HOLDINGS_MESSAGES.FILE_TYPE)}
        busy={busy}
        onUpload={() => void upload()}
        onBack={() => navigate('/lots')}
        linesTitle="Refused lines"
        lines={refused}
      />
      {!auctionId ? (
        <p className="card">Select an auction to see its holdings.</p>
      ) : (
        <DataTable
          caption="Holdings of the lots"
          rows={check.data?.lots ?? NO_ROWS}
          columns={COLUMNS}
          rowId={(c) => String(c.lotId)}
          pageSizes={[30, 50, 100]}
          searchPlaceholder="Search lots"
          loading={check.loading}
        />
      )}
    </div>
  );
}
