/**
 * Bid wizard endpoints (participation-and-reporting.md §7 "Bid wizard"). Routes, bodies and answers are
 * defined by contract/bidding.ts. Identity is always the signed-in user: login names in bodies are ignored.
 */
import type { OpenAPIHono } from '@hono/zod-openapi';
import type { AppDeps, AppEnv } from '../context';
import { failureResponse } from '../failure';
import { biddingRoutes } from '../../../contract/bidding';
import { registerRoute } from '../contract-route';
import { acceptRules, getAcceptRules } from '../../../core/bids/rules-acceptance';
import { confirmBids, enterBids, getBids, saveBids } from '../../../core/bids/bids';
import { bidConfirmationPdf, bidsExcel, sendConfirmationEmail, type PdfExportRequest } from '../../../core/bids/bid-confirmation-pdf';
import { actorOf, fileResponse } from './participation-kit';
import { idFrom, MAX_ID } from '../../../core/validation/input-id';
import { ok, type Result } from '../../../core/domain/result';
import { BIDS_SAVE_ROW_FIELDS } from '../../../core/bids/bids-save-body';
import type { BidList } from '../../../core/bids/bids';
import { opaqueIdsFrom, type OpaqueIds, type OpaqueKind } from '../opaque-ids';

/** The bid list with opaque ids (opaque-ids.ts): what a bidder sees. */
function opaqueList(ids: OpaqueIds, list: BidList): BidList {
  return list.map((item) => {
    if ('bidId' in item) return { ...item, id: ids.encode('bid', item.id), bidId: ids.encode('bid', item.bidId) };
    return item.supplementalId === null ? item : { ...item, supplementalId: ids.encode('supplemental', item.supplementalId) };
  }) as BidList;
}

/** An id that names no bid or record of anybody's: what an id slot holding no wire id becomes. */
const NO_SUCH_ID = String(MAX_ID);

/**
 * The flat bid-save list with its id slots mapped back to real ids (bid id of each 8-item row, then the
 * supplemental id when the tail has two items; core/bids/bids-save-body.ts). The new-bid markers pass.
 */
function realIdsOf(ids: OpaqueIds, body: unknown): unknown {
  if (!Array.isArray(body) || body.length < 1) return body;
  const out = [...(body as unknown[])];
  const rest = out.length - 1;
  const tail = rest % BIDS_SAVE_ROW_FIELDS;
  const real = (kind: OpaqueKind, v: unknown): unknown => {
    const text = typeof v === 'number' ? String(v) : typeof v === 'string' ? v.trim() : null;
    if (text === null || text === '' || text === '-1') return v;
    const id = /^\d{1,16}$/.test(text) ? ids.decode(kind, Number(text)) : null;
    return id === null ? NO_SUCH_ID : String(id);
  };
  for (let i = 1; i + BIDS_SAVE_ROW_FIELDS <= out.length - tail; i += BIDS_SAVE_ROW_FIELDS) out[i] = real('bid', out[i]);
  if (tail === 2) out[out.length - 2] = real('supplemental', out[out.length - 2]);
  return out;
}

export function registerBiddingRoutes(api: OpenAPIHono<AppEnv>, deps: AppDeps): void {
  const idCodec = opaqueIdsFrom(deps.files, deps.http.opaqueIdSecret);
  const opaque = async (result: Result<BidList>): Promise<Result<BidList>> => (result.ok ? ok(opaqueList(await idCodec(), result.value)) : result);
  registerRoute(api, biddingRoutes.enterBids, async ({ params }, c) => enterBids(deps, actorOf(c), params.auctionId));
  registerRoute(api, biddingRoutes.acceptRulesFlags, async ({ params }, c) => getAcceptRules(deps, actorOf(c), params.auctionId));
  registerRoute(api, biddingRoutes.acceptRules, async ({ params }, c) => acceptRules(deps, actorOf(c), params.auctionId));
  registerRoute(api, biddingRoutes.bids, async ({ params }, c) => opaque(await getBids(deps, actorOf(c), params.auctionId)));
  registerRoute(api, biddingRoutes.save, async ({ params, body }, c) =>
    opaque(await saveBids(deps, actorOf(c), params.auctionId, realIdsOf(await idCodec(), body))),
  );
  registerRoute(api, biddingRoutes.confirm, async ({ params }, c) => opaque(await confirmBids(deps, actorOf(c), params.auctionId)));

  registerRoute(api, biddingRoutes.pdf, async ({ body }, c) => {
    const req: PdfExportRequest = {};
    const auctionId = idFrom(body.auctionId);
    if (auctionId !== null) req.auctionId = auctionId;
    if (body.auctionName !== undefined) req.auctionName = body.auctionName;
    if (body.date !== undefined) req.date = body.date;
    if (body.dateMessage !== undefined) req.dateMessage = body.dateMessage;
    const file = await bidConfirmationPdf(deps, actorOf(c), req);
    return file.ok ? fileResponse(c, file.value) : failureResponse(c, file);
  });

  registerRoute(api, biddingRoutes.excel, async ({ params }, c) => {
    const file = await bidsExcel(deps, actorOf(c), params.auctionId);
    return file.ok ? fileResponse(c, file.value) : failureResponse(c, file);
  });

  // The uploaded PDF (if any) is never read: the server renders its own (core/bids/bid-confirmation-pdf.ts).
  registerRoute(api, biddingRoutes.confirmationEmail, async ({ params }, c) => sendConfirmationEmail(deps, actorOf(c), params.auctionId, params.fileName));
}
