/** What `sla audit verify` and `sla audit receipt` do (their options: audit.ts). */
import type { CliIo } from '../cli-io';
import { checkReceipt, verifyAuctionLedger, type CoveredBid } from '../../core/audit/ledger-checks';
import { receiptRows } from '../../core/audit/bid-receipt';
import { output, withAuctionActor } from '../cli-context';
import { bidAmountOf, bidKindSpec } from '../../core/domain/bid-kinds';
import { bidAmountsOfState } from '../../core/audit/ledger-entry';
import { CliError, cliErrorOf, EXIT, valueOrExit } from '../cli-error';

const bidLine = (b: CoveredBid): string => {
  const bid = bidAmountOf(bidAmountsOfState(b));
  const value = bid === null ? '' : `${bid.amount} ${bidKindSpec(bid.kind).shortLabel}`;
  const minimum = b.minBalGuarantee !== null ? `, minimum balance ${b.minBalGuarantee}` : '';
  return `  bid ${b.id}: lot ${b.lotNumber} ${value} (${b.collateralType}${minimum})${b.lotSpecificComments ? ` "${b.lotSpecificComments}"` : ''}`;
};

export const verifyLedger = async (io: CliIo, ref: string, opts: { head?: string; as?: string; json?: boolean }): Promise<void> => {
  await withAuctionActor(io, ref, 'seeStaffReports', opts.as, async ({ deps, auction, actor }) => {
    const v = valueOrExit(await verifyAuctionLedger(deps, actor, auction.id, opts.head));
    // A ledger that does not verify prints only the error line (and the JSON report with --json).
    if (opts.json || !v.problem) output(io, Boolean(opts.json), v, () => [
      `Ledger of ${auction.auctionName} (auction ${auction.id}): ${v.entries} entries, intact.`,
      ...(v.head ? [`Head: entry ${v.head.seq} at ${new Date(v.head.atMs).toISOString()}, hash ${v.head.hash}`] : []),
      ...(v.published ? [`The published head ${v.published.hash} is entry ${v.published.seq}.`] : []),
      'The bids, supplemental comments, awards and award confirmation in the tables are what the ledger replays to.',
    ]);
    if (v.problem) throw new CliError(`Ledger of auction ${auction.id} does not verify: ${v.problem.message}`, EXIT.TAMPERED);
  });
};

export const showReceipt = async (io: CliIo, ref: string, hash: string, opts: { as?: string; json?: boolean }): Promise<void> => {
  await withAuctionActor(io, ref, 'seeStaffReports', opts.as, async ({ deps, auction, actor }) => {
    const found = await checkReceipt(deps, actor, auction.id, hash);
    if (!found.ok) {
      if (found.code === 'NOT_FOUND') throw new CliError(`No receipt ${hash.trim()} in the ledger of auction ${auction.id}`, EXIT.NOT_FOUND);
      throw cliErrorOf(found);
    }
    const r = found.value;
    const bidder = await deps.store.users.get(r.userId);
    const superBidder = r.superBidderId === null ? null : await deps.store.users.get(r.superBidderId);
    output(io, Boolean(opts.json), r, () => [
      `Receipt in the ledger of ${auction.auctionName} (auction ${auction.id})${r.intact ? ', chain intact up to it' : ''}:`,
      ...receiptRows(r.receipt).map(([label, value]) => `  ${label}: ${value}`),
      `Confirmed by ${bidder?.loginName ?? `user ${r.userId}`}${superBidder ? ` (placed by super bidder ${superBidder.loginName})` : ''}, covering ${r.bids.length} bids:`,
      ...r.bids.map(bidLine),
      ...(r.supplementalComments ? [`  supplemental comments: "${r.supplementalComments}"`] : []),
    ]);
    if (r.problem) throw new CliError(`The ledger of auction ${auction.id} is broken before this receipt: ${r.problem.message}`, EXIT.TAMPERED);
  });
};
