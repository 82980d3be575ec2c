import { useEffect, useState, type FormEvent } from 'react';
import { useLocation } from 'wouter';
import { COLLATERAL_TYPES, CURRENCIES, TEMPLATES } from '../../../../../core/domain/entities';
import { MSG } from '../../../../../core/domain/messages';
import { LIVE_END_BY_EXTENSION } from '../../../../../core/domain/staff-messages';
import { auctionPhase } from '../../../../../core/clock/auction-clock';
import { Button } from '../../../components/button';
import { FormActions } from '../../../components/form-actions';
import { DatePicker } from '../../../components/date-picker';
import { Checkbox, FormMessage, SelectField, TextField } from '../../../components/form-field';
import { PageTitle } from '../../../components/page-title';
import { TimeSelect } from '../../../components/time-select';
import { notify } from '../../../components/toast';
import { AUCTION_SAVE_CLOSE_DELAY_MS, sleep } from '../../../lib/navigation';
import { useEditId } from '../../../lib/use-edit-id';
import { can } from '../../../lib/access';
import { updateSession, useSession } from '../../../lib/session';
import { loadAuction, saveAuction } from '../api/auctions-api';
import { BID_TYPE_ERROR_KEY, validateAuction } from '../../../../../core/validation/auction-form';
import { BID_KINDS_BY_FLAG_ORDER } from '../../../../../core/domain/bid-kinds';
import { DATE_FIELDS, toSaveBody, toScreen, withAuctionDate, type AuctionScreenState } from '../hooks/auction-form-state';
import { isSpecSaveFailure, withoutKeys } from '../../../lib/save-feedback';

/** `v` when it is one of `choices` (a select's own options), else `current`. */
const oneOf = <T extends string>(choices: readonly T[], v: string, current: T): T => choices.find((c) => c === v) ?? current;

