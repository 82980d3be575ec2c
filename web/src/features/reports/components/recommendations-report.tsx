/**
 * Report 9, Auction Recommendations (spec §2.9): header block (auction name, date, market value,
 * lotting strategy, collateral profile, client logo), the grouped 20-column table with its three
 * total rows; Edit Award Analysis edits the text per lot (Save, Back), Save returning to the view
 * after 800 ms. Each lot's amounts are in its currency; the total rows are in the auction's, at the lots' FX
 * rates and labelled so when some lot is in another currency, with a subtotal row per currency.
 */
import { useCallback, useEffect, useState } from 'react';
import { reportRoutes } from '../../../../../contract/reports';
import { MSG } from '../../../../../core/domain/messages';
import { formatBps } from '../../../../../core/money/format';
import { Button } from '../../../components/button';
import { HeaderRow } from '../../../components/table-parts';
import { ClientLogo } from '../../../components/client-logo';
import { CellInput } from '../../../components/form-field';
import { notify } from '../../../components/toast';
import { freeTextsTooLong } from '../../../../../core/validation/text-limit-fields';
import { apiCall } from '../../../lib/api-call';
import { bodyFieldErrors, firstFieldErrors, rowFieldErrors } from '../../../lib/body-check';
import { estOrBlank } from '../../../lib/display-time';
import { useSession } from '../../../lib/session';
import { useRouteQuery } from '../../../lib/use-api-query';
import { exportServerWorkbook } from '../api/report-export';
import { moneyIn, useEditingReported, useExport, type ReportProps } from '../hooks/report-context';
import { useUnsavedChanges } from '../../../lib/use-unsaved-changes';
import { convertedTotalLabel } from '../../../../../core/money/fx';
import { mayEditAwardAnalysis } from '../hooks/report-editing';
import { ReportTable } from './report-table';

const REPORT = 'Auction Recommendations';
/** Spec §9: the recommendation save returns to the view after 800 ms. */
export const RECOMMENDATION_RETURN_MS = 800;

const GROUPS = [
  ['Lot', 5],
  ['Revenue Analysis', 6],
  ['Exclusive Bid Analysis', 4],
  ['Award Recommendations', 5],
] as const;
const COLUMNS = [
  'Lot',
  'Lot Name',
  'Account Code',
  'Lot Size',
  'Term Days',
  'Datalend Discretionary (bps)',
  'Seasonal Analysis',
  'Specials Analysis',
  'ESL Bps',
  'ESL Estimate',
  'Conc. Risk',
  'Best Bidder',
  'Bid Type',
  'Bps Bid',
  'Annualized Bid (bps)',
  'Awarded Bidder',
  'Awarded Annualized Bid (bps)',
  'Awarded ESL Estimate',
  'Awarded Total Bid Value',
  'Award Analysis',
] as const;

