import { join } from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { testAppForEachTest } from '../../tests/kits/test-app-lifecycle.test-kit';
import { body, signedInForEachTest } from '../../tests/kits/signed-in-app.test-kit';
import { listOutbox, readEml } from '../../../mail/eml';
import { makeBid } from '../../../../fixtures/builders';
import { MSG } from '../../../../core/domain/messages';
import { invalidCcMessage } from '../../../../core/domain/staff-messages';

const t = testAppForEachTest();
const manager = signedInForEachTest(t, 'manager');
const { post } = manager;
let live: number;
beforeEach(() => {
  live = t.world.auctions.live.id;
});
const codes = (list: Array<{ companyCode: string }>) => list.map((b) => b.companyCode);
const outbox = () => listOutbox(join(t.dataDir, 'outbox'));

describe('invitees', () => {
  it('answers eligible and approved borrowers, and saves additions and removals', async () => {
    const lists = await body<{ eligible: Array<{ companyCode: string }>; approved: Array<{ companyCode: string }> }>(await post(`/auction/invitees/${live}`));
    expect(codes(lists.approved)).toEqual(['FBB']);
    expect(codes(lists.eligible)).toEqual(['SSS']);
    const saved = await body<typeof lists>(await post(`/auction/inviteesave/${live}`, { added: [{ id: t.world.borrowers.second.id }], removed: [] }));
    expect(codes(saved.approved)).toEqual(['FBB', 'SSS']);
    const removed = await body<typeof lists>(await post(`/auction/inviteesave/${live}`, { added: [], removed: [t.world.borrowers.first.id] }));
    expect(codes(removed.approved)).toEqual(['SSS']);
    expect(codes(await body(await post(`/auction/getApprovedBorrowers/${live}`)))).toEqual(['SSS']);
    expect((await post('/auction/invitees/999')).status).toBe(404);
  });

  it('refuses with 302 to remove a borrower that has bids, and saves nothing of that request', async () => {
    await t.deps.store.bids.insert(
      makeBid({ auctionId: live, lotId: t.world.lots.lot1.id, borrowerId: t.world.borrowers.first.id, userId: t.world.users.bidder1.id }),
    );
    const res = await post(`/auction/inviteesave/${live}`, { added: [t.world.borrowers.second.id], removed: [t.world.borrowers.first.id] });
    expect(res.status).toBe(302);
    expect((await body(res)).error).toBe(MSG.UNABLE_TO_REMOVE_APPROVED_BORROWERS_THAT_HAVE_BIDS);
    expect(await t.deps.store.invitees.listApproved(live)).toEqual([t.world.borrowers.first.id]);
  });

  it('keeps the e-mail list: approved users tree, invited users, save', async () => {
    const tree = await body<Array<{ borrowerId: number; users: Array<{ userId: number; label: string }> }>>(await post(`/auction/getApprovedUsers/${live}`));
    expect(tree).toHaveLength(1);
    const logins = tree[0].users.map((u) => u.label);
    expect(logins).toEqual(expect.arrayContaining([expect.stringContaining('(bidder1)'), expect.stringContaining('(aic)')]));
    const ids = tree[0].users.map((u) => u.userId);
    const saved = await body<Array<{ id: number; esecAucUser: { loginName: string } }>>(await post(`/auction/userlistsave/${live}`, { userIds: ids, removedIds: [] }));
    expect(saved).toHaveLength(ids.length);
    const invited = await body<typeof saved>(await post(`/auction/getInvitedUsers/${live}`));
    expect(invited.map((i) => i.esecAucUser.loginName).sort()).toEqual(['aic', 'bidder1', 'superbidder']);
    const aic = invited.find((i) => i.esecAucUser.loginName === 'aic')!;
    const after = await body<typeof saved>(await post(`/auction/userlistsave/${live}`, { userIds: [], removedIds: [aic.id] }));
    expect(after.map((i) => i.esecAucUser.loginName).sort()).toEqual(['bidder1', 'superbidder']);
    // A user of a borrower that is not approved cannot be put on the list.
    const foreign = await post(`/auction/userlistsave/${live}`, { userIds: [t.world.users.bidder2.id], removedIds: [] });
    expect(foreign.status).toBe(400);
    expect((await body(foreign)).error).toBe(MSG.UNABLE_TO_SAVE_EMAIL_LIST);
  });
});

