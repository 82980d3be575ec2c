/**
 * Routes of participation-and-reporting.md section 7 (info centre, bidding, reports, awards,
 * PDF exports). createApp (adapters/http/app.ts) calls this once with the app under /api.
 */
import type { OpenAPIHono } from '@hono/zod-openapi';
import type { AppDeps, AppEnv } from '../context';

export function registerParticipationRoutes(_api: OpenAPIHono<AppEnv>, _deps: AppDeps): void {
  // Filled in by the participation area (issue 5).
}
