/**
 * Bid wizard endpoints (participation-and-reporting.md §7 "Bid wizard"). Routes, bodies and answers are
 * defined by contract/bidding.ts. Identity is always the signed-in user: login names in bodies are ignored.
 */
import type { OpenAPIHono } from '@hono/zod-openapi';
import { principalOf, type AppDeps, type AppEnv } from '../../context';
import { failureResponse } from '../../wire/failure';
import { bidListWire, biddingRoutes, type BidList } from '../../../../contract/bidding';
import { registerRoute } from '../../wire/contract-route';
import { confirmBids, getBids, saveBids } from '../../../../core/bids/bids';
import { bidConfirmationPdf, bidsExcel, type PdfExportRequest } from '../../../../core/bids/bid-confirmation-pdf';
import { fileResponse } from '../participation-kit';
import { idFrom, MAX_ID } from '../../../../core/validation/input-id';
import { ok, type Result } from '../../../../core/domain/result';
import { isExistingBidId, type BidsSaveBody } from '../../../../core/bids/bids-save';
import type { BidList as CoreBidList } from '../../../../core/bids/bids';
import { opaqueIdsFrom, type OpaqueIds } from '../../wire/opaque-ids';
import { bidTemplate, readBidFile } from '../../../../core/bids/bid-file';
import { uploadOf } from '../../wire/upload';

/**
 * The wire's bid list (contract/bidding.ts) with opaque ids (opaque-ids.ts) in every id slot: what a
 * bidder sees. The list's bid ids are enciphered in one pass (a 20-bid save answers 20 new ids).
 */
function opaqueList(ids: OpaqueIds, list: BidList): BidList {
  const bids = list.filter((item) => 'bidId' in item);
  const wire = ids.encodeMany('bid', bids.flatMap((b) => [b.id, b.bidId]));
  let next = 0;
  return list.map((item) => {
    if ('bidId' in item) return { ...item, id: wire[next++], bidId: wire[next++] };
    return item.supplementalId === null ? item : { ...item, supplementalId: ids.encode('supplemental', item.supplementalId) };
  });
}

/** An id that names no bid or record of anybody's: what an id slot holding no wire id becomes. */
const NO_SUCH_ID = MAX_ID;

/** The decoded bid save with its bid ids and supplemental id mapped back to real ids (in one pass); new-bid markers pass. */
function realIdsOf(ids: OpaqueIds, body: BidsSaveBody): BidsSaveBody {
  const existing = body.rows.filter((r) => isExistingBidId(r.bidId));
  const real = ids.decodeMany('bid', existing.map((r) => r.bidId));
  let next = 0;
  return {
    ...body,
    rows: body.rows.map((r) => (isExistingBidId(r.bidId) ? { ...r, bidId: real[next++] ?? NO_SUCH_ID } : r)),
    supplemental: body.supplemental.id === null ? body.supplemental : { ...body.supplemental, id: ids.decode('supplemental', body.supplemental.id) ?? NO_SUCH_ID },
  };
}

export function registerBiddingRoutes(api: OpenAPIHono<AppEnv>, deps: AppDeps): void {
  const idCodec = opaqueIdsFrom(deps.files, deps.http.opaqueIdSecret);
  // Serialised to the wire's shape first, then every id slot of the wire (id, bidId, supplementalId) made opaque.
  const opaque = async (result: Result<CoreBidList>): Promise<Result<BidList>> => (result.ok ? ok(opaqueList(await idCodec(), bidListWire(result.value))) : result);
  registerRoute(api, biddingRoutes.bids, async ({ params }, c) => opaque(await getBids(deps, principalOf(c), params.auctionId)));
  registerRoute(api, biddingRoutes.save, async ({ params, body }, c) =>
    opaque(await saveBids(deps, principalOf(c), params.auctionId, realIdsOf(await idCodec(), body))),
  );
  registerRoute(api, biddingRoutes.confirm, async ({ params }, c) => opaque(await confirmBids(deps, principalOf(c), params.auctionId)));

  registerRoute(api, biddingRoutes.pdf, async ({ body }, c) => {
    const req: PdfExportRequest = {};
    const auctionId = idFrom(body.auctionId);
    if (auctionId !== null) req.auctionId = auctionId;
    if (body.auctionName !== undefined) req.auctionName = body.auctionName;
    if (body.date !== undefined) req.date = body.date;
    if (body.dateMessage !== undefined) req.dateMessage = body.dateMessage;
    const file = await bidConfirmationPdf(deps, principalOf(c), req);
    return file.ok ? fileResponse(c, file.value) : failureResponse(c, file);
  });

  registerRoute(api, biddingRoutes.excel, async ({ params }, c) => {
    const file = await bidsExcel(deps, principalOf(c), params.auctionId);
    return file.ok ? fileResponse(c, file.value) : failureResponse(c, file);
  });

  // The bid file: the template, and an upload read into rows for the sheet's import preview (nothing stored).
  registerRoute(api, biddingRoutes.bidTemplate, async ({ params }, c) => {
    const file = await bidTemplate(deps, principalOf(c), params.auctionId);
    return file.ok ? fileResponse(c, file.value) : failureResponse(c, file);
  });
  registerRoute(api, biddingRoutes.readBidFile, async ({ params, body }, c) => {
    const upload = await uploadOf(c, body);
    if (!upload.ok) return upload;
    return readBidFile(deps, principalOf(c), params.auctionId, upload.value.files);
  });
}