export function RecommendationsReport({ auction, exportSlot, onEditing }: ReportProps) {
  const s = useSession();
  const { data, loading, reload } = useRouteQuery(reportRoutes.recommendations, { params: { id: auction.id } });
  const [editing, setEditing] = useState(false);
  const [texts, setTexts] = useState<Record<number, string>>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  useEffect(() => setTexts(Object.fromEntries((data?.reportAuctionRecommendationsTable ?? []).map((r) => [r.lotId, r.awardAnalysis]))), [data]);
  const run = useCallback(() => exportServerWorkbook('exportRecommendations', auction.id, REPORT, auction.auctionName), [auction.id, auction.auctionName]);
  useExport(exportSlot, editing ? null : run);
  useEditingReported(onEditing, editing);
  const dirty = editing && (data?.reportAuctionRecommendationsTable ?? []).some((r) => (texts[r.lotId] ?? '') !== r.awardAnalysis);
  const { confirmLeave } = useUnsavedChanges(dirty);
  if (loading || !data) return <p role="status">Loading…</p>;
  const money = moneyIn(data.currency);
  const rows = data.reportAuctionRecommendationsTable;

  const save = async () => {
    const body = rows.map((r) => ({ id: r.recommendationsTableId, auctionId: auction.id, lotId: r.lotId, awardAnalysis: texts[r.lotId] ?? '' }));
    // Checked before sending as the server checks: the route's schema, then core's free-text limit.
    const refused = firstFieldErrors(
      () => bodyFieldErrors(reportRoutes.recommendationsSave, body),
      () => rowFieldErrors(body, (r) => freeTextsTooLong({ awardAnalysis: r.awardAnalysis })),
    );
    const res = Object.keys(refused).length > 0 ? null : await apiCall(reportRoutes.recommendationsSave, { body });
    setErrors(res ? (res.ok ? {} : (res.fields ?? {})) : refused);
    if (!res?.ok) return notify('error', MSG.UNABLE_TO_SAVE);
    notify('success', MSG.SAVED_SUCCESSFULLY);
    setTimeout(() => {
      setEditing(false);
      void reload();
    }, RECOMMENDATION_RETURN_MS);
  };

  const header = (
    <div className="toolbar" style={{ alignItems: 'flex-start' }}>
      <dl className="report-header">
        <dt>Auction Name</dt>
        <dd>{data.auctionName}</dd>
        <dt>Auction Date</dt>
        <dd>{estOrBlank(data.auctionStartDate)}</dd>
        <dt>Market Value</dt>
        <dd>{data.auctionMarketValue}</dd>
        <dt>Lotting Strategy</dt>
        <dd>{data.lottingStrategy}</dd>
        <dt>Collateral Profile</dt>
        <dd>{data.collateralProfile}</dd>
      </dl>
      <span className="spacer" />
      {data.clientCode && <ClientLogo clientCode={data.clientCode} clientName={auction.esecAucClient?.clientName ?? ''} />}
    </div>
  );

  if (editing)
    return (
      <div>
        {header}
        <h2>Edit Award Analysis</h2>
        <ReportTable label="Edit Award Analysis">
          <thead>
            <tr>
              <th scope="col">Lot</th>
              <th scope="col">Lot Name</th>
              <th scope="col">Award Analysis</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((r, i) => (
              <tr key={r.lotId}>
                <td>{r.lotNumber}</td>
                <td>{r.lotName}</td>
                <td style={{ maxWidth: 'none' }}>
                  <CellInput
                    rows={2}
                    label={`Award Analysis, lot ${r.lotNumber}`}
                    value={texts[r.lotId] ?? ''}
                    error={errors[`${i}.awardAnalysis`]}
                    onChange={(v) => setTexts((t) => ({ ...t, [r.lotId]: v }))}
                  />
                </td>
              </tr>
            ))}
          </tbody>
        </ReportTable>
        <div className="toolbar">
          <Button onClick={() => void save()}>Save</Button>
          <Button
            variant="secondary"
            onClick={() => {
              if (!confirmLeave()) return;
              setTexts(Object.fromEntries(rows.map((r) => [r.lotId, r.awardAnalysis])));
              setEditing(false);
            }}
          >
            Back
          </Button>
        </div>
      </div>
    );

  return (
    <div>
      {header}
      <div className="toolbar">
        {mayEditAwardAnalysis(s.roles) && <Button onClick={() => setEditing(true)}>Edit Award Analysis</Button>}
      </div>
      <ReportTable label={REPORT} fitWindow>
        <thead>
          <tr>
            {GROUPS.map(([g, span]) => (
              <th key={g} scope="colgroup" colSpan={span}>
                {g}
              </th>
            ))}
          </tr>
          <HeaderRow titles={COLUMNS} />
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.lotId}>
              <td>{r.lotNumber}</td>
              <td>{r.lotName}</td>
              <td>{r.accountCode ?? ''}</td>
              <td className="num">{moneyIn(r.currency)(r.lotSize)}</td>
              <td className="num">{r.termDays}</td>
              <td className="num">{formatBps(r.datalendDiscretionary)}</td>
              <td>{r.seasonalAnalysis ?? ''}</td>
              <td>{r.specialsAnalysis ?? ''}</td>
              <td className="num">{formatBps(r.eslBps)}</td>
              <td className="num">{moneyIn(r.currency)(r.eslEstimate)}</td>
              <td>{r.concRisk ?? ''}</td>
              <td>{r.bidder}</td>
              <td>{r.bidType}</td>
              <td className="num">{formatBps(r.bpsBid)}</td>
              <td className="num">{formatBps(r.annualizedBid)}</td>
              <td>{r.awardedBidder}</td>
              <td className="num">{formatBps(r.awardedAnnualizedBid)}</td>
              <td className="num">{moneyIn(r.currency)(r.awardedEslEstimate)}</td>
              <td className="num">{moneyIn(r.currency)(r.awardedTotalBidValue)}</td>
              <td title={r.awardAnalysis}>{r.awardAnalysis}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          {data.converted &&
            data.subtotals.map((t) => (
              <tr key={`subtotal-${t.currency}`}>
                <td colSpan={9}>Subtotal {t.currency}</td>
                <td className="num">{moneyIn(t.currency)(t.eslEstimate)}</td>
                <td colSpan={8} />
                <td className="num">{moneyIn(t.currency)(t.awardedTotalBidValue)}</td>
                <td />
              </tr>
            ))}
          {data.totals.map((t) => (
            <tr key={t.label}>
              <td colSpan={9}>{convertedTotalLabel(t.label, data.currency, data.converted)}</td>
              <td className="num">{money(t.eslEstimate)}</td>
              <td colSpan={8} />
              <td className="num">{money(t.awardedTotalBidValue)}</td>
              <td />
            </tr>
          ))}
        </tfoot>
      </ReportTable>
    </div>
  );
}
