/**
 * Award screen routes (participation-and-reporting.md §7 "Award"), AWARD role (the `award` capability on each route).
 */
import { z } from 'zod';
import { defineRoute, pathId, served } from './route';
import { Decimal, Id, idFrom, IdParams, Instant, refuse, shortText, textUpTo } from './common';
import { CURRENCIES, type Id as CoreId } from '../core/domain/entities';
import { OverviewRow } from './overview-row';
import { MSG } from '../core/domain/messages';
import { UNCONFIRM_REASON_MAX, type AwardSelection, type AwardsSave } from '../core/awards/award-save-rules';
import { OPTIMIZE_TIME_LIMIT_DEFAULT_SECONDS, OptimizeRequest } from '../core/awards/optimizer/optimize-request';
import { confirmAwards, getAwards, saveAwards, unconfirmAwards } from '../core/awards/award-service';
import { optimizeAwards } from '../core/awards/award-optimizer-service';
import { awardHistory } from '../core/awards/award-history';

const TAGS = ['Awards'] as const;
const LOCKED = { 409: 'Confirmed awards cannot be changed until unconfirmed, or the auction has not ended (Error)' } as const;

export const AwardRow = OverviewRow.extend({ id: Id });
export const Award = z.object({ id: Id, auctionId: Id, bidId: Id, lotId: Id });
export const AwardHistoryEntry = z.object({
  id: Id,
  auctionId: Id,
  action: z.enum(['CONFIRM', 'UNCONFIRM']),
  reason: z.string().nullable(),
  userId: Id,
  at: Instant,
});

/**
 * `[[awardId, bidId, lotId], ..., [awardIdToRemove, ...]]`: the final element is always the remove
 * list (possibly empty), so a remove list of three ids is never mistaken for a triple; award id -1 (or
 * null) is a new award. Read here into core's AwardsSave; a refusal is "Unable to save." naming the
 * element at fault by position ("2.1" = bid id of the third triple).
 */
export const AwardsSaveBody = z
  .array(z.array(z.union([z.number(), shortText(), z.null()])), { error: MSG.UNABLE_TO_SAVE })
  .transform((body, ctx): AwardsSave => {
    const bad = (at: string) => refuse(ctx, MSG.UNABLE_TO_SAVE, { [at]: MSG.INVALID_VALUE });
    if (body.length === 0) return bad('_');
    const last = body.length - 1;
    const selections: AwardSelection[] = [];
    for (const [i, t] of body.slice(0, -1).entries()) {
      if (t.length !== 3) return bad(String(i));
      const [a, b, l] = [t[0] === null ? -1 : idFrom(t[0]), idFrom(t[1]), idFrom(t[2])];
      if (a === null) return bad(`${i}.0`);
      if (b === null) return bad(`${i}.1`);
      if (l === null) return bad(`${i}.2`);
      selections.push({ id: a <= 0 ? null : a, bidId: b, lotId: l });
    }
    const removeIds: CoreId[] = [];
    for (const [j, v] of body[last].entries()) {
      const id = idFrom(v);
      if (id === null) return bad(`${last}.${j}`);
      removeIds.push(id);
    }
    return { selections, removeIds };
  });

/** What became of the award notices a confirm or unconfirm sent after its commit (ours): a failure leaves the change standing. */
const NoticesOutcome = z.object({
  sent: z.number().int(),
  failed: z.array(z.object({ to: z.string(), userId: z.number().int(), cause: z.object({ message: z.string(), code: z.string().optional() }) })),
});

const HistoryAnswer = z.object({ message: z.string(), history: z.array(AwardHistoryEntry), notices: NoticesOutcome });

/**
 * The optimiser's proposal (core/awards/award-optimizer-service.ts AwardProposal). Its awards' amounts are in
 * their lots' currencies; every total, the gain, the gap and the caps' amounts are in `currency`, the auction's
 * (ours: each bid at its lot's FX rate, so lots in other currencies compare fairly).
 */
export const AwardProposal = z.object({
  auctionId: Id,
  currency: z.enum(CURRENCIES),
  awards: z.array(OverviewRow),
  selectedBidIds: z.array(Id),
  total: Decimal,
  preselectionBidIds: z.array(Id),
  preselectionTotal: Decimal,
  preselectionWithinCaps: z.boolean(),
  gain: Decimal,
  proven: z.boolean(),
  gap: z.string(),
  solveMs: z.number().int(),
  capCosts: z.array(
    z.object({
      borrower: z.string(),
      kind: z.enum(['marketValue', 'lots']),
      limit: z.string(),
      used: z.string(),
      cost: Decimal,
      binding: z.boolean(),
      proven: z.boolean(),
    }),
  ),
});

