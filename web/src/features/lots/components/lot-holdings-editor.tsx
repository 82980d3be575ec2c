/**
 * The lot screen's holdings: one row per holding (identifiers, issuer, quantity, price, currency), checked
 * by core's rules before sending and saved all together (any refused row refuses all, named by row and
 * field), with the lot's market value beside the sum of its holdings.
 */
import { useEffect, useState } from 'react';
import { CURRENCIES } from '../../../../../core/domain/entities';
import { QUANTITY_KINDS } from '../../../../../core/holdings/holding';
import { validateHoldingRows } from '../../../../../core/holdings/holding-rules';
import { formatMoney } from '../../../../../core/money/format';
import { MSG } from '../../../../../core/domain/messages';
import { Button } from '../../../components/button';
import { CellInput } from '../../../components/form-field';
import { notify } from '../../../components/toast';
import { saveFailureText } from '../../../lib/save-feedback';
import { loadLotHoldings, saveLotHoldings, type LotHoldingsAnswer } from '../api/holdings-api';

type Row = { isin: string; cusip: string; sedol: string; figi: string; issuerName: string; issuerLei: string; quantity: string; quantityKind: string; price: string; currency: string };
const COLUMNS: ReadonlyArray<[keyof Row, string]> = [
  ['isin', 'ISIN'],
  ['cusip', 'CUSIP'],
  ['sedol', 'SEDOL'],
  ['figi', 'FIGI'],
  ['issuerName', 'Issuer Name'],
  ['issuerLei', 'Issuer LEI'],
  ['quantity', 'Quantity'],
  ['quantityKind', 'Quantity Type'],
  ['price', 'Price'],
  ['currency', 'Currency'],
];

const blankRow = (currency: string): Row => ({ isin: '', cusip: '', sedol: '', figi: '', issuerName: '', issuerLei: '', quantity: '', quantityKind: 'SHARES', price: '', currency });
const rowsOf = (a: LotHoldingsAnswer): Row[] =>
  a.holdings.map((h) => ({ isin: h.isin ?? '', cusip: h.cusip ?? '', sedol: h.sedol ?? '', figi: h.figi ?? '', issuerName: h.issuerName, issuerLei: h.issuerLei ?? '', quantity: h.quantity, quantityKind: h.quantityKind, price: h.price, currency: h.currency }));

const STATUS_TEXT: Record<LotHoldingsAnswer['comparison']['status'], string> = {
  NO_HOLDINGS: 'No holdings yet.',
  WITHIN_TOLERANCE: 'The holdings add up to the market value, within the tolerance.',
  BEYOND_TOLERANCE: 'The holdings differ from the market value beyond the tolerance.',
  OTHER_CURRENCIES: "Some holdings are in another currency than the lot's: they are not compared.",
};

export function LotHoldingsEditor({ lotId }: { lotId: number }) {
  const [answer, setAnswer] = useState<LotHoldingsAnswer | null>(null);
  const [rows, setRows] = useState<Row[]>([]);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  useEffect(() => {
    void loadLotHoldings(lotId).then((r) => {
      if (!r.ok) return;
      setAnswer(r.data);
      setRows(rowsOf(r.data));
    });
  }, [lotId]);
  if (!answer) return null;
  const set = (i: number, k: keyof Row, v: string) => setRows((rs) => rs.map((r, j) => (j === i ? { ...r, [k]: v } : r)));
  const save = async () => {
    const checked = validateHoldingRows(rows);
    setErrors(checked.ok ? {} : (checked.fields ?? {}));
    if (!checked.ok) return notify('error', checked.message);
    setSaving(true);
    const res = await saveLotHoldings(lotId, rows);
    setSaving(false);
    if (!res.ok) {
      setErrors(res.fields ?? {});
      return notify('error', saveFailureText(res));
    }
    setAnswer(res.data);
    setRows(rowsOf(res.data));
    notify('success', MSG.SAVED_SUCCESSFULLY);
  };
  const c = answer.comparison;
  return (
    <section className="card" aria-label="Holdings">
      <h2>Holdings</h2>
      <p className={c.status === 'BEYOND_TOLERANCE' || c.status === 'OTHER_CURRENCIES' ? 'warning-text' : 'muted'} role="status">
        Market value {formatMoney(c.marketValue, c.currency)}; holdings {formatMoney(c.holdingsValue, c.currency)}
        {c.differencePct !== null ? ` (difference ${c.differencePct}%)` : ''}. {STATUS_TEXT[c.status]}
      </p>
      <div className="table-wrap">
        <table className="data">
          <thead>
            <tr>
              {COLUMNS.map(([, label]) => (
                <th key={label}>{label}</th>
              ))}
              <th>
                <span className="sr-only">Remove</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((r, i) => (
              <tr key={i}>
                {COLUMNS.map(([k, label]) => (
                  <td key={k}>
                    {k === 'quantityKind' || k === 'currency' ? (
                      <select className="input" aria-label={`${label} of row ${i + 1}`} value={r[k]} onChange={(e) => set(i, k, e.target.value)}>
                        {(k === 'currency' ? CURRENCIES : QUANTITY_KINDS).map((o) => (
                          <option key={o} value={o}>
                            {o}
                          </option>
                        ))}
                      </select>
                    ) : (
                      <CellInput label={`${label} of row ${i + 1}`} value={r[k]} onChange={(v) => set(i, k, v)} error={errors[`rows.${i}.${k}`]} />
                    )}
                  </td>
                ))}
                <td>
                  <Button variant="link" aria-label={`Remove row ${i + 1}`} onClick={() => setRows((rs) => rs.filter((_, j) => j !== i))}>
                    Remove
                  </Button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div className="row">
        <Button variant="secondary" onClick={() => setRows((rs) => [...rs, blankRow(answer.currency)])}>
          Add Holding
        </Button>
        <Button disabled={saving} onClick={() => void save()}>
          Save Holdings
        </Button>
      </div>
    </section>
  );
}
