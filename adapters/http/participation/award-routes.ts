/**
 * Award screen endpoints (participation-and-reporting.md §7 "Award"), AWARD role (policy table).
 */
import { createRoute, type OpenAPIHono } from '@hono/zod-openapi';
import type { AppDeps, AppEnv } from '../context';
import { FAILURES, readJson, reply } from '../route-kit';
import { failureResponse } from '../failure';
import { MSG } from '../../../core/domain/messages';
import { awardBids, confirmAwards, getAwards, parseAwardsSaveBody, saveAwards, unconfirmAwards } from '../../../core/app/awards';
import { actorOf, anyJsonBody, IdParams, json } from './participation-kit';

const TAGS = ['Awards'];
const LOCKED = { 409: { description: 'Confirmed awards cannot be changed until unconfirmed (Error)' } } as const;

export function registerAwardRoutes(api: OpenAPIHono<AppEnv>, deps: AppDeps): void {
  api.openapi(
    createRoute({
      method: 'get',
      path: '/award/auctions/{id}/getbids',
      tags: TAGS,
      summary: 'Bid overview rows of every confirmed bid',
      request: { params: IdParams },
      responses: { 200: json('Overview rows'), ...FAILURES },
    }),
    async (c) => reply(c, await awardBids(deps, c.req.valid('param').id)),
  );

  api.openapi(
    createRoute({
      method: 'get',
      path: '/award/auctions/{id}/getawards',
      tags: TAGS,
      summary: 'Saved awards: id, bidId, lotId plus the overview fields',
      request: { params: IdParams },
      responses: { 200: json('Award rows'), ...FAILURES },
    }),
    async (c) => reply(c, await getAwards(deps, c.req.valid('param').id)),
  );

  api.openapi(
    createRoute({
      method: 'post',
      path: '/award/auctions/{id}/awardssave',
      tags: TAGS,
      summary: 'Generate Award: save the selection',
      description:
        'Body: [[awardId, bidId, lotId], ..., [awardIdToRemove, ...]] — the final element is always the list of award ids ' +
        'to remove (maybe empty); awardId -1 = new. Refused when two awarded bids cover one lot (also through combos): ' +
        '400 "Unable to save. Two selected bids cover the same lot."; 409 once confirmed. Success: "Saved Bids Selected."',
      request: { params: IdParams, ...anyJsonBody('Triples then the remove list') },
      responses: { 200: json('{ message, awards }'), ...FAILURES, ...LOCKED },
    }),
    async (c) => {
      const body = await readJson(c);
      const parsed = body.ok ? parseAwardsSaveBody(body.value) : parseAwardsSaveBody(undefined);
      if (!parsed.ok) return failureResponse(c, parsed);
      return reply(c, await saveAwards(deps, c.req.valid('param').id, parsed.value.selections, parsed.value.removeIds, actorOf(c).user.id));
    },
  );

  api.openapi(
    createRoute({
      method: 'post',
      path: '/award/auctions/{id}/confirm',
      tags: TAGS,
      summary: 'Confirm the awards',
      request: { params: IdParams },
      responses: { 200: json('{ message: "Awards successfully confirmed", history }'), ...FAILURES, ...LOCKED },
    }),
    async (c) => reply(c, await confirmAwards(deps, c.req.valid('param').id, actorOf(c).user.id)),
  );

  api.openapi(
    createRoute({
      method: 'post',
      path: '/award/auctions/{id}/unconfirm',
      tags: TAGS,
      summary: 'Unconfirm the awards with a reason',
      description: 'Body: the reason as plain text (a JSON string or {"reason": "..."} also works); at most 900 characters; empty is stored as a single space.',
      request: { params: IdParams },
      responses: { 200: json('{ message: "Awards successfully unconfirmed", history }'), ...FAILURES, ...LOCKED },
    }),
    async (c) => {
      const raw = await c.req.text();
      let reason = raw;
      if ((c.req.header('content-type') ?? '').includes('json')) {
        try {
          const v = JSON.parse(raw) as unknown;
          reason = typeof v === 'string' ? v : v && typeof v === 'object' && 'reason' in v ? String((v as { reason: unknown }).reason ?? '') : '';
        } catch {
          return failureResponse(c, { code: 'VALIDATION', message: MSG.UNABLE_TO_UNCONFIRM_AWARDS });
        }
      }
      return reply(c, await unconfirmAwards(deps, c.req.valid('param').id, actorOf(c).user.id, reason));
    },
  );
}