describe('invitation e-mails', () => {
  const inviteAll = async () => {
    const tree = await body<Array<{ users: Array<{ userId: number }> }>>(await post(`/auction/getApprovedUsers/${live}`));
    await post(`/auction/userlistsave/${live}`, { userIds: tree.flatMap((b) => b.users.map((u) => u.userId)), removedIds: [] });
  };

  it('offers the templates and the cc', async () => {
    const popup = await body<{ bidTemplate: string; aicTemplate: string; cc: string }>(await post(`/auction/invitepopup/${live}`));
    expect(popup.bidTemplate).toContain('Live Auction');
    expect(popup.bidTemplate).toContain('http://localhost:8080/esecauction/login');
    expect(popup.aicTemplate).toContain('Auction Information Center');
    expect(popup.cc).toBe('manager@example.com');
  });

  it('lists recipients per subject', async () => {
    await inviteAll();
    const recipients = async (subject: string) =>
      (await body<Array<{ label: string }>>(await post(`/auction/invitepopupusers/${encodeURIComponent(subject)}/${live}`))).map((r) => r.label).sort();
    expect(await recipients('Bid Invite')).toEqual([expect.stringContaining('(bidder1)'), expect.stringContaining('(superbidder)')]);
    expect(await recipients('AIC Invite')).toEqual([expect.stringContaining('(aic)')]);
    expect(await recipients('Auction Updates')).toHaveLength(3);
    expect((await post(`/auction/invitepopupusers/Spam/${live}`)).status).toBe(400);
  });

  it('sends one e-mail per recipient through the mailer', async () => {
    await inviteAll();
    const res = await post(`/auction/sendInvites/${live}`, ['Please bid.', 'Bid Invite', 'desk@example.com', t.world.borrowers.first.id]);
    expect(res.status).toBe(200);
    expect(await body(res)).toEqual({ message: MSG.SENT_EMAILS_SUCCESSFULLY, sent: 2 });
    const mails = await outbox();
    expect(mails.map((m) => m.to[0]).sort()).toEqual(['bidder1@example.com', 'superbidder@example.com']);
    const mail = await readEml(mails[0].path);
    expect(mail.subject).toBe('Bid Invite: Live Auction');
    expect(mail.cc).toEqual(['desk@example.com']);
    expect(mail.text).toContain('Please bid.');
  });

  it('requires checked borrowers and valid addresses; sends nothing otherwise', async () => {
    await inviteAll();
    const none = await post(`/auction/sendInvites/${live}`, { text: 'x', subject: 'Bid Invite', cc: '', borrowerIds: [] });
    expect(none.status).toBe(400);
    expect((await body(none)).error).toBe(MSG.NO_APPROVED_BORROWER_CHECKED_FOR_INVITE);
    const bad = await post(`/auction/sendInvites/${live}`, { text: 'x', subject: 'Bid Invite', cc: 'not an address', borrowerIds: [t.world.borrowers.first.id] });
    expect(bad.status).toBe(400);
    const badAnswer = await body<{ error: string; fields?: Record<string, string> }>(bad);
    expect(badAnswer.error).toBe(MSG.UNABLE_TO_SEND_EMAILS_DUE_TO_INVALID_EMAIL);
    expect(badAnswer.fields?.cc).toBe(invalidCcMessage(['not an address']));
    expect(await outbox()).toHaveLength(0);
  });

  it('answers the list messages for malformed requests', async () => {
    const subject = await post(`/auction/invitepopupusers/Spam/${live}`);
    expect((await body(subject)).error).toBe(MSG.UNABLE_TO_GET_EMAIL_RECIPIENT_LIST);
    const invitees = await post(`/auction/inviteesave/${live}`, { added: 'all', removed: [] });
    expect(invitees.status).toBe(400);
    expect(await body(invitees)).toMatchObject({ error: MSG.UNABLE_TO_SAVE_INVITEES, fields: { added: MSG.INVALID_VALUE } });
    const unknown = await post(`/auction/inviteesave/${live}`, { added: [999], removed: [] });
    expect((await body(unknown)).error).toBe(MSG.UNABLE_TO_SAVE_INVITEES);
    expect(await t.deps.store.invitees.listApproved(live)).toEqual([t.world.borrowers.first.id]);
    const list = await post(`/auction/userlistsave/${live}`, { userIds: 'x' });
    expect((await body(list)).error).toBe(MSG.UNABLE_TO_SAVE_EMAIL_LIST);
  });

  it('is manager-only', async () => {
    expect((await post(`/auction/sendInvites/${live}`, [], await t.signIn('relations'))).status).toBe(403);
  });
});
