/**
 * The bid file calls of the Place Bids toolbar, loaded on demand with the import preview:
 * the template download and the upload read by the server (nothing is saved by either).
 */
import { BID_FILE_UNREADABLE } from '../../../../../core/bids/bid-sheet-messages';
import { biddingRoutes } from '../../../../../contract/bidding';
import { notify } from '../../../components/toast';
import { apiCall } from '../../../lib/api-call';
import { saveBlob } from '../../../lib/api-client';

/** Downloads the auction's bid template (its lots under the sheet's columns). */
export async function downloadBidTemplate(auctionId: number): Promise<void> {
  const res = await apiCall(biddingRoutes.bidTemplate, { params: { auctionId } });
  if (res.ok) saveBlob(res.data.blob, res.data.fileName ?? 'Bid_Template.xlsx');
  else notify('error', res.message || 'Unable to download the bid template.');
}

/** The cells of an uploaded bid file as the server read them, or null (the reason shown). */
export async function readBidFileCells(auctionId: number, file: File): Promise<{ fileName: string; cells: string[][] } | null> {
  const form = new FormData();
  form.append('file', file, file.name);
  const res = await apiCall(biddingRoutes.readBidFile, { params: { auctionId }, body: form });
  if (res.ok) return { fileName: res.data.fileName, cells: res.data.rows };
  notify('error', res.message || BID_FILE_UNREADABLE);
  return null;
}
