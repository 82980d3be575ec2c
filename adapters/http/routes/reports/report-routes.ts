/**
 * Reporting centre endpoints (participation-and-reporting.md §7 "Reports") and the report workbooks.
 * Routes, bodies and answers are defined by contract/reports.ts.
 * Access (each route's `access` in the contract): MANAGER, CLIENT_RELATIONS, REPORT, CLIENT (and AWARD
 * for the shared overview data); the services scope CLIENT users to their own client's ended auctions.
 */
import type { OpenAPIHono } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { principalOf, type AppDeps, type AppEnv } from '../../context';
import { failureResponse } from '../../wire/failure';
import { registerRoute } from '../../wire/contract-route';
import { reportRoutes as R, type AuctionReportRoute, type ServedReport } from '../../../../contract/reports';
import type { ContractRoute } from '../../../../contract/route';
import type { Id } from '../../../../core/domain/entities';
import { mapOk, type Result } from '../../../../core/domain/result';
import type { Actor } from '../../../../core/policy/actor';
import type { CoreDeps } from '../../../../core/app/deps';
import { USE_CASES } from '../../../../core/app/core-api';
import { individualBidDetail } from '../../../../core/reports/report-queries';
import { fullBidDetailPages, reportBidPages } from '../../../../core/reports/report-pages';
import { saveAwardSummary } from '../../../../core/reports/award-summary';
import { addLegalComment, saveLegalComments } from '../../../../core/reports/legal-comments';
import { saveRecommendations } from '../../../../core/reports/recommendations';
import {
  fullBidDetailsWorkbook,
  legalCommentsWorkbook,
  recommendationsWorkbook,
  type ExportFile,
} from '../../../../core/reports/report-exports';
import { fileResponse, XLSX } from '../participation-kit';
import { reportLogo, type ReportLogo } from '../../../../core/reports/report-logos';
import { lateValue, pagedList, streamedAnswer } from '../../wire/json-stream';

/** Excel export paths: POST /excel/report/{name}. */
export const REPORT_EXPORT_PREFIX = '/excel/report';

type Build = (deps: CoreDeps, actor: Actor, auctionId: Id) => Promise<Result<ExportFile>>;

type Routes = typeof R;
/** The names of the report routes served as their use cases answer them (contract/reports.ts `served`). */
type ServedName = { [K in keyof Routes]: Routes[K] extends { wire: unknown } ? K : never }[keyof Routes];
/** What a served route's `wire` takes: its use case's answer. */
type ViewOf<S> = S extends { wire: (view: infer V) => unknown } ? V : never;
/**
 * Each served report's use case: core-api's of the route's name. A served route without one, or whose
 * use case takes more than the auction's id or answers what its `wire` does not take, does not compile.
 */
const SERVED: { [K in ServedName]: (deps: CoreDeps, actor: Actor, auctionId: Id) => Promise<Result<ViewOf<Routes[K]>>> } = USE_CASES.reports;
/** A served route as the loop below sees it (each one's own types are checked by SERVED). */
type Served = ServedReport<AuctionReportRoute, unknown>;
const isServed = (route: ContractRoute): route is Served => 'wire' in route;
const auctionIdOf = (params: { id: Id } | { auctionId: Id }): Id => ('id' in params ? params.id : params.auctionId);

export function registerReportRoutes(api: OpenAPIHono<AppEnv>, deps: AppDeps): void {
  // The served reports: one handler, the use case of the route's name (a new report needs no line here).
  for (const [name, route] of Object.entries(R) as [keyof Routes, ContractRoute][]) {
    if (!isServed(route)) continue;
    const read = SERVED[name as ServedName] as (deps: CoreDeps, actor: Actor, auctionId: Id) => Promise<Result<unknown>>;
    registerRoute(api, route, async ({ params }, c) => mapOk(await read(deps, principalOf(c), auctionIdOf(params)), route.wire));
  }
  // The two reports of every confirmed bid write their rows as they are read (json-stream.ts): at
  // 10,000 lots neither the rows nor the text of 486,093 bids exist whole.
  const bidsAnswer = streamedAnswer(R.bids);
  registerRoute(api, R.bids, async ({ params }, c) => bidsAnswer(c, mapOk(await reportBidPages(deps, principalOf(c), params.id), pagedList)));
  const fullBidDetailsAnswer = streamedAnswer(R.fullBidDetails);
  registerRoute(api, R.fullBidDetails, async ({ params }, c) =>
    fullBidDetailsAnswer(
      c,
      mapOk(await fullBidDetailPages(deps, principalOf(c), params.id), (v) => ({
        rows: pagedList(v.rows),
        additionalComments: v.additionalComments,
        warning: lateValue(v.warning),
      })),
    ),
  );
  registerRoute(api, R.individualBidDetail, async ({ params, query }, c) =>
    individualBidDetail(deps, principalOf(c), params.id, query.bidderId, query.convertToBps === 'true'),
  );
  registerRoute(api, R.awardSummarySave, async ({ body }, c) => saveAwardSummary(deps, principalOf(c), body));
  registerRoute(api, R.legalCommentsSave, async ({ body }, c) => saveLegalComments(deps, principalOf(c), body));
  registerRoute(api, R.legalCommentRowSave, async ({ body }, c) => addLegalComment(deps, principalOf(c), body));
  registerRoute(api, R.recommendationsSave, async ({ body }, c) => saveRecommendations(deps, principalOf(c), body));
  const logo = (which: ReportLogo) => async (_: unknown, c: Context<AppEnv>) => {
    const file = await reportLogo(deps, principalOf(c), which);
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
      const file = await build(deps, principalOf(c), body.auctionId);
      if (!file.ok) return failureResponse(c, file);
      return fileResponse(c, { fileName: file.value.fileName, contentType: XLSX, content: file.value.content });
    });
  }
}
