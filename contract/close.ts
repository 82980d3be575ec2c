/**
 * The close (ours, issue 28): the live close monitor, the dashboard's summary, extending a live auction, and
 * the Server-Sent Events streams that keep the monitor and the bidder's countdown current (core/close).
 */
import { z } from 'zod';
import { defineRoute } from './route';
import { AuctionIdParams, Decimal, Id, Instant, shortText, textUpTo } from './common';
import { AUCTION_PHASES } from '../core/clock/auction-clock';
import { EXTENSION_REASON_MAX } from '../core/domain/staff-messages';
import type { CloseMonitor as CloseMonitorView, MonitorSummaryRow } from '../core/close/close-monitor';

const TAGS = ['Close'] as const;

const MonitorUser = z.object({
  userId: Id,
  loginName: z.string(),
  name: z.string(),
  bids: z.boolean(),
  invited: z.boolean(),
  openedAt: Instant.nullable(),
  rulesAcceptedAt: Instant.nullable(),
  lastSaveAt: Instant.nullable(),
  confirmedAt: Instant.nullable(),
  confirmed: z.boolean(),
  savedUnconfirmed: z.boolean(),
  reminders: z.array(z.object({ offsetMinutes: z.number().int(), sentAt: Instant.nullable(), failed: z.boolean() })),
});

/** The monitor of one auction (core/close/close-monitor.ts CloseMonitor): progress only, never a bid's value. */
export const CloseMonitor = z.object({
  auctionId: Id,
  auctionName: z.string(),
  auctionStartDate: Instant,
  auctionEndDate: Instant,
  phase: z.enum(AUCTION_PHASES),
  serverTime: Instant,
  lots: z.number().int(),
  lotsBid: z.number().int(),
  lotsConfirmed: z.number().int(),
  bookShareBid: Decimal,
  bookShareConfirmed: Decimal,
  borrowers: z.array(
    z.object({ borrowerId: Id, companyCode: z.string(), companyName: z.string(), lotsBid: z.number().int(), users: z.array(MonitorUser) }),
  ),
  perBorrower: z.boolean().describe("false for an asset owner's user before the end: borrowers is empty, only the totals are shown"),
  extensions: z.array(z.object({ at: Instant, previousEnd: Instant, newEnd: Instant, reason: z.string(), by: z.string() })),
  canExtend: z.boolean(),
  minimumExtensionMinutes: z.number().int(),
}) satisfies z.ZodType<CloseMonitorView>;
export type CloseMonitor = z.infer<typeof CloseMonitor>;

export const MonitorSummary = z.object({
  serverTime: Instant,
  auctions: z.array(
    z.object({
      auctionId: Id,
      auctionName: z.string(),
      auctionStartDate: Instant,
      auctionEndDate: Instant,
      phase: z.enum(AUCTION_PHASES),
      approvedBorrowers: z.number().int(),
      biddingUsers: z.number().int(),
      savedUnconfirmed: z.number().int(),
      confirmedUsers: z.number().int(),
      lots: z.number().int(),
      lotsBid: z.number().int(),
    }) satisfies z.ZodType<MonitorSummaryRow>,
  ),
});
export type MonitorSummary = z.infer<typeof MonitorSummary>;

export const ExtensionBody = z.object({
  until: shortText().describe('the new end: an ISO 8601 instant with its offset, e.g. 2026-11-25T16:30:00-05:00'),
  reason: textUpTo(EXTENSION_REASON_MAX * 2, `The reason may have at most ${EXTENSION_REASON_MAX} characters.`),
});

/** The text/event-stream of a route whose events carry JSON `data` (EventSource format; a `: keep-alive` comment every 15 s). */
const EVENT_STREAM = { file: 'text/event-stream' } as const;

export const closeRoutes = {
  summary: defineRoute({
    method: 'get',
    path: '/auction/closemonitor',
    access: 'monitorClose',
    // Why this access: the dashboard: live and upcoming auctions; a client only its own
    tags: TAGS,
    summary: 'The dashboard: every live and upcoming auction the caller may monitor, with its progress (the soonest end first)',
    response: MonitorSummary,
  }),
  monitor: defineRoute({
    method: 'get',
    path: '/auction/closemonitor/{auctionId}',
    access: 'monitorClose',
    // Why this access: progress only, never a bid value; a client only its own auctions
    tags: TAGS,
    summary: "One auction's close monitor: each approved borrower's users, invited / opened / rules accepted / last save / confirmed / reminded",
    description: 'Manager, Client Relations, and a Client for its own auctions. Progress only: never a bid value.',
    params: AuctionIdParams,
    response: CloseMonitor,
  }),
  monitorStream: defineRoute({
    method: 'get',
    path: '/auction/closemonitor/{auctionId}/stream',
    access: 'monitorClose',
    // Why this access: the monitor as Server-Sent Events
    tags: TAGS,
    summary: 'The close monitor as Server-Sent Events: a `monitor` event with the CloseMonitor JSON at once and within 2 s of every change',
    description: 'Changes made through any server sharing the database are seen (each server watches the activity log once a second, or sooner).',
    params: AuctionIdParams,
    response: EVENT_STREAM,
  }),
  extend: defineRoute({
    method: 'post',
    path: '/auction/extend/{auctionId}',
    access: 'manageClose',
    tags: TAGS,
    summary: "Extend a live auction's end (Manager), with a reason",
    description:
      'The new end must be later than the current end and at least minimumExtensionMinutes (the monitor says how many) after now. ' +
      "Recorded in the activity log and the auction's ledger; every approved borrower's users are e-mailed; countdowns follow within seconds.",
    params: AuctionIdParams,
    body: ExtensionBody,
    response: z.object({ message: z.string(), auctionId: Id, previousEnd: Instant, auctionEndDate: Instant }),
    failures: { 409: 'The auction is not live (AUCTION_NOT_LIVE)' },
  }),
} as const;
