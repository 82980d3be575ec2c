/**
 * Award screen endpoints (participation-and-reporting.md §7 "Award"), AWARD role (the routes' access in the contract).
 * Routes, bodies and answers are defined by contract/awards.ts. Handlers here only for the streamed bids
 * and the unconfirm (its reason read by content type); the other award routes are served by their use case.
 */
import type { OpenAPIHono } from '@hono/zod-openapi';
import { principalOf, type AppDeps, type AppEnv } from '../../context';
import { awardRoutes } from '../../../../contract/awards';
import { registerRoute } from '../../wire/contract-route';
import { awardBidPages, unconfirmAwards } from '../../../../core/awards/award-service';
import { mapOk } from '../../../../core/domain/result';
import { pagedList, streamedAnswer } from '../../wire/json-stream';

/**
 * The unconfirm reason is the body's text (spec §7). Compatibility: a JSON string or `{"reason": …}`
 * sent as application/json is read as its reason.
 */
function reasonOf(text: string, contentType: string): string {
  if (!contentType.includes('json')) return text;
  try {
    const v = JSON.parse(text) as unknown;
    if (typeof v === 'string') return v;
    if (v && typeof v === 'object' && 'reason' in v) return typeof v.reason === 'string' ? v.reason : '';
    return '';
  } catch {
    return text;
  }
}

export function registerAwardRoutes(api: OpenAPIHono<AppEnv>, deps: AppDeps): void {
  // Every confirmed bid's row, written as it is read (json-stream.ts): 486,093 rows at 10,000 lots.
  const bidsAnswer = streamedAnswer(awardRoutes.bids);
  registerRoute(api, awardRoutes.bids, async ({ params }, c) => bidsAnswer(c, mapOk(await awardBidPages(deps, principalOf(c), params.id), pagedList)));
  registerRoute(api, awardRoutes.unconfirm, async ({ params, body }, c) =>
    unconfirmAwards(deps, principalOf(c), params.id, reasonOf(body, c.req.header('content-type') ?? '')),
  );
}
