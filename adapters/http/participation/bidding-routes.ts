/**
 * Bid wizard endpoints (participation-and-reporting.md §7 "Bid wizard"). Routes, bodies and answers are
 * defined by contract/bidding.ts. Identity is always the signed-in user: login names in bodies are ignored.
 */
import type { OpenAPIHono } from '@hono/zod-openapi';
import type { AppDeps, AppEnv } from '../context';
import { failureResponse } from '../failure';
import { biddingRoutes } from '../../../contract/bidding';
import { registerRoute } from '../contract-route';
import { acceptRules, getAcceptRules } from '../../../core/app/bidding/rules-acceptance';
import { confirmBids, enterBids, getBids, saveBids } from '../../../core/app/bidding/bids';
import { bidConfirmationPdf, bidsExcel, sendConfirmationEmail, type PdfExportRequest } from '../../../core/app/bid-confirmation-pdf';
import { actorOf, fileResponse } from './participation-kit';
import { idFrom } from '../../../core/app/input-id';

export function registerBiddingRoutes(api: OpenAPIHono<AppEnv>, deps: AppDeps): void {
  registerRoute(api, biddingRoutes.enterBids, async ({ params }, c) => enterBids(deps, actorOf(c), params.auctionId));
  registerRoute(api, biddingRoutes.acceptRulesFlags, async ({ params }, c) => getAcceptRules(deps, actorOf(c), params.auctionId));
  registerRoute(api, biddingRoutes.acceptRules, async ({ params }, c) => acceptRules(deps, actorOf(c), params.auctionId));
  registerRoute(api, biddingRoutes.bids, async ({ params }, c) => getBids(deps, actorOf(c), params.auctionId));
  registerRoute(api, biddingRoutes.save, async ({ params, body }, c) => saveBids(deps, actorOf(c), params.auctionId, body));
  registerRoute(api, biddingRoutes.confirm, async ({ params }, c) => confirmBids(deps, actorOf(c), params.auctionId));

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

  // The uploaded PDF (if any) is never read: the server renders its own (core/app/bid-confirmation-pdf.ts).
  registerRoute(api, biddingRoutes.confirmationEmail, async ({ params }, c) => sendConfirmationEmail(deps, actorOf(c), params.auctionId, params.fileName));
}
