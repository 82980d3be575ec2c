/** Unconfirm's Reason dialog (spec §2.10, §5): a textarea of at most 900 characters, Cancel and Save; core checks and normalises the reason (empty → one space). */
import { useId, useState } from 'react';
import { UNCONFIRM_REASON_MAX, validateUnconfirmReason } from '../../../../../core/awards/award-save-rules';
import { ActionDialog } from '../../../components/dialog';

export function UnconfirmDialog({ open, onCancel, onSave }: { open: boolean; onCancel: () => void; onSave: (reason: string) => void }) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const id = useId();
  const save = () => {
    const checked = validateUnconfirmReason(reason);
    if (!checked.ok) return setError(checked.message);
    setReason('');
    setError(null);
    onSave(checked.value);
  };
  return (
    <ActionDialog open={open} title="Unconfirm Awards" onCancel={onCancel} actionLabel="Save" onAction={save}>
      <div className="field">
        <label htmlFor={id}>Reason</label>
        <textarea id={id} className="input" rows={5} cols={60} maxLength={UNCONFIRM_REASON_MAX} value={reason} onChange={(e) => setReason(e.target.value)} aria-describedby={`${id}-count`} />
        <span id={`${id}-count`} className="muted">
          {reason.length} / {UNCONFIRM_REASON_MAX}
        </span>
        {error && (
          <span role="alert" className="field-error">
            {error}
          </span>
        )}
      </div>
    </ActionDialog>
  );
}
