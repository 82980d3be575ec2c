/**
 * Saved awards against the overview rows: the body the Generate Award button sends, and which
 * columns the Bid Overview and Awards tables hide (participation-and-reporting §5).
 */
import type { Award, DecimalString, Id } from '../../../core/domain/entities';
import { dec } from '../../../core/money/decimal';

/**
 * The awardssave body for a selection: `[[awardId, bidId, lotId], ..., [removedAwardIds]]`.
 * A bid that is already awarded keeps its award id; a new one is sent with -1; awards whose bid is
 * no longer selected are removed. The last element is always the remove list (possibly empty).
 */
export const awardsSaveBody = (
  saved: readonly Pick<Award, 'id' | 'bidId'>[],
  selected: readonly { bidId: Id; lotId: Id }[],
): [...[Id, Id, Id][], Id[]] => {
  const savedByBid = new Map(saved.map((a) => [a.bidId, a.id]));
  const selectedBids = new Set(selected.map((s) => s.bidId));
  const triples = selected.map((s): [Id, Id, Id] => [savedByBid.get(s.bidId) ?? -1, s.bidId, s.lotId]);
  const removed = saved.filter((a) => !selectedBids.has(a.bidId)).map((a) => a.id);
  return [...triples, removed];
};

/** The optional columns of the overview and awards tables (overview row field names). */
export type OptionalAwardColumn = 'fixedCashBid' | 'allInBid' | 'allInBidValue' | 'balGtee' | 'cashUpside';

/** The Bid Overview hides the all-in columns without the all-in flag, balance and cash reinvest without minimum guarantee. */
export const overviewHiddenColumns = (auction: { allInFlag: boolean; minGuarantee: boolean }): OptionalAwardColumn[] => [
  ...(auction.allInFlag ? [] : (['allInBid', 'allInBidValue'] as const)),
  ...(auction.minGuarantee ? [] : (['balGtee', 'cashUpside'] as const)),
];

const hasData = (v: DecimalString | null | undefined): boolean => v !== null && v !== undefined && v !== '' && !dec(v).isZero();

/**
 * The Awards table hides fixed-cash, all-in, balance and cash-upside columns with no data in any
 * row. "No data" is empty or zero: cash upside is 0.00 on every non-cash bid.
 */
export const awardsHiddenColumns = (rows: readonly Partial<Record<OptionalAwardColumn, DecimalString | null>>[]): OptionalAwardColumn[] =>
  (['fixedCashBid', 'allInBid', 'allInBidValue', 'balGtee', 'cashUpside'] as const).filter((c) => !rows.some((r) => hasData(r[c])));
