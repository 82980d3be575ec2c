/**
 * Reporting centre endpoints (participation-and-reporting.md §7 "Reports") and the report workbooks.
 * Access: the policy table admits MANAGER, CLIENT_RELATIONS, REPORT, CLIENT (and AWARD for the shared
 * overview data); the services scope CLIENT users to their own client's ended auctions.
 */
import { createRoute, z, type OpenAPIHono } from '@hono/zod-openapi';
import type { Context } from 'hono';
import type { AppDeps, AppEnv } from '../context';
import { FAILURES, hasTextLongerThan, readJson, reply } from '../route-kit';
import { atMostCharacters, FREE_TEXT_MAX_LENGTH } from '../../../core/validation/text-limits';

const REPORT_TEXT_EDGE_LIMIT = 2 * FREE_TEXT_MAX_LENGTH;
import { failureResponse } from '../failure';
import type { Id } from '../../../core/domain/entities';
import { MSG } from '../../../core/domain/messages';
import type { Result } from '../../../core/domain/result';
import type { Actor } from '../../../core/app/bidding/actor';
import type { CoreDeps } from '../../../core/app/deps';
import {
  auctionInfo,
  bidderActivity,
  bidderComments,
  fullBidDetails,
  individualBidDetail,
  reportBidders,
  reportBids,
  reportLotList,
  reportTopAllInBids,
  reportTopBids,
  reportUsers,
} from '../../../core/app/reports/report-queries';
import { awardSummary, saveAwardSummary } from '../../../core/app/reports/award-summary';
import { addLegalComment, legalComments, saveLegalComments } from '../../../core/app/reports/legal-comments';
import { auctionRecommendations, saveRecommendations } from '../../../core/app/reports/recommendations';
import {
  fullBidDetailsWorkbook,
  legalCommentsWorkbook,
  recommendationsWorkbook,
  type ExportFile,
} from '../../../core/app/reports/report-exports';
import { actorOf, anyJsonBody, AuctionIdParams, binary, fileResponse, IdParams, json, XLSX } from './participation-kit';
import { logoFile } from './report-logos';
import { idFrom, isIdInRange } from '../../../core/app/input-id';

const TAGS = ['Reports'];
const SUMMARY_DOC = 'Shapes: core/app/reports/*.ts types.';

type AuctionQuery = (deps: CoreDeps, actor: Actor, auctionId: Id) => Promise<Result<unknown>>;

/** Excel export paths: POST /excel/report/{name}. */
export const REPORT_EXPORT_PREFIX = '/excel/report';

