/**
 * Report exports. Legal Bid Comments, Full Bid Details and Auction Recommendations have their own
 * workbooks built by the server (contract/reports.ts); the other reports post their rows
 * (lib/export-rows.ts).
 */
import { reportRoutes } from '../../../../../contract/reports';
import { reportExportFileName } from '../../../../../core/domain/messages';
import { apiCall } from '../../../lib/api-call';
import { deliverFile } from '../../../lib/deliver-file';

export { exportRows, type ExportRow } from '../../../lib/export-rows';

export type ServerWorkbook = 'exportLegalComments' | 'exportFullBidDetails' | 'exportRecommendations';

export async function exportServerWorkbook(which: ServerWorkbook, auctionId: number, report: string, auctionName: string): Promise<void> {
  deliverFile(await apiCall(reportRoutes[which], { body: { auctionId } }), reportExportFileName(report, auctionName));
}
