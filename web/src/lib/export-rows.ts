/**
 * Workbooks of rows the screen already holds: posted to the default export path (/excel/exportExcel)
 * under the report's export name (core/domain/messages reportExportFileName). Nothing to export shows
 * "No bids to export."; a failure the spec's Export Fail notification for 10 seconds.
 */
import type { DownloadedFile } from '../../../contract/route';
import { MSG, reportExportFileName } from '../../../core/domain/messages';
import { LONG_TOAST_MS, notify } from '../components/toast';
import { exportRoutes } from '../../../contract/admin-exports';
import { apiCall } from './api-call';
import { saveBlob, type ApiResult } from './api-client';

export const deliverFile = (res: ApiResult<DownloadedFile>, fallbackName: string): void => {
  if (res.ok) saveBlob(res.data.blob, res.data.fileName ?? fallbackName);
  else notify('error', res.message || MSG.UNABLE_TO_SAVE, { title: MSG.EXPORT_FAIL, durationMs: LONG_TOAST_MS });
};

export async function exportRows(rows: Record<string, string | number>[], report: string, auctionName: string): Promise<void> {
  const fileName = reportExportFileName(report, auctionName);
  if (rows.length === 0) {
    notify('warning', MSG.NO_BIDS_TO_EXPORT);
    return;
  }
  deliverFile(await apiCall(exportRoutes.excel, { body: rows, query: { fileName } }), fileName);
}
