/**
 * Bid ledger endpoints (ours, issue 16): a bidder checks a receipt, staff read the head hash to
 * publish at the close. Roles in the policy table; the receipt's sealed-bid scoping in
 * core/audit/ledger-checks.ts (another borrower's receipt answers like an unknown hash).
 */
import { createRoute, z, type OpenAPIHono } from '@hono/zod-openapi';
import type { Context } from 'hono';
import type { AppDeps, AppEnv } from '../context';
import { FAILURES, IdParam, jsonContent } from '../route-kit';
import { failureResponse } from '../failure';
import { shapeOf, type Shape } from '../declared-fields';
import { checkReceipt, ledgerHead, type LedgerHeadView, type ReceiptCheck } from '../../../core/audit/ledger-checks';
import { BidStateSchema } from '../../../core/audit/ledger-entry';
import type { Result } from '../../../core/domain/result';
import { actorOf } from './participation-kit';
import { can } from '../../../core/policy/capabilities';
import { opaqueIdsFrom, type OpaqueIds } from '../opaque-ids';

/** A bidder sees the bids of its receipt under their opaque ids, as in the bid wizard (opaque-ids.ts). */
const opaqueReceipt = (ids: OpaqueIds, v: ReceiptCheck): ReceiptCheck => ({
  ...v,
  bids: v.bids.map((b) => ({ ...b, id: ids.encode('bid', b.id) })),
  problem: v.problem && v.problem.kind === 'bid' ? { ...v.problem, id: ids.encode('bid', v.problem.id) } : v.problem,
});

const TAGS = ['Bid ledger'];
const int = z.number().int();

export const BidReceiptSchema = z
  .object({
    auctionId: int,
    seq: int.optional().openapi({ description: 'Sequence number of the confirmation entry; staff only (a bidder is not told how many entries the ledger holds)' }),
    atMs: int.openapi({ description: 'Server time of the confirmation (epoch ms)' }),
    at: z.string().openapi({ description: 'The same time, ISO UTC' }),
    headHash: z.string().openapi({ description: 'Hash of the confirmation entry: the ledger head right after it' }),
    bidsDigest: z.string().openapi({ description: 'SHA-256 of the canonical JSON of the confirmed bids and supplemental comments' }),
  })
  .strict()
  .openapi('BidReceipt');

const LedgerProblemSchema = z
  .union([
    z.object({ kind: z.literal('entry'), seq: int, message: z.string() }).strict(),
    z.object({ kind: z.enum(['bid', 'award']), id: int, message: z.string() }).strict(),
    z.object({ kind: z.literal('supplemental'), userId: int, message: z.string() }).strict(),
    z.object({ kind: z.enum(['auction', 'head']), message: z.string() }).strict(),
  ])
  .openapi('LedgerProblem');

export const ReceiptCheckSchema = z
  .object({
    receipt: BidReceiptSchema,
    intact: z.boolean().openapi({ description: 'The chain from entry 1 up to the receipt recomputes: the receipt is in the ledger' }),
    problem: LedgerProblemSchema.nullable(),
    userId: int.openapi({ description: 'The bidder user whose bids were confirmed' }),
    superBidderId: int.nullable().openapi({ description: 'The super bidder who confirmed them for it, or null' }),
    bids: z.array(BidStateSchema.extend({ lotNumber: z.string() })),
    supplementalComments: z.string(),
  })
  .strict()
  .openapi('ReceiptCheck');

export const LedgerHeadSchema = z
  .object({
    auctionId: int,
    seq: int.openapi({ description: 'Entries in the ledger; 0 before the first' }),
    hash: z.string().nullable().openapi({ description: 'Hash of the last entry (the head), null before the first' }),
    atMs: int.nullable(),
    at: z.string().nullable(),
  })
  .strict()
  .openapi('LedgerHead');

// The services' types must fit the documented schemas (checked when compiling).
const receiptJson = (v: ReceiptCheck): z.infer<typeof ReceiptCheckSchema> => v;
const headJson = (v: LedgerHeadView): z.infer<typeof LedgerHeadSchema> => v;

const receiptShape = shapeOf(ReceiptCheckSchema);
const headShape = shapeOf(LedgerHeadSchema);

/** Only what the documented schema declares leaves the server (declared-fields.ts), as for contract routes. */
const answer = <T, J>(c: Context, result: Result<T>, toJson: (v: T) => J, shape: Shape): Response =>
  result.ok ? c.json(shape.project(toJson(result.value)) as object, 200) : failureResponse(c, result);

export function registerAuditRoutes(api: OpenAPIHono<AppEnv>, deps: AppDeps): void {
  const idCodec = opaqueIdsFrom(deps.files, deps.http.opaqueIdSecret);
  api.openapi(
    createRoute({
      method: 'get',
      path: '/audit/auctions/{id}/receipt/{hash}',
      operationId: 'auditReceipt',
      tags: TAGS,
      summary: 'Check a bid receipt: is it in the ledger, and what did it cover',
      description:
        'A bidder may check the receipts of its own confirmations (a super bidder those of the bidder it bids for); staff with ' +
        'the report roles any receipt. Any other hash, an unknown one and an unknown auction all answer 404 "Not found."',
      request: { params: z.object({ id: IdParam, hash: z.string().openapi({ example: 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855' }) }) },
      responses: { 200: jsonContent(ReceiptCheckSchema, 'The receipt, whether the chain up to it is intact, and the bids it covers'), ...FAILURES },
    }),
    async (c) => {
      const p = c.req.valid('param');
      const actor = actorOf(c);
      const checked = await checkReceipt(deps, actor, p.id, p.hash);
      const ids = checked.ok && can(actor.roles, 'bid') ? await idCodec() : null;
      return answer(c, ids && checked.ok ? { ok: true as const, value: opaqueReceipt(ids, checked.value) } : checked, receiptJson, receiptShape);
    },
  );

  api.openapi(
    createRoute({
      method: 'get',
      path: '/audit/auctions/{id}/head',
      operationId: 'auditHead',
      tags: TAGS,
      summary: "The auction ledger's head hash, to publish at the close",
      request: { params: z.object({ id: IdParam }) },
      responses: { 200: jsonContent(LedgerHeadSchema, 'The head (sequence 0 and null hash before the first entry)'), ...FAILURES },
    }),
    async (c) => answer(c, await ledgerHead(deps, actorOf(c), c.req.valid('param').id), headJson, headShape),
  );
}
