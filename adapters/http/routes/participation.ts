/**
 * Routes of participation-and-reporting.md section 7 (info centre, bidding, reports, awards,
 * PDF exports), the bid ledger's audit routes and billing. createApp (adapters/http/app.ts) calls this once with the app under /api.
 */
import type { OpenAPIHono } from '@hono/zod-openapi';
import type { AppDeps, AppEnv } from '../context';
import { registerInfoCentreRoutes } from './infocentre/infocentre-routes';
import { registerBiddingRoutes } from './bidding/bidding-routes';
import { registerReportRoutes } from './reports/report-routes';
import { registerAwardRoutes } from './awards/award-routes';
import { registerAuditRoutes } from './audit/audit-routes';
import { registerCloseRoutes } from './close/close-routes';
import { registerBillingRoutes } from './billing/billing-routes';
import { createAuctionWatch } from '../live/auction-watch';
import type { SessionWatch } from '../live/session-watch';

export function registerParticipationRoutes(api: OpenAPIHono<AppEnv>, deps: AppDeps, sessions: SessionWatch): void {
  registerInfoCentreRoutes(api, deps);
  registerBiddingRoutes(api, deps);
  registerReportRoutes(api, deps);
  registerAwardRoutes(api, deps);
  registerAuditRoutes(api, deps);
  registerBillingRoutes(api, deps);
  registerCloseRoutes(api, deps, deps.http.auctionWatch ?? createAuctionWatch(deps.store, deps.clock), sessions);
}
