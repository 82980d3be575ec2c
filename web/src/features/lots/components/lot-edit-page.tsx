import { useEffect, useState, type FormEvent } from 'react';
import { useLocation } from 'wouter';
import { CURRENCIES, DOMICILES, SECURITY_TYPES, type CurrencyCode } from '../../../../../core/domain/entities';
import { comboMarketValue } from '../../../../../core/money/fx';
import { MSG } from '../../../../../core/domain/messages';
import { validateLot, type LotSaveInput } from '../../../../../core/validation/lot-form';
import { FormActions } from '../../../components/form-actions';
import { Checkbox, MultiSelectField, SelectField, TextField } from '../../../components/form-field';
import { PageTitle } from '../../../components/page-title';
import { notify } from '../../../components/toast';
import { SAVE_CLOSE_DELAY_MS, sleep } from '../../../lib/navigation';
import { useEditId } from '../../../lib/use-edit-id';
import { useSession } from '../../../lib/session';
import { blankLot, loadLot, saveLot, type AssetClassChoice, type LotFormAnswer } from '../api/lots-api';
import { saveFailureText, withoutKeys } from '../../../lib/save-feedback';
import { LotHoldingsEditor } from './lot-holdings-editor';

/** The form's text values; numbers stay text until core/validation reads them. */
type LotScreen = {
  lotNumber: string;
  lotName: string;
  assetClassId: string;
  marketValue: string;
  assumedPct: string;
  currency: string;
  fxRate: string;
  termDays: string;
  termDisp: string;
  secType: string;
  domicile: string;
  comboFlag: boolean;
  comboLotIds: number[];
  eslBps: string;
  incumbent: string;
  concRisk: string;
  grossDividend: string;
  taxRate: string;
  datalendDiscretionary: string;
  accountCode: string;
  seasonalAnalysis: string;
  specialsAnalysis: string;
  compBid: string;
};

const str = (v: string | number | boolean | null | undefined): string => (v === null || v === undefined ? '' : String(v));
const toScreen = (l: Partial<LotSaveInput>): LotScreen => ({
  lotNumber: str(l.lotNumber),
  lotName: str(l.lotName),
  assetClassId: str(l.assetClassId),
  marketValue: str(l.marketValue),
  assumedPct: str(l.assumedPct),
  currency: str(l.currency) || 'USD',
  fxRate: str(l.fxRate),
  termDays: str(l.termDays),
  termDisp: str(l.termDisp),
  secType: str(l.secType),
  domicile: str(l.domicile),
  comboFlag: Boolean(l.comboFlag),
  comboLotIds: l.comboLotIds ?? [],
  eslBps: str(l.eslBps),
  incumbent: str(l.incumbent),
  concRisk: str(l.concRisk),
  grossDividend: str(l.grossDividend),
  taxRate: str(l.taxRate),
  datalendDiscretionary: str(l.datalendDiscretionary),
  accountCode: str(l.accountCode),
  seasonalAnalysis: str(l.seasonalAnalysis),
  specialsAnalysis: str(l.specialsAnalysis),
  compBid: str(l.compBid),
});
const nul = (s: string): string | null => (s.trim() === '' ? null : s.trim());
const toBody = (id: number, auctionId: number, s: LotScreen): LotSaveInput => ({
  id,
  auctionId,
  lotNumber: s.lotNumber,
  lotName: s.lotName,
  assetClassId: s.assetClassId ? Number(s.assetClassId) : null,
  marketValue: nul(s.marketValue),
  assumedPct: nul(s.assumedPct),
  currency: (s.currency || null) as LotSaveInput['currency'],
  fxRate: nul(s.fxRate),
  termDays: nul(s.termDays),
  termDisp: nul(s.termDisp),
  secType: (s.secType || null) as LotSaveInput['secType'],
  domicile: (s.domicile || null) as LotSaveInput['domicile'],
  comboFlag: s.comboFlag,
  comboLotIds: s.comboFlag ? s.comboLotIds : [],
  eslBps: nul(s.eslBps),
  incumbent: nul(s.incumbent),
  concRisk: nul(s.concRisk),
  grossDividend: nul(s.grossDividend),
  taxRate: nul(s.taxRate),
  datalendDiscretionary: nul(s.datalendDiscretionary),
  accountCode: nul(s.accountCode),
  seasonalAnalysis: nul(s.seasonalAnalysis),
  specialsAnalysis: nul(s.specialsAnalysis),
  compBid: nul(s.compBid),
});

