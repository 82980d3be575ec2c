/**
 * For the staff who mark the info centre complete: the lots whose holdings do not add up to their market
 * value. Loaded lazily by the info centre page for them only, so a bidder never downloads the holdings
 * contract (bench/web.bench.ts).
 */
import type { z } from 'zod';
import { holdingRoutes, type HoldingsComparison } from '../../../../../contract/holdings';
import { formatMoney } from '../../../../../core/money/format';
import { useRouteQuery } from '../../../lib/use-api-query';

type Comparison = z.output<typeof HoldingsComparison>;

const attentionText = (c: Comparison): string =>
  c.status === 'OTHER_CURRENCIES'
    ? `Lot ${c.lotNumber}: holdings in ${c.otherCurrencies.map((o) => o.currency).join(', ')} are not compared with its market value.`
    : `Lot ${c.lotNumber}: holdings ${formatMoney(c.holdingsValue, c.currency)} against a market value of ${formatMoney(c.marketValue, c.currency)} (${c.differencePct ?? '-'}% apart).`;

/** For staff before marking the info centre complete: the lots whose holdings differ beyond the tolerance. */
export function HoldingsWarning({ auctionId }: { auctionId: number }) {
  const { data } = useRouteQuery(holdingRoutes.check, { params: { auctionId } });
  const flagged = (data?.lots ?? []).filter((c) => c.status === 'BEYOND_TOLERANCE' || c.status === 'OTHER_CURRENCIES');
  if (!data || flagged.length === 0) return null;
  return (
    <div className="card" role="status" aria-label="Holdings check">
      <p className="warning-text">
        {flagged.length} lot{flagged.length === 1 ? '' : 's'} with holdings that do not add up to the market value (tolerance {data.tolerancePct}%):
      </p>
      <ul>
        {flagged.map((c) => (
          <li key={c.lotId}>{attentionText(c)}</li>
        ))}
      </ul>
    </div>
  );
}
