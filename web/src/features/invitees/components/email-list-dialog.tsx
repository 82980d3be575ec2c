import { useEffect, useState } from 'react';
import { MSG } from '../../../../../core/domain/messages';
import { ActionDialog } from '../../../components/dialog';
import { notify } from '../../../components/toast';
import { approvedUsers, invitedUsers, saveUserList, type EmailListBorrower, type InvitedUserRef } from '../api/invitees-api';

/** Email List: a tree of the approved borrowers with their users and checkboxes. */
export function EmailListDialog({ auctionId, open, onClose }: { auctionId: number; open: boolean; onClose: () => void }) {
  const [tree, setTree] = useState<EmailListBorrower[]>([]);
  const [invited, setInvited] = useState<InvitedUserRef[]>([]);
  const [checked, setChecked] = useState<Set<number>>(new Set());
  useEffect(() => {
    if (!open) return;
    void Promise.all([approvedUsers(auctionId), invitedUsers(auctionId)]).then(([u, i]) => {
      if (!u.ok || !i.ok) return notify('error', MSG.UNABLE_TO_LOAD_EMAIL_LIST);
      setTree(u.data);
      setInvited(i.data);
      setChecked(new Set(i.data.map((x) => x.esecAucUser.id)));
    });
  }, [open, auctionId]);
  const toggle = (ids: number[], on: boolean) => {
    const next = new Set(checked);
    for (const id of ids) {
      if (on) next.add(id);
      else next.delete(id);
    }
    setChecked(next);
  };
  const save = async () => {
    const removed = invited.filter((i) => !checked.has(i.esecAucUser.id)).map((i) => i.id);
    const res = await saveUserList(auctionId, [...checked], removed);
    if (!res.ok) return notify('error', MSG.UNABLE_TO_SAVE_EMAIL_LIST);
    notify('success', MSG.SAVED_SUCCESSFULLY);
    onClose();
  };
  return (
    <ActionDialog open={open} title="Email List" onCancel={onClose} actionLabel="Save" onAction={() => void save()}>
      <ul className="tree" aria-label="Approved borrowers and their users">
        {tree.map((b) => {
          const ids = b.users.map((u) => u.userId);
          const all = ids.length > 0 && ids.every((id) => checked.has(id));
          return (
            <li key={b.borrowerId}>
              <label className="check">
                <input type="checkbox" checked={all} onChange={(e) => toggle(ids, e.target.checked)} />
                <strong>{b.label}</strong>
              </label>
              <ul>
                {b.users.map((u) => (
                  <li key={u.userId}>
                    <label className="check">
                      <input type="checkbox" checked={checked.has(u.userId)} onChange={(e) => toggle([u.userId], e.target.checked)} />
                      {u.label} &lt;{u.emailAddress}&gt;
                    </label>
                  </li>
                ))}
              </ul>
            </li>
          );
        })}
      </ul>
    </ActionDialog>
  );
}
