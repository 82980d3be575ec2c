/**
 * Workbooks of rows the screen already holds: posted to the default export path (/excel/exportExcel)
 * under the report's export name (core/domain/messages reportExportFileName), with the title block
 * (report, client, auction and its date; the server adds when the file was made). Amounts, basis
 * points, percentages and times go as typed cells (core/documents/export-cells.ts), so the workbook
 * holds numbers and dates. Nothing to export shows "No bids to export."; a failure the spec's Export
 * Fail notification for 10 seconds.
 */
import { MSG, reportExportFileName } from '../../../core/domain/messages';
import type { ExportCellInput } from '../../../core/documents/export-cells';
import { notify } from '../components/toast';
import { exportRoutes } from '../../../contract/admin-exports';
import { apiCall } from './api-call';
import { deliverFile } from './deliver-file';

/** One exported row: column caption -> cell. */
export type ExportRow = Record<string, ExportCellInput>;

/** What the title block names of the auction. */
export interface ExportedAuction {
  auctionName: string;
  auctionStartDate?: string | null;
  esecAucClient?: { clientName: string } | null;
}

export async function exportRows(rows: ExportRow[], report: string, auction: ExportedAuction): Promise<void> {
  const fileName = reportExportFileName(report, auction.auctionName);
  if (rows.length === 0) {
    notify('warning', MSG.NO_BIDS_TO_EXPORT);
    return;
  }
  const title = {
    report,
    auction: auction.auctionName,
    ...(auction.esecAucClient ? { client: auction.esecAucClient.clientName } : {}),
    ...(auction.auctionStartDate ? { auctionDate: auction.auctionStartDate } : {}),
  };
  deliverFile(await apiCall(exportRoutes.excel, { body: { rows, title }, query: { fileName } }), fileName);
}
