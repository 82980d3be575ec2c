/**
 * The close (ours): the live close monitor, the dashboard's summary, extending a live auction, and
 * the Server-Sent Events streams that keep the monitor and the bidder's countdown current (core/close).
 */
import { z } from 'zod';
import { defineRoute, pathAuctionId, served } from './route';
import { AuctionIdParams, Decimal, Id, Instant, shortText, textUpTo } from './common';
import { AUCTION_PHASES } from '../core/clock/auction-clock';
import { EXTENSION_REASON_MAX } from '../core/domain/staff-messages';
import type { CloseMonitor as CloseMonitorView, MonitorSummary as MonitorSummaryView, MonitorSummaryRow } from '../core/close/close-monitor';
import { FEED_KINDS, FEED_LIMIT } from '../core/close/feed-kinds';
import type { MonitorFeedEntry } from '../core/close/close-feed';
import type { ClosingSummary as ClosingSummaryView } from '../core/close/closing-summary';
import { closeMonitor, closeMonitorSummary } from '../core/close/close-monitor';
import { extendAuction } from '../core/close/auction-extension';

const TAGS = ['Close'] as const;

/** A user as the monitor names one. */
const Person = z.object({ userId: Id, loginName: z.string(), name: z.string() });

const MonitorUser = z.object({
  userId: Id,
  loginName: z.string(),
  name: z.string(),
  bids: z.boolean(),
  invited: z.boolean(),
  openedAt: Instant.nullable(),
  rulesAcceptedAt: Instant.nullable(),
  actsFor: Person.nullable().describe("a super bidder's bidder: this row shows the super bidder's own steps, taken for that bidder"),
  lastSaveAt: Instant.nullable(),
  lastSaveBy: Person.nullable().describe("who made the last save of this bidder's bids, when not the bidder itself (its super bidder)"),
  confirmedAt: Instant.nullable(),
  confirmedBy: Person.nullable().describe("who confirmed this bidder's bids, when not the bidder itself (its super bidder)"),
  confirmed: z.boolean().describe("the user's own bids are confirmed (false on a super bidder's row: the bids are its bidder's)"),
  savedUnconfirmed: z.boolean().describe("the user's own bids are saved and not confirmed (false on a super bidder's row)"),
  reminders: z.array(z.object({ offsetMinutes: z.number().int(), sentAt: Instant.nullable(), failed: z.boolean() })),
});

const BorrowerRef = z.object({ borrowerId: Id, companyCode: z.string(), companyName: z.string() });

/** One step of the feed (core/close/close-feed.ts): when, what, who acted and for whom; never a bid's value. */
const FeedEntry = z.object({
  id: z.string(),
  at: Instant,
  kind: z.enum(FEED_KINDS),
  by: Person.nullable().describe('who acted; null for the server (a reminder)'),
  forUser: Person.nullable().describe('on whose behalf, when not who acted: the bidder a super bidder acted for, or the user a reminder went to'),
  borrower: BorrowerRef.nullable(),
  afterClose: z.boolean().describe('a save or confirmation at or after the end (a super bidder in its after-close window)'),
  offsetMinutes: z.number().int().nullable(),
  newEnd: Instant.nullable(),
  reason: z.string().nullable(),
}) satisfies z.ZodType<MonitorFeedEntry>;

/** Where an ended auction stood at its end (core/close/closing-summary.ts). */
const ClosingSummary = z.object({
  closedAt: Instant,
  lotsBid: z.number().int(),
  lotsConfirmed: z.number().int(),
  bookShareBid: Decimal,
  bookShareConfirmed: Decimal,
  bidders: z.number().int(),
  confirmedBidders: z.number().int(),
  savedNotConfirmed: z.array(
    BorrowerRef.extend({ users: z.array(Person.extend({ lastSaveAt: Instant.nullable(), lastSaveBy: Person.nullable() })) }),
  ),
  changesAfterClose: z.number().int(),
}) satisfies z.ZodType<ClosingSummaryView>;

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
  feed: z.array(FeedEntry).describe(`the last ${FEED_LIMIT} steps, newest first; only the extensions while perBorrower is false`),
  closing: ClosingSummary.nullable().describe('where the auction stood at its end; null until it has ended'),
  canExtend: z.boolean(),
  extendRefusal: z.string().nullable().describe('why a manager may not extend it now (not live); null when it may, or the caller never may'),
  minimumExtensionMinutes: z.number().int(),
}) satisfies z.ZodType<CloseMonitorView>;
export type CloseMonitor = z.infer<typeof CloseMonitor>;

const SummaryRow = z.object({
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
    }) satisfies z.ZodType<MonitorSummaryRow>;

export const MonitorSummary = z.object({
  serverTime: Instant,
  auctions: z.array(SummaryRow).describe('live and upcoming auctions, the soonest end first'),
  recentlyEnded: z.array(SummaryRow).describe('auctions ended within the last recentDays days, the latest end first'),
  recentDays: z.number().int(),
}) satisfies z.ZodType<MonitorSummaryView>;
export type MonitorSummary = z.infer<typeof MonitorSummary>;

export const ExtensionBody = z.object({
  until: shortText().describe('the new end: an ISO 8601 instant with its offset, e.g. 2026-11-25T16:30:00-05:00'),
  reason: textUpTo(EXTENSION_REASON_MAX * 2, `The reason may have at most ${EXTENSION_REASON_MAX} characters.`),
});

/** The text/event-stream of a route whose events carry JSON `data` (EventSource format; a `: keep-alive` comment every 15 s). */
const EVENT_STREAM = { file: 'text/event-stream' } as const;

export const closeRoutes = {
  summary: served(
    defineRoute({
      method: 'get',
      path: '/auction/closemonitor',
      useCase: closeMonitorSummary,
      // Why this access: the dashboard: live and upcoming auctions; a client only its own
      tags: TAGS,
      summary: 'The dashboard and the monitor list: every live and upcoming auction the caller may monitor, and those ended in the last 7 days, with their progress',
      response: MonitorSummary,
    }),
    () => [],
  ),
  monitor: served(
    defineRoute({
      method: 'get',
      path: '/auction/closemonitor/{auctionId}',
      useCase: closeMonitor,
      // Why this access: progress only, never a bid value; a client only its own auctions
      tags: TAGS,
      summary: "One auction's close monitor: each approved borrower's users, invited / opened / rules accepted / last save / confirmed / reminded",
      description: 'Manager, Client Relations, and a Client for its own auctions. Progress only: never a bid value.',
      params: AuctionIdParams,
      response: CloseMonitor,
    }),
    pathAuctionId,
  ),
  monitorStream: defineRoute({
    method: 'get',
    path: '/auction/closemonitor/{auctionId}/stream',
    access: 'monitorClose',
    // Why this access: the monitor as Server-Sent Events
    tags: TAGS,
    summary: 'The close monitor as Server-Sent Events: a `monitor` event with the CloseMonitor JSON at once and within 2 s of every change',
    description:
      'Changes made through any server sharing the database are seen (each server watches the activity log once a second, or sooner). ' +
      "The auction's start and end at the server's clock are changes too: the ended snapshot, with its closing summary, follows the end within a second.",
    params: AuctionIdParams,
    response: EVENT_STREAM,
  }),
  extend: served(
    defineRoute({
      method: 'post',
      path: '/auction/extend/{auctionId}',
      useCase: extendAuction,
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
    ({ params, body }) => [params.auctionId, body],
  ),
} as const;
