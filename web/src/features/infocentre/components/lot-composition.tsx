/**
 * The information centre's view of what is in each lot (for whoever may see the info centre) and its
 * export; the staff's holdings check is ./holdings-warning.tsx.
 */
import { compositionExportRoute, compositionRoute } from '../../../../../contract/lot-composition';
import { formatMoney } from '../../../../../core/money/format';
import { Button } from '../../../components/button';
import { apiCall } from '../../../lib/api-call';
import { deliverFile } from '../../../lib/deliver-file';
import { useRouteQuery } from '../../../lib/use-api-query';

export function LotComposition({ auctionId }: { auctionId: number }) {
  const { data } = useRouteQuery(compositionRoute, { params: { auctionId } });
  const lots = (data ?? []).filter((l) => l.holdings.length > 0);
  if (lots.length === 0) return null;
  const exportFile = async () => deliverFile(await apiCall(compositionExportRoute, { params: { auctionId } }), 'Holdings.xlsx');
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
