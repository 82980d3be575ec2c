import { useEffect, useId, useState } from 'react';
import { countOf, MSG } from '../../../../../core/domain/messages';
import { invalidCcMessage, noInviteRecipients } from '../../../../../core/domain/staff-messages';
import { invalidCcAddresses } from '../../../../../core/validation/invite-addresses';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { ActionDialog } from '../../../components/dialog';
import { FormMessage, SelectField } from '../../../components/form-field';
import { notify } from '../../../components/toast';
import { freeTextsTooLong } from '../../../../../core/validation/text-limit-fields';
import { inviteeRoutes } from '../../../../../contract/admin-invitees';
import { bodyFieldErrors, firstFieldErrors } from '../../../lib/body-check';
import { EMAIL_SUBJECTS, invitePopup, invitePopupUsers, sendInvites, type BorrowerRef, type EmailSubject, type InvitePopup, type Recipient } from '../api/invitees-api';

/** Email dialog: subject choice, To list (approved borrowers to check), Cc, body, Cancel, Send Email. */
export function EmailDialog({ auctionId, approved, open, onClose }: { auctionId: number; approved: BorrowerRef[]; open: boolean; onClose: () => void }) {
  const [subject, setSubject] = useState<EmailSubject>('Bid Invite');
  const [popup, setPopup] = useState<InvitePopup | null>(null);
  /** The subject's recipients, null while they load. */
  const [recipients, setRecipients] = useState<Recipient[] | null>(null);
  const [to, setTo] = useState<Set<number>>(new Set());
  const [cc, setCc] = useState('');
  const [text, setText] = useState('');
  const [error, setError] = useState('');
  const [confirming, setConfirming] = useState(false);
  const ccId = useId();
  const bodyId = useId();

  useEffect(() => {
    if (!open) return;
    void invitePopup(auctionId).then((r) => {
      if (!r.ok) return notify('error', MSG.UNABLE_TO_LOAD_EMAIL_TEMPLATE);
      setPopup(r.data);
      setCc(r.data.cc ?? '');
      setText(r.data.bidTemplate ?? '');
    });
    setTo(new Set(approved.map((b) => b.id)));
  }, [open, auctionId, approved]);

  useEffect(() => {
    if (!open) return;
    setRecipients(null);
    void invitePopupUsers(subject, auctionId).then((r) => {
      if (!r.ok) return notify('error', MSG.UNABLE_TO_GET_EMAIL_RECIPIENT_LIST);
      setRecipients(r.data);
    });
    if (popup) setText(subject === 'AIC Invite' ? popup.aicTemplate : popup.bidTemplate);
  }, [open, subject, auctionId, popup]);

  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const body = { text, subject, cc, borrowerIds: [...to] };
  const trySend = () => {
    // Checked before asking, as the server checks: the route's schema, then the service's text limits.
    // A Cc entry that is not an address is caught here, before "Are you sure", in the server's words.
    const badCc = invalidCcAddresses(cc);
    const refused = firstFieldErrors(
      () => bodyFieldErrors(inviteeRoutes.sendInvites, body),
      () => freeTextsTooLong({ text, cc }),
      (): Record<string, string> => (badCc.length > 0 ? { cc: invalidCcMessage(badCc) } : {}),
    );
    setFieldErrors(refused);
    if (Object.keys(refused).length > 0) return notify('error', MSG.UNABLE_TO_SEND_EMAILS);
    if (to.size === 0) return setError(MSG.NO_APPROVED_BORROWER_CHECKED_FOR_INVITE);
    setError('');
    setConfirming(true);
  };
  const send = async () => {
    setConfirming(false);
    const res = await sendInvites(auctionId, body);
    if (!res.ok) return notify('error', res.code === 'INVALID_EMAIL' ? MSG.UNABLE_TO_SEND_EMAILS_DUE_TO_INVALID_EMAIL : MSG.UNABLE_TO_SEND_EMAILS);
    notify('success', MSG.SENT_EMAILS_SUCCESSFULLY);
    onClose();
  };
  const count = (b: BorrowerRef) => (recipients ?? []).filter((r) => r.borrowerId === b.id).length;
  // Nobody to send to (an AIC Invite where no checked borrower has an AIC user): Send is disabled with the reason.
  const checkedRecipients = approved.filter((b) => to.has(b.id)).reduce((n, b) => n + count(b), 0);
  const noRecipients = recipients !== null && to.size > 0 && checkedRecipients === 0 ? noInviteRecipients(subject) : undefined;
  return (
    <>
      <ActionDialog open={open && !confirming} title="Email" onCancel={onClose} actionLabel="Send Email" onAction={trySend} disabledReason={noRecipients}>
        <SelectField label="Subject" name="subject" value={subject} onChange={(v) => setSubject(v as EmailSubject)} options={EMAIL_SUBJECTS.map((s) => ({ value: s, label: s }))} />
        <fieldset aria-describedby={error ? 'to-err' : undefined}>
          <legend>To (approved borrowers)</legend>
          {approved.map((b) => (
            <label key={b.id} className="check" style={{ display: 'flex' }}>
              <input
                type="checkbox"
                checked={to.has(b.id)}
                onChange={(e) => {
                  const next = new Set(to);
                  if (e.target.checked) next.add(b.id);
                  else next.delete(b.id);
                  setTo(next);
                }}
              />
              {b.companyName} <span className="muted">({countOf(count(b), 'recipient')})</span>
            </label>
          ))}
          <FormMessage id="to-err" text={error} />
          {noRecipients && (
            <p className="muted" role="status">
              {noRecipients}
            </p>
          )}
        </fieldset>
        <div className="field">
          <label htmlFor={ccId}>Cc</label>
          <input id={ccId} value={cc} aria-invalid={Boolean(fieldErrors.cc)} aria-describedby={fieldErrors.cc ? `${ccId}-err` : undefined} onChange={(e) => setCc(e.target.value)} />
          <FormMessage id={`${ccId}-err`} text={fieldErrors.cc} />
        </div>
        <div className="field">
          <label htmlFor={bodyId}>Body</label>
          <textarea id={bodyId} rows={10} value={text} aria-invalid={Boolean(fieldErrors.text)} aria-describedby={fieldErrors.text ? `${bodyId}-err` : undefined} onChange={(e) => setText(e.target.value)} />
          <FormMessage id={`${bodyId}-err`} text={fieldErrors.text} />
        </div>
      </ActionDialog>
      <ConfirmDialog open={confirming} title="Send Email" message={MSG.INVITE_EMAIL_SEND_CONFIRMATION} onConfirm={() => void send()} onCancel={() => setConfirming(false)} />
    </>
  );
}