/** Auction edit: creating switches the screen to edit mode with the new id; a save closes after 1.5 s. */
export default function AuctionEditPage() {
  const routeId = useEditId();
  const [auctionId, setAuctionId] = useState(routeId);
  const [, navigate] = useLocation();
  const session = useSession();
  const canSave = can(session.roles, 'saveAuction');
  const [form, setForm] = useState<AuctionScreenState>(() => toScreen({}, Date.now()));
  const [loadedStart, setLoadedStart] = useState<string | null>(null);
  const [loadedEnd, setLoadedEnd] = useState<string | null>(null);
  // A live auction's times move only through Extend bidding on the Close Monitor (the server refuses them here too).
  const phase = loadedStart !== null && loadedEnd !== null ? auctionPhase(loadedStart, loadedEnd, Date.now()) : null;
  const live = phase === 'LIVE';
  const [clients, setClients] = useState<{ id: number; clientName: string; clientCode: string }[]>([]);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    void loadAuction(routeId).then((r) => {
      if (!r.ok || !r.data) return;
      setClients(r.data.clients);
      if (routeId > 0) {
        setForm(toScreen(r.data, Date.now()));
        setLoadedStart(r.data.auctionStartDate ?? null);
        setLoadedEnd(r.data.auctionEndDate ?? null);
        const client = r.data.esecAucClient;
        updateSession({ auctionId: r.data.id, auctionName: r.data.auctionName, allInFlag: r.data.allInFlag, logoURL: client?.clientCode ?? null });
      }
    });
  }, [routeId]);

  const set = <K extends keyof AuctionScreenState>(k: K, v: AuctionScreenState[K]) => {
    setForm((f) => (k === 'auctionDate' ? withAuctionDate(f, v as string) : { ...f, [k]: v }));
    // A changed value drops its stale message (the times and the end date share the start/end rule).
    setErrors((e) => withoutKeys(e, k === 'startTime' || k === 'endTime' || k === 'endDate' ? ['startTime', 'endTime', 'endDate'] : [k]));
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const body = toSaveBody(auctionId, form);
    const checked = validateAuction(body, { nowMs: Date.now(), existingStartDate: loadedStart });
    setErrors(checked.ok ? {} : (checked.fields ?? {}));
    if (!checked.ok) return;
    setSaving(true);
    const isNew = auctionId < 0;
    const res = await saveAuction(body);
    if (!res.ok) {
      setSaving(false);
      if (res.fields) setErrors(res.fields);
      // A refusal's code says its message is the spec's text (a duplicate name, terms frozen by bids);
      // any other failure is shown as the spec's "Unable to save. ERROR : …".
      return notify('error', isSpecSaveFailure(res) ? res.message : res.message ? `${MSG.UNABLE_TO_SAVE_ERROR} ${res.message}` : MSG.UNABLE_TO_SAVE);
    }
    const savedId = res.data;
    const client = clients.find((c) => String(c.id) === form.clientId);
    updateSession({ auctionId: savedId, auctionName: form.auctionName.trim(), allInFlag: form.allInFlag, logoURL: client?.clientCode ?? null });
    if (isNew) {
      setAuctionId(savedId);
      navigate(`/auctionedit/${savedId}`, { replace: true });
      notify('success', MSG.AUCTION_CREATED_SUCCESSFULLY);
    } else notify('success', MSG.CHANGES_SAVED_SUCCESSFULLY);
    await sleep(AUCTION_SAVE_CLOSE_DELAY_MS);
    navigate('/auctions');
  };

  const title = auctionId < 0 ? 'Create Auction' : 'Edit Auction';
  return (
    <div className="page">
      <div className="toolbar">
        <PageTitle text={title} />
        <span className="spacer" />
        {/* Re-auction: an ended auction's lots go to a new auction once their term ends (core/admin/auction-copy.ts). */}
        {phase === 'ENDED' && canSave && <Button onClick={() => navigate(`/auctioncopy/${auctionId}`)}>Copy to a new auction</Button>}
      </div>
      <form className="card" onSubmit={(e) => void submit(e)} noValidate>
        {/* A user who may not save sees the fields read-only (the fieldset disables every control). */}
        <fieldset className="plain-fieldset" disabled={!canSave}>
          <div className="grid-2">
            <TextField label="Auction Description" name="auctionName" value={form.auctionName} onChange={(v) => set('auctionName', v)} error={errors.auctionName} />
            <SelectField label="Client" name="clientId" value={form.clientId} onChange={(v) => set('clientId', v)} options={clients.map((c) => ({ value: String(c.id), label: c.clientName }))} placeholder="Select client" error={errors.clientId} />
            <SelectField label="Collateral Type" name="collateralType" value={form.collateralType} onChange={(v) => set('collateralType', v)} options={COLLATERAL_TYPES.map((c) => ({ value: c, label: c }))} placeholder="Select collateral type" error={errors.collateralType} />
            <SelectField label="Currency" name="currency" value={form.currency} onChange={(v) => set('currency', oneOf(CURRENCIES, v, form.currency))} options={CURRENCIES.map((c) => ({ value: c, label: c }))} />
          </div>
          <div className="grid-2">
            <fieldset className="plain-fieldset in-grid" disabled={live} aria-describedby={live ? 'live-times-note' : undefined}>
              <DatePicker label="Auction Date" value={form.auctionDate} onChange={(v) => set('auctionDate', v)} error={errors.auctionDate} />
              <TimeSelect label="Start Time" value={form.startTime} onChange={(v) => set('startTime', v)} error={errors.startTime} />
              <DatePicker label="End Date" value={form.endDate} onChange={(v) => set('endDate', v)} error={errors.endDate} />
              <TimeSelect label="End Time" value={form.endTime} onChange={(v) => set('endTime', v)} error={errors.endTime} />
              {live && (
                <p id="live-times-note" className="muted grid-row">
                  {LIVE_END_BY_EXTENSION}
                </p>
              )}
            </fieldset>
            {DATE_FIELDS.map(([k, label]) => (
              <DatePicker key={k} label={label} value={form[k]} onChange={(v) => set(k, v)} error={errors[k]} />
            ))}
          </div>
          <fieldset aria-describedby={errors[BID_TYPE_ERROR_KEY] ? 'bidtypes-err' : undefined}>
            <legend>Bid types (at least one of {BID_KINDS_BY_FLAG_ORDER.map((k) => k.flagLabel).join(', ')} is required)</legend>
            {BID_KINDS_BY_FLAG_ORDER.map((k) => (
              <Checkbox key={k.code} label={k.flagLabel} name={k.auctionFlag} checked={form[k.auctionFlag]} onChange={(v) => set(k.auctionFlag, v)} />
            ))}
            <FormMessage id="bidtypes-err" text={errors[BID_TYPE_ERROR_KEY]} />
          </fieldset>
          <div className="grid-2">
            <TextField label="Day Count" name="dayCount" type="number" value={form.dayCount} onChange={(v) => set('dayCount', v)} error={errors.dayCount} />
            <TextField label="BPS Reinvest" name="reinvest" type="number" value={form.reinvest} onChange={(v) => set('reinvest', v)} error={errors.reinvest} />
            <SelectField label="Info Center Template" name="template" value={form.template} onChange={(v) => set('template', oneOf(TEMPLATES, v, form.template))} options={TEMPLATES.map((t) => ({ value: t, label: t }))} />
            <p>
              Info Center: <strong>{form.aicapprovalFlag ? 'Complete' : 'Incomplete'}</strong>
            </p>
          </div>
          <Checkbox label="Minimum Guarantee" name="minGuarantee" checked={form.minGuarantee} onChange={(v) => set('minGuarantee', v)} />
        </fieldset>
        <FormActions saving={saving} canSave={canSave} onClose={() => navigate('/auctions')} />
      </form>
    </div>
  );
}
