import { useId, useState } from 'react';
import { useLocation } from 'wouter';
import { countOf, MSG } from '../../../../../core/domain/messages';
import { lotsPartlyImported } from '../../../../../core/domain/staff-messages';
import {
  ASSET_CLASS_FILE_NAME,
  assetClassesCsv,
  CURRENCY_FILE_NAME,
  currenciesCsv,
  LOT_TEMPLATE_ALL_IN_FILE_NAME,
  LOT_TEMPLATE_FILE_NAME,
  LOT_TEMPLATE_GUIDE_FILE_NAME,
  lotTemplateCsv,
  lotTemplateGuideCsv,
} from '../../../../../core/lots-csv/lot-csv-columns';
import { parseLotsCsv, type SkippedRow } from '../../../../../core/lots-csv/parse-lots-csv';
import { checkLotUploadFiles } from '../../../../../core/lots-csv/upload-files';
import { AuctionToolbar } from '../../../components/auction-toolbar';
import { Button } from '../../../components/button';
import { FileUploadCard } from '../../../components/file-upload-card';
import { notify } from '../../../components/toast';
import { saveBlob } from '../../../lib/api-client';
import { fileLinesOf } from '../../../lib/file-lines';
import { useSession } from '../../../lib/session';
import { blankLot, referenceLists, uploadLotsCsv } from '../api/lots-api';

type Template = 'lot' | 'guide' | 'assetClass' | 'currency';

const csvBlob = (text: string) => new Blob([text], { type: 'text/csv;charset=utf-8' });

/**
 * Lots CSV upload: one .csv file by drag and drop; the browser checks it with core/lots-csv (empty
 * file, header-only file, rows to be skipped) before sending it; the server parses it again.
 */
export default function LotsUploadPage() {
  const [, navigate] = useLocation();
  const s = useSession();
  const [file, setFile] = useState<File | null>(null);
  const [template, setTemplate] = useState<Template>('lot');
  const [skipped, setSkipped] = useState<SkippedRow[]>([]);
  const [busy, setBusy] = useState(false);
  const templateId = useId();

  const download = async () => {
    if (template === 'lot') return saveBlob(csvBlob(lotTemplateCsv(s.allInFlag)), s.allInFlag ? LOT_TEMPLATE_ALL_IN_FILE_NAME : LOT_TEMPLATE_FILE_NAME);
    if (template === 'guide') return saveBlob(csvBlob(lotTemplateGuideCsv()), LOT_TEMPLATE_GUIDE_FILE_NAME);
    const res = await referenceLists();
    if (!res.ok) return notify('error', MSG.UNABLE_TO_DOWNLOAD_ASSET_CLASS_FILE);
    if (template === 'assetClass') saveBlob(csvBlob(assetClassesCsv(res.data.assetClasses)), ASSET_CLASS_FILE_NAME);
    else saveBlob(csvBlob(currenciesCsv(res.data.currencies)), CURRENCY_FILE_NAME);
  };

  const upload = async () => {
    if (!s.auctionId) return notify('warning', 'Select an auction first.');
    // One .csv file: the rule the server applies too (core/lots-csv).
    const chosen = checkLotUploadFiles(file ? [file] : []);
    if (!chosen.ok) return notify('warning', chosen.message);
    setBusy(true);
    const text = await chosen.value.text();
    // The auction's blank lot form: the reference lists, and the auction's currency (a row in another one needs its FX Rate).
    const refs = await blankLot(s.auctionId);
    const parsed = parseLotsCsv(text, {
      auctionId: s.auctionId,
      allInFlag: refs.ok ? refs.data.allInFlag : s.allInFlag,
      auctionCurrency: refs.ok ? refs.data.auctionCurrency : 'USD',
      assetClasses: refs.ok ? refs.data.assetClasses : [],
      currencies: refs.ok ? refs.data.currencies : [],
    });
    if (!parsed.ok) {
      // The file is discarded when empty or header-only (spec §4).
      setBusy(false);
      setFile(null);
      return notify('warning', parsed.message, parsed.title ? { title: parsed.title } : {});
    }
    // Every row would be skipped: importing nothing is a failure, shown with the skipped lines.
    if (parsed.value.lots.length === 0) {
      setBusy(false);
      setSkipped(parsed.value.skipped);
      return notify('error', MSG.NO_LOTS_IMPORTED);
    }
    const res = await uploadLotsCsv(s.auctionId, chosen.value);
    setBusy(false);
    if (!res.ok) {
      // The server skips more than the browser can (lot numbers already in the auction): its lines come as fields `lines.<n>`.
      setSkipped(fileLinesOf(res.fields));
      if (res.code === 'NOTHING_IMPORTED') return notify('error', MSG.NO_LOTS_IMPORTED);
      return notify('error', res.message ? `${MSG.UNABLE_TO_UPLOAD_LOT_FILE} ${res.message}` : MSG.UNABLE_TO_UPLOAD_LOT_FILE);
    }
    const skippedRows = res.data.skipped;
    setSkipped(skippedRows);
    // A partial import is a warning with both counts, never a green "Saved successfully".
    if (skippedRows.length > 0) notify('warning', lotsPartlyImported(res.data.imported, skippedRows.length));
    else notify('success', `${MSG.SAVED_SUCCESSFULLY} ${countOf(res.data.imported, 'lot')} imported.`);
    setFile(null);
    // Stay to show the skipped rows; otherwise back to the list.
    if (skippedRows.length === 0) navigate('/lots');
  };

  return (
    <div className="page">
      <AuctionToolbar title="Upload Lots" />
      <FileUploadCard
        templates={
          <>
            <label htmlFor={templateId}>Template</label>
            <select id={templateId} className="input" value={template} onChange={(e) => setTemplate(e.target.value as Template)}>
              <option value="lot">{s.allInFlag ? 'Lot Template (All-In)' : 'Lot Template'}</option>
              <option value="guide">Lot Template Guide</option>
              <option value="assetClass">Asset Class</option>
              <option value="currency">Currency</option>
            </select>
            <Button variant="secondary" onClick={() => void download()}>
              Download
            </Button>
          </>
        }
        accept=".csv"
        label="Choose a .csv file"
        file={file}
        onFile={setFile}
        onReject={() => notify('warning', MSG.FILE_MUST_BE_CSV)}
        busy={busy}
        onUpload={() => void upload()}
        onBack={() => navigate('/lots')}
        linesTitle="Skipped rows"
        lines={skipped}
      />
    </div>
  );
}
