/**
 * The auction lists (spec §7 "Reports": GET /auction/auctions and /auction/archiveauctions) shared by
 * the administration screens, the reporting centre and the award screen.
 */
import { z } from 'zod';
import { defineRoute } from './route';
import { Decimal, Id, Instant } from './common';

export const AuctionListRow = z.object({
  id: Id,
  auctionName: z.string(),
  clientId: Id,
  auctionStartDate: Instant,
  auctionEndDate: Instant,
  marketValueDate: Instant,
  termStartDate: Instant,
  termEndDate: Instant,
  datalendEstimateDate: Instant,
  discretionaryEstimateDate: Instant,
  collateralType: z.string(),
  dollarBid: z.boolean(),
  bpsBid: z.boolean(),
  allInFlag: z.boolean(),
  minGuarantee: z.boolean(),
  dayCount: z.number(),
  reinvest: Decimal.nullable(),
  currency: z.string(),
  template: z.string(),
  aicapprovalFlag: z.boolean(),
  awardConfirmFlag: z.boolean(),
  esecAucClient: z.object({ id: Id, clientName: z.string(), clientCode: z.string() }).nullable(),
  /** Display values, Eastern time labelled EST. */
  startTime: z.string(),
  endTime: z.string(),
  startTerm: z.string(),
  endTerm: z.string(),
  phase: z.enum(['NOT_STARTED', 'LIVE', 'ENDED']),
});

const AuctionListQuery = z.object({
  companyId: z.string().optional().describe('Accepted and ignored (the web sends it empty)'),
  clientId: z.string().optional().describe('Filter by client (staff). A Client-role user always gets its own client only.'),
});

const list = <const P extends string>(path: P, summary: string) =>
  defineRoute({ method: 'get', path, tags: ['Auctions'], summary, query: AuctionListQuery, response: z.array(AuctionListRow) });

export const auctionListRoutes = {
  active: list('/auction/auctions', 'Active auctions: not yet ended (not started or live), newest first'),
  archive: list('/auction/archiveauctions', 'Archived auctions: ended (now ≥ end), newest first'),
} as const;
