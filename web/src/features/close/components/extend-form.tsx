/**
 * Extend bidding (Manager while the auction is live): the new end as a New York date and time,
 * turned into an instant with luxon (core/clock/eastern-time.ts, only in this staff chunk), and a reason.
 * The server decides (later than the current end, at least N minutes from now, a reason) and its words are
 * shown as they come: a field's next to the field, any other above the button, and on success its message.
 * The monitor's stream then shows the new end and the extension in the history.
 *
 * Once the auction is not live (it ended at the server's clock), the form stays where it was, disabled, with
 * the reason the server would give (`refusal`, EXTENSION_NOT_LIVE): a manager sees why it cannot extend.
 */
import { useId, useState, type FormEvent } from 'react';
import { closeRoutes, type CloseMonitor } from '../../../../../contract/close';
import { combineEasternDateTime } from '../../../../../core/clock/eastern-time';
import { wallTimeOfMs } from '../../../../../core/clock/eastern-format';
import { EXTENSION_INVALID_END, EXTENSION_REASON_MAX } from '../../../../../core/domain/staff-messages';
import { Button } from '../../../components/button';
import { apiCall } from '../../../lib/api-call';
import { fullSecondsOf } from '../close-format';

const MINUTE_MS = 60_000;
const STEP_MS = 5 * MINUTE_MS;

/** The proposed new end: 30 minutes after the current end, or the earliest allowed end plus 5 minutes if later, rounded up to 5 minutes. */
const proposedEnd = (endIso: string, nowMs: number, minimumMinutes: number): { date: string; time: string } => {
  const ms = Math.max(Date.parse(endIso) + 30 * MINUTE_MS, nowMs + (minimumMinutes + 5) * MINUTE_MS);
  const w = wallTimeOfMs(Math.ceil(ms / STEP_MS) * STEP_MS);
  return { date: `${w.year}-${w.month}-${w.day}`, time: `${w.hour}:${w.minute}` };
};

export function ExtendForm({ monitor, nowMs, refusal }: { monitor: CloseMonitor; nowMs: number; refusal: string | null }) {
  const id = useId();
  const [initial] = useState(() => proposedEnd(monitor.auctionEndDate, nowMs, monitor.minimumExtensionMinutes));
  const [date, setDate] = useState(initial.date);
  const [time, setTime] = useState(initial.time);
  const [reason, setReason] = useState('');
  const [fields, setFields] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setDone(null);
    setError(null);
    const until = combineEasternDateTime(date, time);
    if (until === null) return setFields({ until: EXTENSION_INVALID_END });
    setBusy(true);
    const res = await apiCall(closeRoutes.extend, { params: { auctionId: monitor.auctionId }, body: { until, reason } });
    setBusy(false);
    if (res.ok) {
      setFields({});
      setReason('');
      setDone(res.data.message);
      return;
    }
    setFields(res.fields ?? {});
    // A message that is not a field's (not live, no right, no answer) is shown above the button.
    if (!res.fields || !Object.values(res.fields).includes(res.message)) setError(res.message || 'The auction could not be extended.');
  };

  const untilError = fields.until;
  const reasonError = fields.reason;
  return (
    <section className="card close-extend" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Extend bidding</h2>
      <p>
        Current end: <strong>{fullSecondsOf(monitor.auctionEndDate)}</strong>
      </p>
      {refusal && (
        <p id={`${id}-refusal`} className="close-refusal">
          {refusal}
        </p>
      )}
      <form onSubmit={(e) => void submit(e)} noValidate aria-describedby={refusal ? `${id}-refusal` : undefined}>
        <fieldset className="plain-fieldset" disabled={busy || refusal !== null}>
          <div className="row" style={{ alignItems: 'flex-start' }}>
            <div className="field">
              <label htmlFor={`${id}-date`}>New end date (New York)</label>
              <input id={`${id}-date`} type="date" value={date} onChange={(e) => setDate(e.target.value)} aria-invalid={Boolean(untilError)} aria-describedby={`${id}-hint${untilError ? ` ${id}-until` : ''}`} />
            </div>
            <div className="field">
              <label htmlFor={`${id}-time`}>New end time (New York)</label>
              <input id={`${id}-time`} type="time" value={time} onChange={(e) => setTime(e.target.value)} aria-invalid={Boolean(untilError)} aria-describedby={`${id}-hint${untilError ? ` ${id}-until` : ''}`} />
            </div>
          </div>
          <p id={`${id}-hint`} className="field-hint">
            At least {monitor.minimumExtensionMinutes} minutes from now, and later than the current end.
          </p>
          {untilError && (
            <p id={`${id}-until`} className="field-error" role="alert">
              {untilError}
            </p>
          )}
          <div className="field">
            <label htmlFor={`${id}-reason`}>Reason</label>
            <textarea
              id={`${id}-reason`}
              rows={3}
              maxLength={EXTENSION_REASON_MAX}
              required
              value={reason}
              onChange={(e) => setReason(e.target.value)}
              aria-invalid={Boolean(reasonError)}
              aria-describedby={reasonError ? `${id}-reason-error` : undefined}
            />
            {reasonError && (
              <span id={`${id}-reason-error`} className="field-error" role="alert">
                {reasonError}
              </span>
            )}
          </div>
          {error && (
            <p className="field-error" role="alert">
              {error}
            </p>
          )}
          <Button type="submit" disabled={busy}>
            Confirm extension
          </Button>
          {/* Always rendered, so screen readers announce the message when it appears. */}
          <p role="status" className="close-extended">
            {done}
          </p>
        </fieldset>
      </form>
    </section>
  );
}
