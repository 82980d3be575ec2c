/**
 * Report exports. Legal Bid Comments, Full Bid Details and Auction Recommendations have their own
 * workbooks built by the server (contract/reports.ts); the other reports post their rows to the
 * default export path (/excel/exportExcel) under the report's export name (core/domain/messages).
 * A failure shows the spec's Export Fail notification for 10 seconds.
 */
import type { DownloadedFile } from '../../../../../contract/route';
import { reportRoutes } from '../../../../../contract/reports';
import { MSG, reportExportFileName } from '../../../../../core/domain/messages';
import { notify, LONG_TOAST_MS } from '../../../components/toast';
import { apiCall } from '../../../lib/api-call';
import { api, saveBlob, type ApiResult } from '../../../lib/api-client';

const deliver = (res: ApiResult<DownloadedFile>, fallbackName: string): void => {
  if (res.ok) saveBlob(res.data.blob, res.data.fileName ?? fallbackName);
  else notify('error', res.message || MSG.UNABLE_TO_SAVE, { title: MSG.EXPORT_FAIL, durationMs: LONG_TOAST_MS });
};

export type ServerWorkbook = 'exportLegalComments' | 'exportFullBidDetails' | 'exportRecommendations';

export async function exportServerWorkbook(which: ServerWorkbook, auctionId: number, report: string, auctionName: string): Promise<void> {
  deliver(await apiCall(reportRoutes[which], { body: { auctionId } }), reportExportFileName(report, auctionName));
}

/** Rows (header label → cell text) as a workbook named after the report. */
export async function exportRows(rows: Record<string, string | number>[], report: string, auctionName: string): Promise<void> {
  const fileName = reportExportFileName(report, auctionName);
  if (rows.length === 0) {
    notify('warning', MSG.NO_BIDS_TO_EXPORT);
    return;
  }
  deliver(await api<DownloadedFile>('/excel/exportExcel', { method: 'POST', json: rows, query: { fileName }, as: 'file' }), fileName);
}
