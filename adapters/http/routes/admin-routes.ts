/**
 * Administration endpoints (access-and-administration.md §7): borrowers, users, clients, auctions,
 * lots, invitees and invitation e-mails.
 */
import type { OpenAPIHono } from '@hono/zod-openapi';
import type { AppDeps, AppEnv } from '../context';

export function registerAdminRoutes(_api: OpenAPIHono<AppEnv>, _deps: AppDeps): void {
  // filled in below
}

/** POST /auction/{id}: registered after every other route so that it never shadows a literal path. */
export function registerAuctionLoadRoute(_api: OpenAPIHono<AppEnv>, _deps: AppDeps): void {
  // filled in below
}
