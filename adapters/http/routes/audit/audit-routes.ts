/**
 * Bid ledger endpoints (ours). Routes, answers and their schemas are defined by contract/audit.ts;
 * the receipt's sealed-bid scoping is in core/audit/ledger-checks.ts.
 */
import type { OpenAPIHono } from '@hono/zod-openapi';
import { principalOf, type AppDeps, type AppEnv } from '../../context';
import { auditRoutes } from '../../../../contract/audit';
import { checkReceipt, type ReceiptCheck } from '../../../../core/audit/ledger-checks';
import { can } from '../../../../core/policy/capabilities';
import { ok } from '../../../../core/domain/result';
import { registerRoute } from '../../wire/contract-route';
import { opaqueIdsFrom, type OpaqueIds } from '../../wire/opaque-ids';

/** A bidder sees the bids of its receipt under their opaque ids, as in the bid wizard (opaque-ids.ts). */
const opaqueReceipt = (ids: OpaqueIds, v: ReceiptCheck): ReceiptCheck => {
  const wire = ids.encodeMany('bid', v.bids.map((b) => b.id));
  return {
    ...v,
    bids: v.bids.map((b, i) => ({ ...b, id: wire[i] })),
    problem: v.problem && v.problem.kind === 'bid' ? { ...v.problem, id: ids.encode('bid', v.problem.id) } : v.problem,
  };
};

export function registerAuditRoutes(api: OpenAPIHono<AppEnv>, deps: AppDeps): void {
  const idCodec = opaqueIdsFrom(deps.files, deps.http.opaqueIdSecret);
  registerRoute(api, auditRoutes.receipt, async ({ params }, c) => {
    const actor = principalOf(c);
    const checked = await checkReceipt(deps, actor, params.id, params.hash);
    if (!checked.ok || !can(actor.roles, 'bid')) return checked;
    return ok(opaqueReceipt(await idCodec(), checked.value));
  });
}
