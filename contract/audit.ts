/**
 * Bid ledger endpoints (ours): a bidder checks a receipt, staff read the head hash to publish at
 * the close. Access on each route below; the receipt's sealed-bid scoping in core/audit/ledger-checks.ts
 * (another borrower's receipt answers like an unknown hash).
 */
import { z } from 'zod';
import { defineRoute, pathId, served } from './route';
import { IdParam, IdParams } from './common';
import { BidStateSchema } from '../core/audit/ledger-entry';
import type { LedgerHeadView, ReceiptCheck as ReceiptCheckView } from '../core/audit/ledger-checks';
import { checkReceipt, ledgerHead } from '../core/audit/ledger-checks';

const TAGS = ['Bid ledger'] as const;
const int = z.number().int();

export const BidReceipt = z
  .object({
    auctionId: int,
    seq: int.optional().meta({ description: 'Sequence number of the confirmation entry; staff only (a bidder is not told how many entries the ledger holds)' }),
    atMs: int.meta({ description: 'Server time of the confirmation (epoch ms)' }),
    at: z.string().meta({ description: 'The same time, ISO UTC' }),
    headHash: z.string().meta({ description: 'Hash of the confirmation entry: the ledger head right after it' }),
    bidsDigest: z.string().meta({ description: 'SHA-256 of the canonical JSON of the confirmed bids and supplemental comments' }),
  })
  .strict()
  .meta({ id: 'BidReceipt' });

const LedgerProblem = z
  .union([
    z.object({ kind: z.literal('entry'), seq: int, message: z.string() }).strict(),
    z.object({ kind: z.enum(['bid', 'award']), id: int, message: z.string() }).strict(),
    z.object({ kind: z.literal('supplemental'), userId: int, message: z.string() }).strict(),
    z.object({ kind: z.enum(['auction', 'head']), message: z.string() }).strict(),
  ])
  .meta({ id: 'LedgerProblem' });

export const ReceiptCheck = z
  .object({
    receipt: BidReceipt,
    intact: z.boolean().meta({ description: 'The chain from entry 1 up to the receipt recomputes: the receipt is in the ledger' }),
    problem: LedgerProblem.nullable(),
    userId: int.meta({ description: 'The bidder user whose bids were confirmed' }),
    superBidderId: int.nullable().meta({ description: 'The super bidder who confirmed them for it, or null' }),
    bids: z.array(BidStateSchema.extend({ lotNumber: z.string() })),
    supplementalComments: z.string(),
  })
  .strict()
  .meta({ id: 'ReceiptCheck' }) satisfies z.ZodType<ReceiptCheckView>;

export const LedgerHead = z
  .object({
    auctionId: int,
    seq: int.meta({ description: 'Entries in the ledger; 0 before the first' }),
    hash: z.string().nullable().meta({ description: 'Hash of the last entry (the head), null before the first' }),
    atMs: int.nullable(),
    at: z.string().nullable(),
  })
  .strict()
  .meta({ id: 'LedgerHead' }) satisfies z.ZodType<LedgerHeadView>;

export const auditRoutes = {
  receipt: defineRoute({
    method: 'get',
    path: '/audit/auctions/{id}/receipt/{hash}',
    useCase: checkReceipt,
    // Why this access: a bidder checks its own receipts only (a super bidder those of its bidder); staff report roles any; other receipts answer like unknown ones
    tags: TAGS,
    summary: 'Check a bid receipt: is it in the ledger, and what did it cover',
    description:
      'A bidder may check the receipts of its own confirmations (a super bidder those of the bidder it bids for); staff with ' +
      'the report roles any receipt. Any other hash, an unknown one and an unknown auction all answer 404 "Not found."',
    params: z.object({ id: IdParam, hash: z.string().meta({ example: 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855' }) }),
    response: ReceiptCheck,
  }),
  head: served(
    defineRoute({
      method: 'get',
      path: '/audit/auctions/{id}/head',
      useCase: ledgerHead,
      // Why this access: the head hash staff publish at the close
      tags: TAGS,
      summary: "The auction ledger's head hash, to publish at the close",
      params: IdParams,
      response: LedgerHead,
    }),
    pathId,
  ),
};
