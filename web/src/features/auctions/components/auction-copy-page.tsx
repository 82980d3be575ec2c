import { useEffect, useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useLocation } from 'wouter';
import { MSG } from '../../../../../core/domain/messages';
import { defaultCopyName, validateAuction } from '../../../../../core/validation/auction-form';
import { DatePicker } from '../../../components/date-picker';
import { FormActions } from '../../../components/form-actions';
import { TextField } from '../../../components/form-field';
import { PageTitle } from '../../../components/page-title';
import { TimeSelect } from '../../../components/time-select';
import { notify } from '../../../components/toast';
import { updateSession } from '../../../lib/session';
import { saveFailureText, withoutKeys } from '../../../lib/save-feedback';
import { routeKey } from '../../../lib/use-api-query';
import { useEditId } from '../../../lib/use-edit-id';
import { auctionRoutes } from '../../../../../contract/admin-auctions';
import { copyAuction, loadAuction } from '../api/auctions-api';
import { DATE_FIELDS, toSaveBody, toScreen, withAuctionDate, type AuctionScreenState } from '../hooks/auction-form-state';

type CopyField = 'auctionName' | 'auctionDate' | 'startTime' | 'endDate' | 'endTime' | (typeof DATE_FIELDS)[number][0];

/**
 * Copy to a new auction (re-auction): an ended auction's settings, lots, invitees and documents go to
 * a new draft with the dates chosen here; the save lands on the new auction's edit screen.
 */
export default function AuctionCopyPage() {
  const sourceId = useEditId();
  const [, navigate] = useLocation();
  const queries = useQueryClient();
  const [oldName, setOldName] = useState('');
  // The old auction's form with a new auction's dates: the whole form, so the browser checks the dates by the form's own rules.
  const [form, setForm] = useState<AuctionScreenState | null>(null);
  const [nameEdited, setNameEdited] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    void loadAuction(sourceId).then((r) => {
      if (!r.ok || !r.data) return;
      const fresh = toScreen({}, Date.now());
      // From today on, as long as the old auction ran (its times kept); the other dates as a new form has them.
      const moved = withAuctionDate(toScreen(r.data, Date.now()), fresh.auctionDate);
      setOldName(r.data.auctionName);
      setForm({
        ...moved,
        auctionName: defaultCopyName(r.data.auctionName, fresh.auctionDate),
        ...Object.fromEntries(DATE_FIELDS.map(([k]) => [k, fresh[k]])),
        aicapprovalFlag: false,
        awardConfirmFlag: false,
      });
    });
  }, [sourceId]);

  const set = (k: CopyField, v: string) => {
    if (k === 'auctionName') setNameEdited(true);
    setForm((f) => {
      if (!f) return f;
      if (k !== 'auctionDate') return { ...f, [k]: v };
      // The default name follows the date until the name is edited.
      const moved = withAuctionDate(f, v);
      return nameEdited ? moved : { ...moved, auctionName: defaultCopyName(oldName, v) };
    });
    setErrors((e) => withoutKeys(e, k === 'startTime' || k === 'endTime' || k === 'endDate' ? ['startTime', 'endTime', 'endDate'] : [k]));
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!form) return;
    const whole = toSaveBody(-1, form);
    const checked = validateAuction(whole, { nowMs: Date.now() });
    setErrors(checked.ok ? {} : (checked.fields ?? {}));
    if (!checked.ok) return;
    setSaving(true);
    const { auctionName, auctionDate, startTime, endTime, endDate, marketValueDate, termStartDate, termEndDate, datalendEstimateDate, discretionaryEstimateDate } = whole;
    const res = await copyAuction(sourceId, { auctionName, auctionDate, startTime, endTime, endDate, marketValueDate, termStartDate, termEndDate, datalendEstimateDate, discretionaryEstimateDate });
    setSaving(false);
    if (!res.ok) {
      if (res.fields) setErrors(res.fields);
      return notify('error', saveFailureText(res));
    }
    void queries.invalidateQueries({ queryKey: routeKey(auctionRoutes.active) });
    updateSession({ auctionId: res.data, auctionName: form.auctionName.trim(), allInFlag: form.allInFlag });
    notify('success', MSG.AUCTION_CREATED_SUCCESSFULLY);
    navigate(`/auctionedit/${res.data}`);
  };

  return (
    <div className="page">
      <PageTitle text="Copy to a New Auction" />
      <p>
        Copies <strong>{oldName}</strong> with its lots, holdings, approved borrowers, e-mail list and information-centre documents into a new auction.
        Bids and awards are not copied. Choose the new auction's dates; empty term dates follow from the auction date.
      </p>
      {form && (
        <form className="card" onSubmit={(e) => void submit(e)} noValidate>
          <TextField label="Auction Description" name="auctionName" value={form.auctionName} onChange={(v) => set('auctionName', v)} error={errors.auctionName} />
          <div className="grid-2">
            <DatePicker label="Auction Date" value={form.auctionDate} onChange={(v) => set('auctionDate', v)} error={errors.auctionDate} />
            <TimeSelect label="Start Time" value={form.startTime} onChange={(v) => set('startTime', v)} error={errors.startTime} />
            <DatePicker label="End Date" value={form.endDate} onChange={(v) => set('endDate', v)} error={errors.endDate} />
            <TimeSelect label="End Time" value={form.endTime} onChange={(v) => set('endTime', v)} error={errors.endTime} />
            {DATE_FIELDS.map(([k, label]) => (
              <DatePicker key={k} label={label} value={form[k]} onChange={(v) => set(k, v)} error={errors[k]} />
            ))}
          </div>
          <FormActions saving={saving} onClose={() => navigate(`/auctionedit/${sourceId}`)} />
        </form>
      )}
    </div>
  );
}
