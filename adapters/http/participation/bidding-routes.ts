/**
 * Bid wizard endpoints (participation-and-reporting.md §7 "Bid wizard"). Identity is always the
 * signed-in user: login names in bodies are ignored.
 */
import { createRoute, z, type OpenAPIHono } from '@hono/zod-openapi';
import type { AppDeps, AppEnv } from '../context';
import { FAILURES, readJson, reply } from '../route-kit';
import { failureResponse } from '../failure';
import { MSG } from '../../../core/domain/messages';
import { acceptRules, getAcceptRules } from '../../../core/app/bidding/rules-acceptance';
import { confirmBids, enterBids, getBids, saveBids } from '../../../core/app/bidding/bids';
import { bidConfirmationPdf, bidsExcel, sendConfirmationEmail, type PdfExportRequest } from '../../../core/app/bid-confirmation-pdf';
import { actorOf, anyJsonBody, AuctionIdParams, binary, fileResponse, json, readMultipart, XLSX } from './participation-kit';
import { idFrom } from '../../../core/app/input-id';

const TAGS = ['Bid wizard'];
const WINDOW = { 409: { description: 'Outside the bidding window, or bids already confirmed (Error)' } } as const;

export function registerBiddingRoutes(api: OpenAPIHono<AppEnv>, deps: AppDeps): void {
  api.openapi(
    createRoute({
      method: 'post',
      path: '/auction/enterbids/{auctionId}',
      tags: TAGS,
      summary: 'The lots of an auction the caller may bid on now',
      description:
        '"No Lots to bid on." when the caller\'s borrower is not approved (403), the auction is not live (409; a super ' +
        'bidder also after the end) or has no lots (404). Not 401: in this API 401 means the session has expired.',
      request: { params: AuctionIdParams },
      responses: { 200: json('Lots: id, lotNumber, lotName, marketValue, currency, termDays, termDisp, assetClass, comboFlag'), ...FAILURES, ...WINDOW },
    }),
    async (c) => reply(c, await enterBids(deps, actorOf(c), c.req.valid('param').auctionId)),
  );

  api.openapi(
    createRoute({
      method: 'post',
      path: '/auction/getAcceptRules/{auctionId}',
      tags: TAGS,
      summary: 'The rules flags of the signed-in user',
      description: 'Body (the login name) is ignored. Answer: [{ acceptRulesFlag: "RULES_ACCEPTED"|null, specAucRulesLinkFlag: "LINK_CLICKED"|null }].',
      request: { params: AuctionIdParams },
      responses: { 200: json('List whose first item holds the flags'), ...FAILURES },
    }),
    async (c) => reply(c, await getAcceptRules(deps, actorOf(c), c.req.valid('param').auctionId)),
  );

  api.openapi(
    createRoute({
      method: 'post',
      path: '/auction/acceptrules/{auctionId}',
      tags: TAGS,
      summary: 'Accept the auction rules (our endpoint: the GO BID step)',
      description: 'Requires the Specific Auction Rules to have been fetched first (POST /auction/specaucrules/{auctionId}); else 400 "You must click the Specific Auction Rules link to bid".',
      request: { params: AuctionIdParams },
      responses: { 200: json('The flags, as getAcceptRules'), ...FAILURES },
    }),
    async (c) => reply(c, await acceptRules(deps, actorOf(c), c.req.valid('param').auctionId)),
  );

  api.openapi(
    createRoute({
      method: 'post',
      path: '/auction/getbids/{auctionId}',
      tags: TAGS,
      summary: "The caller's own bids; the last item is the supplemental record",
      description:
        'A super bidder sees the bids of its bidder. Bids of other users or borrowers are never returned. Body ignored. ' +
        'The last item carries `receipt`: the bid ledger receipt of the confirmation (BidReceipt), null until confirmed.',
      request: { params: AuctionIdParams },
      responses: { 200: json('[...bids, { supplementalId, bidderComments, bidderCommentsConfirmed, receipt }]'), ...FAILURES },
    }),
    async (c) => reply(c, await getBids(deps, actorOf(c), c.req.valid('param').auctionId)),
  );

  api.openapi(
    createRoute({
      method: 'post',
      path: '/auction/bidssave/{auctionId}',
      tags: TAGS,
      summary: 'Save the bids (the spec\'s flat list)',
      description:
        'Body: ["loginName", then per row bidId, lotId, collateralType, basisPoints, fixed, allIn, minBalance, lotComment, ' +
        'then optionally the supplemental id, then the supplemental comments] (core/bids/bids-save-body.ts). The login name ' +
        'is ignored. Replaces the caller\'s unconfirmed bids in one transaction; returns the saved list with estimatedBid. ' +
        'Live auctions only (super bidders also after the end), after the rules were accepted; refused once confirmed.',
      request: { params: AuctionIdParams, ...anyJsonBody('Flat list of strings') },
      responses: { 200: json('Saved bids (as getbids)'), ...FAILURES, ...WINDOW },
    }),
    async (c) => {
      const body = await readJson(c);
      if (!body.ok) return failureResponse(c, { code: 'VALIDATION', message: MSG.NO_BID_INPUTS });
      return reply(c, await saveBids(deps, actorOf(c), c.req.valid('param').auctionId, body.value));
    },
  );

  api.openapi(
    createRoute({
      method: 'post',
      path: '/auction/bidsconfirm/{auctionId}',
      tags: TAGS,
      summary: 'Confirm the saved bids (final)',
      description:
        'The body (the saved list) is not trusted: the server confirms the bids it holds for the caller, in the same ' +
        'transaction as its bid ledger entry. The last item\'s `receipt` { auctionId, seq, atMs, at, headHash, bidsDigest } ' +
        'is the receipt to keep (check it with GET /audit/auctions/{id}/receipt/{headHash}).',
      request: { params: AuctionIdParams },
      responses: { 200: json('Confirmed bids (as getbids), the last item with the receipt'), ...FAILURES, ...WINDOW },
    }),
    async (c) => reply(c, await confirmBids(deps, actorOf(c), c.req.valid('param').auctionId)),
  );

  api.openapi(
    createRoute({
      method: 'post',
      path: '/pdf/export/{service}',
      tags: TAGS,
      summary: "PDF of the caller's own bids",
      description:
        'Body: { auctionId? | auctionName, date?, dateMessage?, ...the spec\'s display fields }. Only auctionId/auctionName, ' +
        'date and dateMessage are read: the bids, names and the super-bidder note come from the server.',
      request: {
        params: z.object({ service: z.string().openapi({ param: { name: 'service', in: 'path' }, example: 'bids' }) }),
        ...anyJsonBody('Export request'),
      },
      responses: { 200: binary('application/pdf', 'The bids PDF'), ...FAILURES },
    }),
    async (c) => {
      const body = await readJson(c);
      const raw = (body.ok && typeof body.value === 'object' && body.value !== null ? body.value : {}) as Record<string, unknown>;
      const req: PdfExportRequest = {};
      const auctionId = idFrom(raw.auctionId);
      if (auctionId !== null) req.auctionId = auctionId;
      if (typeof raw.auctionName === 'string') req.auctionName = raw.auctionName;
      if (typeof raw.date === 'string') req.date = raw.date;
      if (typeof raw.dateMessage === 'string') req.dateMessage = raw.dateMessage;
      const file = await bidConfirmationPdf(deps, actorOf(c), req);
      return file.ok ? fileResponse(c, file.value) : failureResponse(c, file);
    },
  );

  api.openapi(
    createRoute({
      method: 'post',
      path: '/auction/exportbids/{auctionId}',
      tags: TAGS,
      summary: "Excel file of the caller's own bids (DOWNLOAD BIDS > Excel; our endpoint)",
      description: 'Rows shaped by the server (core/bids bidsExportRows), file named "{auction name} Bids" with underscores; logged as a wizard step.',
      request: { params: AuctionIdParams },
      responses: { 200: binary(XLSX, 'The bids workbook'), ...FAILURES },
    }),
    async (c) => {
      const file = await bidsExcel(deps, actorOf(c), c.req.valid('param').auctionId);
      return file.ok ? fileResponse(c, file.value) : failureResponse(c, file);
    },
  );

  api.openapi(
    createRoute({
      method: 'post',
      path: '/auction/sendConfirmationEmail/{auctionId}/{fileName}',
      tags: TAGS,
      summary: 'E-mail the bids PDF to the signed-in user',
      description: 'multipart/form-data with the PDF in field "pdfExport". Sent only to the caller\'s own address.',
      request: {
        params: AuctionIdParams.extend({ fileName: z.string().openapi({ param: { name: 'fileName', in: 'path' }, example: 'Live_Auction_Bids' }) }),
      },
      responses: { 200: json('{ message: "Bid Confirmation Email Sent." }'), ...FAILURES, 502: { description: 'Unable to send Bid Confirmation Email.' } },
    }),
    async (c) => {
      const p = c.req.valid('param');
      const form = await readMultipart(c);
      const file = form?.get('pdfExport')?.[0];
      const bytes = file && typeof file !== 'string' ? new Uint8Array(await file.arrayBuffer()) : null;
      return reply(c, await sendConfirmationEmail(deps, actorOf(c), p.auctionId, p.fileName, bytes));
    },
  );
}
