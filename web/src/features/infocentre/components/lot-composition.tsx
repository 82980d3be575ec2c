/**
 * The information centre's view of what is in each lot (for whoever may see the info centre), its
 * export, and, for the staff who mark the info centre complete, the lots whose holdings do not add up to
 * their market value.
 */
import type { z } from 'zod';
import { holdingRoutes, type HoldingsComparison } from '../../../../../contract/holdings';
import { formatMoney } from '../../../../../core/money/format';
import { Button } from '../../../components/button';
import { apiCall } from '../../../lib/api-call';
import { deliverFile } from '../../../lib/export-rows';
import { useRouteQuery } from '../../../lib/use-api-query';

type Comparison = z.output<typeof HoldingsComparison>;

export function LotComposition({ auctionId }: { auctionId: number }) {
  const { data } = useRouteQuery(holdingRoutes.composition, { params: { auctionId } });
  const lots = (data ?? []).filter((l) => l.holdings.length > 0);
  if (lots.length === 0) return null;
  const exportFile = async () => deliverFile(await apiCall(holdingRoutes.export, { params: { auctionId } }), 'Holdings.xlsx');
  return (
    <section className="card" aria-label="Lot Composition">
      <h2>Lot Composition</h2>
      <Button variant="link" onClick={() => void exportFile()}>
        Export Holdings
      </Button>
      {lots.map((l) => (
        <div key={l.lotId} className="table-wrap">
          <table className="data">
            <caption>
              Lot {l.lotNumber} {l.lotName}: {l.valueByCurrency.map((v) => formatMoney(v.amount, v.currency)).join(' + ')}
            </caption>
            <thead>
              <tr>
                <th>Identifier</th>
                <th>Issuer</th>
                <th>Quantity</th>
                <th>Price</th>
                <th>Market Value</th>
              </tr>
            </thead>
            <tbody>
              {l.holdings.map((h) => (
                <tr key={h.id}>
                  <td>{h.isin ?? h.cusip ?? h.sedol ?? h.figi}</td>
                  <td>{h.issuerName}</td>
                  <td>
                    {h.quantity} {h.quantityKind === 'PAR' ? 'par' : 'shares'}
                  </td>
                  <td>
                    {h.price} {h.currency}
                  </td>
                  <td>{formatMoney(h.marketValue, h.currency)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ))}
    </section>
  );
}

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