const currencyCodes = (a: LotFormAnswer): string[] => {
  const list = a.currencies.map((c) => c.currencyCode);
  return list.length ? list : [...CURRENCIES];
};

/** The combo's market value as the server will compute it from the chosen lots (core/money/fx.ts), or '' when it cannot yet. */
const comboPreview = (form: LotScreen, lots: readonly OtherLot[], auctionCurrency: CurrencyCode | null): string => {
  if (!auctionCurrency) return '';
  const chosen = lots.filter((l) => form.comboLotIds.includes(l.id));
  try {
    return comboMarketValue({ currency: form.currency, fxRate: form.fxRate.trim() || null }, chosen, auctionCurrency);
  } catch {
    return ''; // a rate is missing or not a number: the save names the field
  }
};

type OtherLot = LotFormAnswer['otherLots'][number];

const NUMERIC: readonly (readonly [keyof LotScreen, string, string?])[] = [
  ['marketValue', 'Market Value'],
  ['assumedPct', 'Assumed % on loan', MSG.PERCENT_FIELD_HINT],
  ['fxRate', 'FX Rate', MSG.FX_RATE_HINT],
  ['termDays', 'Term Days'],
  ['termDisp', 'Term Disp'],
  ['eslBps', 'Comparison BPS'],
  ['datalendDiscretionary', 'Datalend Discretionary'],
  ['compBid', 'Comp Bid'],
];
const TEXTS: readonly (readonly [keyof LotScreen, string])[] = [
  ['incumbent', 'Incumbent'],
  ['concRisk', 'Concentration Risk'],
  ['accountCode', 'Account Code'],
  ['seasonalAnalysis', 'Seasonal Analysis'],
  ['specialsAnalysis', 'Specials Analysis'],
];