export function registerReportRoutes(api: OpenAPIHono<AppEnv>, deps: AppDeps): void {
  api.openapi(
    createRoute({
      method: 'get',
      path: '/report/auctionInfo/{auctionId}',
      tags: TAGS,
      summary: 'Auction Summary: auction, approved bidders, bids placed by, approved hosts, lots, totals',
      request: { params: AuctionIdParams },
      responses: { 200: json(`AuctionInfo. ${SUMMARY_DOC}`), ...FAILURES },
    }),
    async (c) => reply(c, await auctionInfo(deps, actorOf(c), c.req.valid('param').auctionId)),
  );

  const byId: [string, AuctionQuery, string][] = [
    ['lots', reportLotList, 'Lots with asset class and discretionary estimate'],
    ['bidders', reportBidders, 'Approved borrowers'],
    ['users', reportUsers, 'Bidder users with confirmed bids (label "company - login name")'],
    ['bids', reportBids, 'Bid overview rows of every confirmed bid'],
    ['top-bids', reportTopBids, 'The top bid per lot (overview rows)'],
    ['top-all-in-bids', reportTopAllInBids, 'The top all-in bid per lot (overview rows)'],
    ['full-bid-details', fullBidDetails, '{ rows, additionalComments, warning } — warning "Warning, there is no bid for the auction selected." when empty'],
  ];
  for (const [name, query, summary] of byId) {
    api.openapi(
      createRoute({
        method: 'get',
        path: `/report/auctions/{id}/${name}`,
        tags: TAGS,
        summary,
        request: { params: IdParams },
        responses: { 200: json(summary), ...FAILURES },
      }),
      async (c) => reply(c, await query(deps, actorOf(c), c.req.valid('param').id)),
    );
  }

  api.openapi(
    createRoute({
      method: 'get',
      path: '/report/bidderComments/{id}',
      tags: TAGS,
      summary: 'Confirmed supplemental bidder comments',
      request: { params: IdParams },
      responses: { 200: json('Rows: name, bidderComments, bidderCommentsConfirmed, esecAucCompany.companyName, esecAucUser.loginName'), ...FAILURES },
    }),
    async (c) => reply(c, await bidderComments(deps, actorOf(c), c.req.valid('param').id)),
  );

  api.openapi(
    createRoute({
      method: 'get',
      path: '/report/bidderActivity/{id}',
      tags: TAGS,
      summary: 'Bidder activity log',
      request: { params: IdParams },
      responses: { 200: json('Rows: actionTime, companyName, bidderName, step, action'), ...FAILURES },
    }),
    async (c) => reply(c, await bidderActivity(deps, actorOf(c), c.req.valid('param').id)),
  );

  api.openapi(
    createRoute({
      method: 'get',
      path: '/report/indivBidDetail/{id}',
      tags: TAGS,
      summary: "Individual Bidder Detail: one bidder user's confirmed bids",
      description: 'Query bidderId (the bidder user id) and convertToBps=true|false (Convert Bids: fixed bids also shown in bps).',
      request: {
        params: IdParams,
        query: z.object({
          bidderId: z.string().regex(/^\d+$/).transform(Number).refine(isIdInRange, 'must be an integer within the id range').openapi({ type: 'integer' }),
          convertToBps: z.enum(['true', 'false']).optional(),
        }),
      },
      responses: { 200: json('{ bidder, rows, exclusiveTotal, additionalComments, note, convertedToBps }'), ...FAILURES },
    }),
    async (c) => {
      const q = c.req.valid('query');
      return reply(c, await individualBidDetail(deps, actorOf(c), c.req.valid('param').id, q.bidderId, q.convertToBps === 'true'));
    },
  );

  api.openapi(
    createRoute({
      method: 'get',
      path: '/report/awardSummary/{auctionId}',
      tags: TAGS,
      summary: 'Award Summary: stored fields, tables and the three chart series from the awards',
      request: { params: AuctionIdParams },
      responses: { 200: json('AwardSummaryReport'), ...FAILURES },
    }),
    async (c) => reply(c, await awardSummary(deps, actorOf(c), c.req.valid('param').auctionId)),
  );

  const posts: [string, (deps: CoreDeps, actor: Actor, body: unknown) => Promise<Result<unknown>>, string][] = [
    ['/report/awardSummary/awardSummarySave', saveAwardSummary, 'Save the award summary fields: { auctionId, totalAuctionDate, auctionMarketValue, ... }'],
    ['/report/legalcomments/legalCommentsSave', saveLegalComments, 'Save legal comment rows: [{ id, auctionId, borrower, comments }]'],
    ['/report/legalcomments/legalCommentsRowSave', addLegalComment, 'Add a legal comment row: { borrower, comments, auctionId }'],
    ['/report/auctionrecommendations/auctionRecommendationsSave', saveRecommendations, 'Save award analysis texts: [{ id, auctionId, lotId, awardAnalysis }]'],
  ];
  for (const [path, save, summary] of posts) {
    api.openapi(
      createRoute({ method: 'post', path, tags: TAGS, summary, request: anyJsonBody(summary), responses: { 200: json('{ message: "Saved successfully." }'), ...FAILURES } }),
      async (c) => {
        const body = await readJson(c);
        if (!body.ok) return failureResponse(c, { code: 'VALIDATION', message: MSG.UNABLE_TO_SAVE });
        // The edge bound: twice the free-text limit, so that the services' own field messages answer texts just over it.
        if (hasTextLongerThan(body.value, REPORT_TEXT_EDGE_LIMIT)) return failureResponse(c, { code: 'VALIDATION', message: atMostCharacters(REPORT_TEXT_EDGE_LIMIT) });
        return reply(c, await save(deps, actorOf(c), body.value));
      },
    );
  }

  api.openapi(
    createRoute({
      method: 'get',
      path: '/report/legalcomments/{auctionId}',
      tags: TAGS,
      summary: 'Legal Bidder Comments rows',
      request: { params: AuctionIdParams },
      responses: { 200: json('Rows: id, auctionId, borrower, comments, createdBy, createdAt, updatedBy, updatedAt'), ...FAILURES },
    }),
    async (c) => reply(c, await legalComments(deps, actorOf(c), c.req.valid('param').auctionId)),
  );

  api.openapi(
    createRoute({
      method: 'get',
      path: '/report/auctionrecommendations/{id}',
      tags: TAGS,
      summary: 'Auction Recommendations',
      request: { params: IdParams },
      responses: { 200: json('RecommendationReport'), ...FAILURES },
    }),
    async (c) => reply(c, await auctionRecommendations(deps, actorOf(c), c.req.valid('param').id)),
  );

  for (const which of ['provider', 'partner'] as const) {
    api.openapi(
      createRoute({
        method: 'get',
        path: `/report/load${which}logo/`,
        tags: TAGS,
        summary: `The ${which} logo of the Award Summary`,
        description: `logos/${which}.png from the file store when present, else the built-in SVG logo.`,
        responses: { 200: binary('image/*', 'Logo'), ...FAILURES },
      }),
      async (c) => fileResponse(c, await logoFile(deps, which)),
    );
  }

  const exports: [string, (deps: CoreDeps, actor: Actor, auctionId: Id) => Promise<Result<ExportFile>>, string][] = [
    ['bidderLegalComments', legalCommentsWorkbook, 'Legal Bid Comments workbook'],
    ['fullBidDetails', fullBidDetailsWorkbook, 'Full Bid Details workbook (lot header rows merged across columns 0-12 from row 6)'],
    ['auctionRecommendations', recommendationsWorkbook, 'Auction Recommendations workbook'],
  ];
  for (const [name, build, summary] of exports) {
    api.openapi(
      createRoute({
        method: 'post',
        path: `${REPORT_EXPORT_PREFIX}/${name}`,
        tags: TAGS,
        summary,
        description:
          'Body: { auctionId, ... } (the spec\'s report description may be posted too; only auctionId is read: the server ' +
          'builds the workbook from its own data, with the title "{Report} Report - {auction name}").',
        request: anyJsonBody('{ auctionId }'),
        responses: { 200: binary(XLSX, 'The workbook'), ...FAILURES },
      }),
      async (c) => exportWorkbook(c, deps, build),
    );
  }
}

async function exportWorkbook(
  c: Context<AppEnv>,
  deps: AppDeps,
  build: (deps: CoreDeps, actor: Actor, auctionId: Id) => Promise<Result<ExportFile>>,
): Promise<Response> {
  const body = await readJson(c);
  const raw = body.ok && typeof body.value === 'object' && body.value !== null ? (body.value as Record<string, unknown>) : {};
  const auctionId = idFrom(raw.auctionId);
  if (auctionId === null) return failureResponse(c, { code: 'VALIDATION', message: MSG.NOT_FOUND, fields: { auctionId: MSG.NOT_FOUND } });
  const file = await build(deps, actorOf(c), auctionId);
  if (!file.ok) return failureResponse(c, file);
  return fileResponse(c, { fileName: file.value.fileName, contentType: XLSX, content: file.value.content });
}
