/**
 * Reporting centre endpoints (participation-and-reporting.md §7 "Reports") and the report workbooks.
 * Routes, bodies and answers are defined by contract/reports.ts.
 * Access (each route's `access` in the contract): MANAGER, CLIENT_RELATIONS, REPORT, CLIENT (and AWARD
 * for the shared overview data); the services scope CLIENT users to their own client's ended auctions.
 * Handlers here only for the two streamed reports, the logos and the workbooks: every other report route
 * is served by its use case (contract/reports.ts `served`, routes/served-routes.ts).
 */
import type { OpenAPIHono } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { principalOf, type AppDeps, type AppEnv } from '../../context';
import { failureResponse } from '../../wire/failure';
import { registerRoute } from '../../wire/contract-route';
import { reportRoutes as R } from '../../../../contract/reports';
import type { Id } from '../../../../core/domain/entities';
import { mapOk, type Result } from '../../../../core/domain/result';
import type { Actor } from '../../../../core/policy/actor';
import type { CoreDeps } from '../../../../core/app/deps';
import { fullBidDetailPages, reportBidPages } from '../../../../core/reports/report-pages';
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

export function registerReportRoutes(api: OpenAPIHono<AppEnv>, deps: AppDeps): void {
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