export default function LotEditPage() {
  const lotId = useEditId();
  const [, navigate] = useLocation();
  const session = useSession();
  const [auctionId, setAuctionId] = useState<number | null>(session.auctionId);
  const [allIn, setAllIn] = useState(session.allInFlag);
  const [form, setForm] = useState<LotScreen>(() => toScreen({}));
  const [assetClasses, setAssetClasses] = useState<AssetClassChoice[]>([]);
  const [currencies, setCurrencies] = useState<string[]>([...CURRENCIES]);
  const [otherLots, setOtherLots] = useState<OtherLot[]>([]);
  const [auctionCurrency, setAuctionCurrency] = useState<CurrencyCode | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    const load = lotId > 0 ? loadLot(lotId) : session.auctionId ? blankLot(session.auctionId) : null;
    void load?.then((r) => {
      if (!r.ok) return;
      const d = r.data;
      setAssetClasses(d.assetClasses);
      setCurrencies(currencyCodes(d));
      setOtherLots(d.otherLots.filter((l) => l.id !== lotId));
      setAllIn(d.allInFlag);
      setAuctionCurrency(d.auctionCurrency);
      if (lotId > 0) setForm(toScreen(d));
      setAuctionId(d.auctionId);
    });
  }, [lotId, session.auctionId]);

  const set = <K extends keyof LotScreen>(k: K, v: LotScreen[K]) => {
    setForm((f) => ({ ...f, [k]: v }));
    setErrors((e) => withoutKeys(e, [k]));
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!auctionId) return notify('warning', 'Select an auction on the Lots screen first.');
    const body = toBody(lotId, auctionId, form);
    const checked = validateLot(body, { allInFlag: allIn, auctionCurrency: auctionCurrency ?? (body.currency || 'USD') });
    setErrors(checked.ok ? {} : (checked.fields ?? {}));
    if (!checked.ok) return;
    setSaving(true);
    const res = await saveLot(body);
    if (!res.ok) {
      setSaving(false);
      if (res.fields) setErrors(res.fields);
      return notify('error', res.code === 'HAS_BIDS' ? MSG.LOT_HAS_BIDS : saveFailureText(res));
    }
    notify('success', MSG.SAVED_SUCCESSFULLY);
    await sleep(SAVE_CLOSE_DELAY_MS);
    navigate('/lots');
  };

  return (
    <div className="page">
      <PageTitle text={lotId > 0 ? 'Edit Lot' : 'Create Lot'} />
      <p className="muted">{session.auctionName}</p>
      <form className="card" onSubmit={(e) => void submit(e)} noValidate>
        <div className="grid-2">
          <TextField label="Lot Number" name="lotNumber" value={form.lotNumber} onChange={(v) => set('lotNumber', v)} error={errors.lotNumber} />
          <TextField label="Lot Name" name="lotName" value={form.lotName} onChange={(v) => set('lotName', v)} error={errors.lotName} />
          <SelectField label="Asset Class" name="assetClassId" value={form.assetClassId} onChange={(v) => set('assetClassId', v)} options={assetClasses.map((a) => ({ value: String(a.id), label: a.acFormDescr }))} placeholder="Select asset class" error={errors.assetClassId} />
          <SelectField label="Currency" name="currency" value={form.currency} onChange={(v) => set('currency', v)} options={currencies.map((c) => ({ value: c, label: c }))} placeholder="Select currency" error={errors.currency} />
          <SelectField label="Security Type" name="secType" value={form.secType} onChange={(v) => set('secType', v)} options={Object.entries(SECURITY_TYPES).map(([k, v]) => ({ value: k, label: `${k} - ${v}` }))} placeholder="None" />
          <SelectField label="Domicile" name="domicile" value={form.domicile} onChange={(v) => set('domicile', v)} options={Object.entries(DOMICILES).map(([k, v]) => ({ value: k, label: `${k} - ${v}` }))} placeholder="None" />
          {NUMERIC.map(([k, label, hint]) =>
            k === 'marketValue' && form.comboFlag ? (
              // A combo's market value is computed from its lots, never typed.
              <TextField key={k} label={label} name={k} type="number" value={comboPreview(form, otherLots, auctionCurrency)} onChange={() => undefined} disabled hint={MSG.COMBO_MARKET_VALUE_HINT} error={errors[k]} />
            ) : (
              <TextField key={k} label={label} name={k} type="number" value={String(form[k])} onChange={(v) => set(k, v as never)} error={errors[k]} hint={k === 'fxRate' && auctionCurrency ? `${hint ?? ''} (${auctionCurrency} per 1 ${form.currency || 'unit'})`.trim() : hint} />
            ),
          )}
          {allIn && (
            <>
              <TextField label="Gross Dividend" name="grossDividend" type="number" value={form.grossDividend} onChange={(v) => set('grossDividend', v)} error={errors.grossDividend} />
              <TextField label="Tax Rate" name="taxRate" type="number" value={form.taxRate} onChange={(v) => set('taxRate', v)} error={errors.taxRate} hint={MSG.PERCENT_FIELD_HINT} />
            </>
          )}
          {TEXTS.map(([k, label]) => (
            <TextField key={k} label={label} name={k} value={String(form[k])} onChange={(v) => set(k, v as never)} error={errors[k]} />
          ))}
        </div>
        <Checkbox label="Combo lot" name="comboFlag" checked={form.comboFlag} onChange={(v) => set('comboFlag', v)} />
        {form.comboFlag && (
          <MultiSelectField
            label="Combo Lots (lots this combo covers)"
            value={form.comboLotIds}
            onChange={(ids) => set('comboLotIds', ids)}
            options={otherLots.map((l) => ({ id: l.id, label: `${l.lotNumber} ${l.lotName}` }))}
            error={errors.comboLotIds}
            minHeight={140}
          />
        )}
        <FormActions saving={saving} onClose={() => navigate('/lots')} />
      </form>
      {lotId > 0 && !form.comboFlag && <LotHoldingsEditor lotId={lotId} />}
    </div>
  );
}
