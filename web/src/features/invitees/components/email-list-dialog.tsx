import { useEffect, useState } from 'react';
import { MSG } from '../../../../../core/domain/messages';
import { Button } from '../../../components/button';
import { Dialog } from '../../../components/dialog';
import { notify } from '../../../components/toast';
import { approvedBorrowers, approvedUsers, invitedUsers, saveUserList, type BorrowerRef, type InvitedUserRef, type UserRef } from '../api/invitees-api';

const userLabel = (u: UserRef) => u.label ?? ([u.firstName, u.lastName].filter(Boolean).join(' ') || u.loginName || `User ${u.id}`);

/** Email List: a tree of the approved borrowers with their users and checkboxes. */
export function EmailListDialog({ auctionId, open, onClose }: { auctionId: number; open: boolean; onClose: () => void }) {
  const [borrowers, setBorrowers] = useState<BorrowerRef[]>([]);
  const [users, setUsers] = useState<UserRef[]>([]);
  const [invited, setInvited] = useState<InvitedUserRef[]>([]);
  const [checked, setChecked] = useState<Set<number>>(new Set());
  useEffect(() => {
    if (!open) return;
    void Promise.all([approvedBorrowers(auctionId), approvedUsers(auctionId), invitedUsers(auctionId)]).then(([b, u, i]) => {
      if (!b.ok || !u.ok || !i.ok) return notify('error', MSG.UNABLE_TO_LOAD_EMAIL_LIST);
      setBorrowers(b.data);
      setUsers(u.data);
      setInvited(i.data);
      setChecked(new Set(i.data.map((x) => x.userId)));
    });
  }, [open, auctionId]);
  const toggle = (id: number, on: boolean) => {
    const next = new Set(checked);
    if (on) next.add(id);
    else next.delete(id);
    setChecked(next);
  };
  const save = async () => {
    const removed = invited.filter((i) => !checked.has(i.userId)).map((i) => i.id);
    const res = await saveUserList(auctionId, [...checked], removed);
    if (!res.ok) return notify('error', MSG.UNABLE_TO_SAVE_EMAIL_LIST);
    notify('success', MSG.SAVED_SUCCESSFULLY);
    onClose();
  };
  return (
    <Dialog
      open={open}
      title="Email List"
      onClose={onClose}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={save}>Save</Button>
        </>
      }
    >
      <ul className="tree" role="tree" aria-label="Approved borrowers and their users">
        {borrowers.map((b) => (
          <li key={b.id} role="treeitem" aria-expanded="true" aria-selected="false">
            <strong>{b.companyName}</strong>
            <ul role="group">
              {users
                .filter((u) => u.borrowerId === b.id)
                .map((u) => (
                  <li key={u.id} role="treeitem" aria-selected={checked.has(u.id)}>
                    <label className="check">
                      <input type="checkbox" checked={checked.has(u.id)} onChange={(e) => toggle(u.id, e.target.checked)} />
                      {userLabel(u)} {u.emailAddress ? `<${u.emailAddress}>` : ''}
                    </label>
                  </li>
                ))}
            </ul>
          </li>
        ))}
      </ul>
    </Dialog>
  );
}
