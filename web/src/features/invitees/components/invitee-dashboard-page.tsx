import { useEffect, useState } from 'react';
import { MSG } from '../../../../../core/domain/messages';
import { AuctionToolbar } from '../../../components/auction-toolbar';
import { Button } from '../../../components/button';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { notify } from '../../../components/toast';
import { TransferList, type TransferItem } from '../../../components/transfer-list';
import { useSession } from '../../../lib/session';
import { loadInvitees, saveInvitees, type BorrowerRef } from '../api/invitees-api';
import { EmailDialog } from './email-dialog';
import { EmailListDialog } from './email-list-dialog';

const items = (list: BorrowerRef[]): TransferItem[] => list.map((b) => ({ id: b.id, label: b.companyName })).sort((a, b) => a.label.localeCompare(b.label));

/** Invitee Dashboard: approve borrowers for the session's auction, then e-mail them. */
export default function InviteeDashboardPage() {
  const s = useSession();
  const auctionId = s.auctionId;
  const [eligible, setEligible] = useState<TransferItem[]>([]);
  const [approved, setApproved] = useState<TransferItem[]>([]);
  const [savedApproved, setSavedApproved] = useState<number[]>([]);
  const [dirty, setDirty] = useState(false);
  const [borrowers, setBorrowers] = useState<BorrowerRef[]>([]);
  const [emailOpen, setEmailOpen] = useState(false);
  const [listOpen, setListOpen] = useState(false);
  const [hasBidsAlert, setHasBidsAlert] = useState(false);
  const [version, setVersion] = useState(0);

  useEffect(() => {
    if (!auctionId) return;
    void loadInvitees(auctionId).then((r) => {
      if (!r.ok) return;
      setEligible(items(r.data.eligible));
      setApproved(items(r.data.approved));
      setBorrowers([...r.data.eligible, ...r.data.approved]);
      setSavedApproved(r.data.approved.map((b) => b.id));
      setDirty(false);
    });
  }, [auctionId, version]);

  const save = async () => {
    if (!auctionId) return;
    const now = approved.map((a) => a.id);
    const added = now.filter((id) => !savedApproved.includes(id));
    const removed = savedApproved.filter((id) => !now.includes(id));
    const res = await saveInvitees(auctionId, added, removed);
    if (!res.ok) {
      if (res.code === 'HAS_BIDS') return setHasBidsAlert(true);
      return notify('error', MSG.UNABLE_TO_SAVE_INVITEES);
    }
    notify('success', MSG.SAVED_SUCCESSFULLY);
    setSavedApproved(now);
    setDirty(false);
  };

  const approvedRefs = borrowers.filter((b) => approved.some((a) => a.id === b.id));
  return (
    <div className="page">
      <AuctionToolbar title="Invitee Dashboard" />
      {!auctionId ? (
        <p className="card">Select an auction to see its invitees.</p>
      ) : (
        <div className="card">
          <TransferList
            leftTitle="ELIGIBLE BORROWERS"
            rightTitle="APPROVED BORROWERS"
            left={eligible}
            right={approved}
            onChange={(l, r) => {
              setEligible(l);
              setApproved(r);
              setDirty(true);
            }}
          />
          <div className="row" style={{ marginTop: 12 }}>
            <Button onClick={() => void save()} disabled={!dirty}>
              Save
            </Button>
            <span title={dirty ? MSG.SAVE_CHANGES_BEFORE_SENDING_INVITES : undefined}>
              <Button variant="secondary" disabled={dirty} aria-describedby={dirty ? 'preview-tip' : undefined} onClick={() => setEmailOpen(true)}>
                Email Preview
              </Button>
            </span>
            {dirty && (
              <span id="preview-tip" className="muted">
                {MSG.SAVE_CHANGES_BEFORE_SENDING_INVITES}
              </span>
            )}
            <Button variant="secondary" disabled={dirty} onClick={() => setListOpen(true)}>
              Email List
            </Button>
          </div>
          <EmailDialog auctionId={auctionId} approved={approvedRefs} open={emailOpen} onClose={() => setEmailOpen(false)} />
          <EmailListDialog auctionId={auctionId} open={listOpen} onClose={() => setListOpen(false)} />
        </div>
      )}
      <ConfirmDialog
        open={hasBidsAlert}
        title={MSG.WARNING_TITLE}
        message={MSG.UNABLE_TO_REMOVE_APPROVED_BORROWERS_THAT_HAVE_BIDS}
        confirmLabel="OK"
        cancelLabel=""
        onConfirm={() => {
          setHasBidsAlert(false);
          setVersion((v) => v + 1);
        }}
        onCancel={() => {
          setHasBidsAlert(false);
          setVersion((v) => v + 1);
        }}
      />
    </div>
  );
}