export const awardRoutes = {
  bids: defineRoute({
    method: 'get',
    path: '/award/auctions/{id}/getbids',
    access: 'award',
    heavy: true,
    tags: TAGS,
    summary: 'Bid overview rows of every confirmed bid',
    params: IdParams,
    response: z.array(OverviewRow),
  }),
  awards: served(
    defineRoute({
      method: 'get',
      path: '/award/auctions/{id}/getawards',
      useCase: getAwards,
      tags: TAGS,
      summary: 'Saved awards: id, bidId, lotId plus the overview fields',
      params: IdParams,
      response: z.array(AwardRow),
    }),
    pathId,
  ),
  save: served(
    defineRoute({
      method: 'post',
      path: '/award/auctions/{id}/awardssave',
      useCase: saveAwards,
      tags: TAGS,
      summary: 'Generate Award: save the selection',
      description:
        'Refused when two awarded bids cover the same lot (also through combos): 400 "Unable to save. Two selected bids ' +
        'cover the same lot."; 409 once confirmed or before the end. Success: "Saved Bids Selected."',
      params: IdParams,
      body: AwardsSaveBody,
      response: z.object({ message: z.string(), awards: z.array(Award) }),
      failures: LOCKED,
    }),
    ({ params, body }) => [params.id, body],
  ),
  confirm: served(
    defineRoute({
      method: 'post',
      path: '/award/auctions/{id}/confirm',
      useCase: confirmAwards,
      tags: TAGS,
      summary: 'Confirm the awards',
      params: IdParams,
      response: HistoryAnswer,
      failures: LOCKED,
    }),
    pathId,
  ),
  unconfirm: defineRoute({
    method: 'post',
    path: '/award/auctions/{id}/unconfirm',
    useCase: unconfirmAwards,
    tags: TAGS,
    summary: 'Unconfirm the awards with a reason',
    description: `Body: the reason as plain text (spec §7; a JSON string or {"reason": "..."} also works); at most ${UNCONFIRM_REASON_MAX} characters (checked by core, which the CLI shares); empty is stored as a single space.`,
    params: IdParams,
    // The raw body may be a JSON string with escapes (up to 6 characters per character); core checks the 900.
    textBody: textUpTo(UNCONFIRM_REASON_MAX * 6 + 64, MSG.UNCONFIRM_REASON_TOO_LONG),
    response: HistoryAnswer,
    failures: LOCKED,
  }),
  optimize: served(
    defineRoute({
      method: 'post',
      path: '/award/auctions/{id}/optimize',
      useCase: optimizeAwards,
      heavy: true,
      // Why this access: ours: proposes the revenue-optimal award, saves nothing
      tags: TAGS,
      summary: 'Propose the revenue-optimal award (proposes only, saves nothing)',
      description:
        'Exact winner determination over the confirmed bids: no lot awarded twice (a combo bid wins all its lots or none), ' +
        'optional per-borrower caps (borrower by code or name; marketValue an amount, lots a count). Answers the proposed ' +
        'award rows and their bid ids (the Bid Overview selection), the total, the top-bid preselection and its total, the gain, ' +
        'whether optimality is proven (else the gap to the best bound) and, per cap, what it costs (optimum without it minus with it). ' +
        `Time limit ${OPTIMIZE_TIME_LIMIT_DEFAULT_SECONDS} s unless timeLimitSeconds says otherwise. Save with awardssave (Generate Award).`,
      params: IdParams,
      body: OptimizeRequest,
      response: AwardProposal,
    }),
    ({ params, body }) => [params.id, body],
  ),
} as const;

/** Ours: the award history, who confirmed and unconfirmed, when and why (core/awards/award-history.ts). */
export const awardHistoryRoute = served(
  defineRoute({
    method: 'get',
    path: '/award/auctions/{id}/history',
    useCase: awardHistory,
    // Why this access: ours: who confirmed and unconfirmed, when and why
    tags: TAGS,
    summary: 'Award history: every confirm and unconfirm, who (login name), when and why (the unconfirm reason), oldest first',
    description: 'noticesSent (not in the original API): how many award or unconfirm notices were e-mailed to the bidding borrowers\' users after the entry.',
    params: IdParams,
    response: z.array(AwardHistoryEntry.extend({ loginName: z.string(), noticesSent: z.number().int().nonnegative() })),
  }),
  pathId,
);
