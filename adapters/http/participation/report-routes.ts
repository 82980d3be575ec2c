/**
 * Reporting centre endpoints (participation-and-reporting.md §7 "Reports") and the report workbooks.
 * Routes, bodies and answers are defined by contract/reports.ts.
 * Access (each route's `access` in the contract): MANAGER, CLIENT_RELATIONS, REPORT, CLIENT (and AWARD
 * for the shared overview data); the services scope CLIENT users to their own client's ended auctions.
 */
import type { OpenAPIHono } from '@hono/zod-openapi';
import type { Context } from 'hono';
import type { AppDeps, AppEnv } from '../context';
import { failureResponse } from '../failure';
import { registerRoute } from '../contract-route';
import { auctionInfoWire, bidderCommentWire, reportRoutes as R, topBidRowsWire } from '../../../contract/reports';
import type { Id } from '../../../core/domain/entities';
import { mapOk, type Result } from '../../../core/domain/result';
import type { Actor } from '../../../core/bids/actor';
import type { CoreDeps } from '../../../core/app/deps';
import {
  auctionInfo,
  bidderActivity,
  bidderComments,
  fullBidDetailPages,
  individualBidDetail,
  reportBidders,
  reportBidPages,
  reportLotList,
  reportTopAllInBids,
  reportTopBids,
  reportUsers,
} from '../../../core/reports/report-queries';
import { awardSummary, saveAwardSummary } from '../../../core/reports/award-summary';
import { addLegalComment, legalComments, saveLegalComments } from '../../../core/reports/legal-comments';
import { auctionRecommendations, saveRecommendations } from '../../../core/reports/recommendations';
import {
  fullBidDetailsWorkbook,
  legalCommentsWorkbook,
  recommendationsWorkbook,
  type ExportFile,
} from '../../../core/reports/report-exports';
import { actorOf, fileResponse, XLSX } from './participation-kit';
import { reportLogo, type ReportLogo } from '../../../core/reports/report-logos';
import { lateValue, pagedList, streamedAnswer } from '../json-stream';

/** Excel export paths: POST /excel/report/{name}. */
export const REPORT_EXPORT_PREFIX = '/excel/report';

type Build = (deps: CoreDeps, actor: Actor, auctionId: Id) => Promise<Result<ExportFile>>;

export function registerReportRoutes(api: OpenAPIHono<AppEnv>, deps: AppDeps): void {
  registerRoute(api, R.auctionInfo, async ({ params }, c) => mapOk(await auctionInfo(deps, actorOf(c), params.auctionId), auctionInfoWire));
  registerRoute(api, R.lots, async ({ params }, c) => reportLotList(deps, actorOf(c), params.id));
  registerRoute(api, R.bidders, async ({ params }, c) => reportBidders(deps, actorOf(c), params.id));
  registerRoute(api, R.users, async ({ params }, c) => reportUsers(deps, actorOf(c), params.id));
  // The two reports of every confirmed bid write their rows as they are read (json-stream.ts): at
  // 10,000 lots neither the rows nor the text of 486,093 bids exist whole.
  const bidsAnswer = streamedAnswer(R.bids);
  registerRoute(api, R.bids, async ({ params }, c) => bidsAnswer(c, mapOk(await reportBidPages(deps, actorOf(c), params.id), pagedList)));
  registerRoute(api, R.topBids, async ({ params }, c) => mapOk(await reportTopBids(deps, actorOf(c), params.id), topBidRowsWire));
  registerRoute(api, R.topAllInBids, async ({ params }, c) => mapOk(await reportTopAllInBids(deps, actorOf(c), params.id), topBidRowsWire));
  const fullBidDetailsAnswer = streamedAnswer(R.fullBidDetails);
  registerRoute(api, R.fullBidDetails, async ({ params }, c) =>
    fullBidDetailsAnswer(
      c,
      mapOk(await fullBidDetailPages(deps, actorOf(c), params.id), (v) => ({
        rows: pagedList(v.rows),
        additionalComments: v.additionalComments,
        warning: lateValue(v.warning),
      })),
    ),
  );
  registerRoute(api, R.bidderComments, async ({ params }, c) => mapOk(await bidderComments(deps, actorOf(c), params.id), (rows) => rows.map(bidderCommentWire)));
  registerRoute(api, R.bidderActivity, async ({ params }, c) => bidderActivity(deps, actorOf(c), params.id));
  registerRoute(api, R.individualBidDetail, async ({ params, query }, c) =>
    individualBidDetail(deps, actorOf(c), params.id, query.bidderId, query.convertToBps === 'true'),
  );
  registerRoute(api, R.awardSummary, async ({ params }, c) => awardSummary(deps, actorOf(c), params.auctionId));
  registerRoute(api, R.awardSummarySave, async ({ body }, c) => saveAwardSummary(deps, actorOf(c), body));
  registerRoute(api, R.legalComments, async ({ params }, c) => legalComments(deps, actorOf(c), params.auctionId));
  registerRoute(api, R.legalCommentsSave, async ({ body }, c) => saveLegalComments(deps, actorOf(c), body));
  registerRoute(api, R.legalCommentRowSave, async ({ body }, c) => addLegalComment(deps, actorOf(c), body));
  registerRoute(api, R.recommendations, async ({ params }, c) => auctionRecommendations(deps, actorOf(c), params.id));
  registerRoute(api, R.recommendationsSave, async ({ body }, c) => saveRecommendations(deps, actorOf(c), body));
  const logo = (which: ReportLogo) => async (_: unknown, c: Context<AppEnv>) => {
    const file = await reportLogo(deps, actorOf(c), which);
    return file.ok ? fileResponse(c, file.value) : failureResponse(c, file);
  };
  registerRoute(api, R.providerLogo, logo('provider'));
  registerRoute(api, R.partnerLogo, logo('partner'));

  const exports: [typeof R.exportLegalComments | typeof R.exportFullBidDetails | typeof R.exportRecommendations, Build][] = [
    [R.exportLegalComments, legalCommentsWorkbook],
    [R.exportFullBidDetails, fullBidDetailsWorkbook],
    [R.exportRecommendations, recommendationsWorkbook],
  ];
  for (const [route, build] of exports) {
    registerRoute(api, route, async ({ body }, c) => {
      const file = await build(deps, actorOf(c), body.auctionId);
      if (!file.ok) return failureResponse(c, file);
      return fileResponse(c, { fileName: file.value.fileName, contentType: XLSX, content: file.value.content });
    });
  }
}
