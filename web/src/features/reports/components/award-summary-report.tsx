/**
 * Report 6, Award Summary (spec §2.6): the provider's and the partner's logos, auction details, the
 * summary tables, three pie charts (SVG), three revenue bar charts (uPlot; series from
 * core/awards revenueComparisons), the Bid Summary text; Export saves a PNG; Edit opens the form
 * (Save, Close) for the roles the endpoint table lets save. Its amounts and charts add lots, so they are in
 * the auction's currency at the lots' FX rates, labelled so when some lot is in another currency.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { z } from 'zod';
import { reportRoutes, type AwardSummaryFields } from '../../../../../contract/reports';
import { easternMidnightOf, formatEasternDate } from '../../../../../core/clock/eastern-time';
import { revenueComparisons } from './revenue-comparison';
import { MSG, reportExportFileName } from '../../../../../core/domain/messages';
import { NOT_YET_ENTERED, REPORT_NOT_LOADED } from '../../../../../core/domain/staff-messages';
import { BarChart } from '../../../components/bar-chart';
import { Button } from '../../../components/button';
import { CardForm } from '../../../components/card-form';
import { DatePicker } from '../../../components/date-picker';
import { FormMessage, TextField } from '../../../components/form-field';
import { PieChart } from '../../../components/pie-chart';
import { notify, LONG_TOAST_MS } from '../../../components/toast';
import { freeTextsTooLong } from '../../../../../core/validation/text-limit-fields';
import { readSummaryAmounts, summaryFigureAmount } from '../../../../../core/validation/award-summary-amounts';
import { apiCall } from '../../../lib/api-call';
import { bodyFieldErrors, firstFieldErrors } from '../../../lib/body-check';
import { saveBlob } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { useRouteQuery } from '../../../lib/use-api-query';
import { reportPng } from '../api/png-export';
import { moneyIn, useEditingReported, useExport, type ReportProps } from '../hooks/report-context';
import { useUnsavedChanges } from '../../../lib/use-unsaved-changes';
import { convertedTotalLabel } from '../../../../../core/money/fx';
import { mayEditAwardSummary } from '../hooks/report-editing';

type Fields = z.output<typeof AwardSummaryFields>;

function useLogo(which: 'providerLogo' | 'partnerLogo'): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    let made: string | null = null;
    void apiCall(reportRoutes[which], {}).then((res) => {
      // A failed logo load clears the logo (spec §8).
      if (res.ok) setUrl((made = URL.createObjectURL(res.data.blob)));
      else setUrl(null);
    });
    return () => {
      if (made) URL.revokeObjectURL(made);
    };
  }, [which]);
  return url;
}

const LabelValueTable = ({ caption, rows }: { caption: string; rows: readonly (readonly [string, string])[] }) => (
  <div className="table-wrap" tabIndex={0} role="region" aria-label={caption}>
    <table className="data wrap">
      <caption>{caption}</caption>
      <tbody>
        {rows.map(([label, value]) => (
          <tr key={label}>
            <th scope="row">{label}</th>
            <td>{value}</td>
          </tr>
        ))}
      </tbody>
    </table>
  </div>
);

export function AwardSummaryReport({ auction, exportSlot, inSelector, onEditing }: ReportProps) {
  const s = useSession();
  const { data, loading, error, reload } = useRouteQuery(reportRoutes.awardSummary, { params: { auctionId: auction.id } });
  const [editing, setEditing] = useState(false);
  const provider = useLogo('providerLogo');
  const partner = useLogo('partnerLogo');
  const viewRef = useRef<HTMLDivElement>(null);
  const money = moneyIn(data?.currency ?? auction.currency);
  const run = useCallback(async () => {
    if (!viewRef.current) return;
    const png = await reportPng(viewRef.current, `Award Summary - ${auction.auctionName}`);
    if (png) saveBlob(png, reportExportFileName('Award Summary', auction.auctionName, 'png'));
    else notify('error', MSG.UNABLE_TO_SAVE, { title: MSG.EXPORT_FAIL, durationMs: LONG_TOAST_MS });
  }, [auction.auctionName]);
  useExport(exportSlot, data && !editing ? run : null);
  useEditingReported(onEditing, editing);
  if (loading) return <p role="status">Loading…</p>;
  // A refusal (a Client: the API answers 403) or a failed load says so instead of loading forever.
  if (!data)
    return (
      <p role="alert" className="warning">
        {error || REPORT_NOT_LOADED}
      </p>
    );
  if (editing)
    return (
      <AwardSummaryForm
        auctionId={auction.id}
        initial={data.auctionSummary}
        onClose={(saved) => {
          setEditing(false);
          if (saved) void reload();
        }}
      />
    );
  const fmt = (v: string) => money(v);
  const converted = (label: string) => convertedTotalLabel(label, data.currency, data.converted);
  // A portfolio figure is an amount in the auction's currency (validated on save); text stored before
  // that rule (not an amount) shows as it was typed.
  const figure = ([label, v]: readonly [string, string]) => {
    const amount = label === 'Portfolios Title' ? null : summaryFigureAmount(v);
    return [label, amount === null ? v : money(amount)] as const;
  };
  const totalDate = data.auctionSummary.totalAuctionDate;
  return (
    <div>
      <div className="toolbar">
        {mayEditAwardSummary(s.roles) && <Button onClick={() => setEditing(true)}>Edit</Button>}
        {!inSelector && (
          <Button variant="secondary" onClick={() => void run()}>
            Export as PNG
          </Button>
        )}
      </div>
      <div ref={viewRef}>
        <div className="logos">
          {provider ? <img src={provider} alt="Provider logo" /> : <span />}
          {partner ? <img src={partner} alt="Partner logo" /> : <span />}
        </div>
        <h2>{data.auctionName}</h2>
        <div className="report-grid">
          <LabelValueTable
            caption="Total Auction"
            rows={data.totalAuctionTable.map(([l, v]) => [l, l === 'Total Auction' && totalDate ? formatEasternDate(totalDate) : v] as const)}
          />
          <LabelValueTable
            caption="Auction Summary"
            rows={data.auctionSummaryTable.map(([l, v]) => (/Revenue|Estimate|Market Value/.test(l) ? ([converted(l), money(v)] as const) : ([l, l === 'Exclusive Premium %' ? `${v}%` : v] as const)))}
          />
          <LabelValueTable caption="Portfolios Table 1" rows={data.portfolio1Table.map(figure)} />
          <LabelValueTable caption="Portfolios Table 2" rows={data.portfolio2Table.map(figure)} />
        </div>
        <h2>High Bids</h2>
        <div className="report-grid">
          <PieChart title={converted('High Bids by Lendable Assets')} labels={data.lendableAssestsChart.labels} values={data.lendableAssestsChart.values} format={fmt} />
          <PieChart title={converted('High Bids by Revenue')} labels={data.breakdownByRevenueChart.labels} values={data.breakdownByRevenueChart.values} format={fmt} />
          <PieChart title={converted('Revenue by Counterparty')} labels={data.revenueByCounterpartyChart.labels} values={data.revenueByCounterpartyChart.values} format={fmt} />
        </div>
        <h2>Revenue Comparison</h2>
        <div className="report-grid">
          {revenueComparisons(data).map((c, i, all) => (
            // The last chart is the whole auction's (converted); the portfolio charts show the figures as typed.
            <BarChart key={c.title} title={i === all.length - 1 ? converted(c.title) : c.title} labels={c.labels} values={c.values} note={c.note} missing={NOT_YET_ENTERED} format={fmt} />
          ))}
        </div>
        <h2>Bid Summary</h2>
        <p data-bid-summary style={{ whiteSpace: 'pre-wrap' }} className={data.auctionSummary.bidSummary.trim() ? undefined : 'muted'}>
          {data.auctionSummary.bidSummary.trim() ? data.auctionSummary.bidSummary : NOT_YET_ENTERED}
        </p>
      </div>
    </div>
  );
}

const PORTFOLIO_FIELDS = [
  ['portfoliosTitle', 'Portfolios Title'],
  ['baseline', 'Baseline'],
  ['providerDiscretionary', 'Provider Discretionary'],
  ['auctionRevenue', 'Auction Revenue'],
] as const;

function AwardSummaryForm({ auctionId, initial, onClose }: { auctionId: number; initial: Fields; onClose: (saved: boolean) => void }) {
  const [f, setF] = useState<Fields>(initial);
  const [date, setDate] = useState(initial.totalAuctionDate ? formatEasternDate(initial.totalAuctionDate) : '');
  const [saving, setSaving] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set = (k: keyof Fields) => (v: string) => setF((x) => ({ ...x, [k]: v }));
  const initialDate = initial.totalAuctionDate ? formatEasternDate(initial.totalAuctionDate) : '';
  const dirty = date !== initialDate || (Object.keys(f) as (keyof Fields)[]).some((k) => k !== 'totalAuctionDate' && f[k] !== initial[k]);
  const { confirmLeave } = useUnsavedChanges(dirty && !saving);
  const save = async () => {
    const body = { ...f, auctionId, totalAuctionDate: date ? easternMidnightOf(date) : null };
    const { totalAuctionDate: _date, ...texts } = f;
    // Checked before sending as the server checks: the route's schema, core's free-text limit, then the amounts.
    const refused = firstFieldErrors(
      () => bodyFieldErrors(reportRoutes.awardSummarySave, body),
      () => freeTextsTooLong(texts),
      () => {
        const amounts = readSummaryAmounts(texts);
        return amounts.ok ? {} : amounts.fields;
      },
    );
    setErrors(refused);
    if (Object.keys(refused).length > 0) return notify('error', MSG.UNABLE_TO_SAVE);
    setSaving(true);
    const res = await apiCall(reportRoutes.awardSummarySave, { body });
    setSaving(false);
    if (res.ok) {
      notify('success', MSG.SAVED_SUCCESSFULLY);
      onClose(true);
    } else {
      setErrors(res.fields ?? {});
      notify('error', MSG.UNABLE_TO_SAVE);
    }
  };
  return (
    <CardForm label="Edit Award Summary" onSubmit={save}>
      <h2>Edit Award Summary</h2>
      <TextField label="Auction Market Value" value={f.auctionMarketValue} onChange={set('auctionMarketValue')} error={errors.auctionMarketValue} />
      <TextField label="Lotting Strategy" value={f.lottingStrategy} onChange={set('lottingStrategy')} error={errors.lottingStrategy} />
      <TextField label="Collateral Profile" value={f.collateralProfile} onChange={set('collateralProfile')} error={errors.collateralProfile} />
      <DatePicker label="Total Auction" value={date} onChange={setDate} />
      <div className="report-grid">
        {([1, 2] as const).map((n) => (
          <fieldset key={n} className="card">
            <legend>Portfolios Table {n}</legend>
            {PORTFOLIO_FIELDS.map(([key, label]) => (
              <TextField
                key={key}
                label={`${label} ${n}`}
                value={f[`${key}${n}`]}
                onChange={set(`${key}${n}`)}
                error={errors[`${key}${n}`]}
                inputMode={key === 'portfoliosTitle' ? undefined : 'decimal'}
              />
            ))}
          </fieldset>
        ))}
      </div>
      <div className="field">
        <label htmlFor="bid-summary">Bid Summary</label>
        <textarea
          id="bid-summary"
          className="input"
          rows={4}
          value={f.bidSummary}
          aria-invalid={Boolean(errors.bidSummary)}
          aria-describedby={errors.bidSummary ? 'bid-summary-err' : undefined}
          onChange={(e) => set('bidSummary')(e.target.value)}
        />
        <FormMessage id="bid-summary-err" text={errors.bidSummary} />
      </div>
      <div className="toolbar">
        <Button type="submit" disabled={saving}>
          Save
        </Button>
        <Button variant="secondary" onClick={() => confirmLeave() && onClose(false)}>
          Close
        </Button>
      </div>
    </CardForm>
  );
}
