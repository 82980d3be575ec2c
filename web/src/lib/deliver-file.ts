/**
 * A downloaded file saved under the server's name (or the fallback), or the spec's Export Fail
 * notification for 10 seconds. Apart from ./export-rows.ts so the info centre's holdings export does not
 * bring the export endpoint's contract and the staff messages into the bidder's first JavaScript
 * (bench/web.bench.ts).
 */
import type { DownloadedFile } from '../../../contract/route';
import { BIDDER_MSG as MSG } from '../../../core/domain/bidder-messages';
import { LONG_TOAST_MS, notify } from '../components/toast';
import { saveBlob, type ApiResult } from './api-client';

export const deliverFile = (res: ApiResult<DownloadedFile>, fallbackName: string): void => {
  if (res.ok) saveBlob(res.data.blob, res.data.fileName ?? fallbackName);
  else notify('error', res.message || MSG.UNABLE_TO_SAVE, { title: MSG.EXPORT_FAIL, durationMs: LONG_TOAST_MS });
};
