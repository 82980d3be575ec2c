/**
 * The award notices on the seeded demo world: confirming the ended Summer auction's awards e-mails each
 * user of every borrower with confirmed bids one notice naming only its own lots and values (or that it was
 * not awarded), never another borrower's name or value; unconfirming sends the reason; the award history
 * counts the notices sent.
 */
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { testAppForAllTests } from '../../tests/kits/test-app-lifecycle.test-kit';
import { seedDemo } from '../../../demo/seed-demo';
import { listOutbox, readEml, type ParsedMail } from '../../../mail/eml';
import { generateAwards, getAwards, replaceAwards } from '../../../../core/awards/award-service';
import { formatMoney } from '../../../../core/money/format';
import { MSG } from '../../../../core/domain/messages';
import type { Actor } from '../../../../core/policy/actor';
import type { Auction, Borrower, User } from '../../../../core/domain/entities';

const SUMMER = 'Summer 2026 ETF and Treasury Auction';

const t = testAppForAllTests({ seed: false });
let summer: Auction;
let awarder: Actor;
beforeAll(async () => {
  await seedDemo(t.deps);
  const found = (await t.deps.store.auctions.list()).find((a) => a.auctionName === SUMMER);
  if (!found) throw new Error('no Summer auction in the demo world');
  summer = found;
  const user = await t.deps.store.users.getByLogin('awarder');
  if (!user) throw new Error('no awarder');
  awarder = { user, roles: user.roles };
});

const post = async (path: string, body?: unknown): Promise<unknown> => {
  const res = await t.request('POST', `/api${path}`, { token: await t.signIn('awarder'), ...(body === undefined ? {} : { json: body }) });
  expect(res.status, await res.clone().text()).toBe(200);
  return res.json();
};
const mailsWith = async (subjectPart: string): Promise<ParsedMail[]> => {
  const entries = (await listOutbox(join(t.dataDir, 'outbox'))).filter((m) => m.subject.includes(subjectPart));
  return Promise.all(entries.map((m) => readEml(m.path)));
};

describe('award notices', () => {
  let bidding: { borrower: Borrower; users: User[] }[] = [];
  let awardedValues = new Map<number, string[]>();
  let notAwardedId = -1;

  it('confirm: each bidding borrower user gets one notice with only its own lots and values', async () => {
    expect((await generateAwards(t.deps, awarder, summer.id)).ok).toBe(true);
    // Leave one awarded borrower out, so it gets the "not awarded" notice.
    const pre = await getAwards(t.deps, awarder, summer.id);
    if (!pre.ok) throw new Error(pre.message);
    notAwardedId = pre.value[0].borrowerId;
    const kept = pre.value.filter((r) => r.borrowerId !== notAwardedId);
    expect(kept.length).toBeGreaterThan(0);
    expect((await replaceAwards(t.deps, awarder, summer.id, kept.map((r) => ({ bidId: r.bidId, lotId: r.lotId })))).ok).toBe(true);

    const rows = await getAwards(t.deps, awarder, summer.id);
    if (!rows.ok) throw new Error(rows.message);
    awardedValues = new Map();
    for (const r of rows.value) awardedValues.set(r.borrowerId, [...(awardedValues.get(r.borrowerId) ?? []), `Lot ${r.lotNumber} ${r.lotName}: ${formatMoney(r.totalBidValue, r.currency)}`]);
    const bids = await t.deps.store.bids.listByAuction(summer.id, { confirmedOnly: true });
    const borrowerIds = [...new Set(bids.map((b) => b.borrowerId))];
    expect(borrowerIds.length).toBeGreaterThan(2);
    expect(borrowerIds).toContain(notAwardedId);
    const borrowers = new Map((await t.deps.store.borrowers.list()).map((b) => [b.id, b]));
    bidding = await Promise.all(
      borrowerIds.map(async (id) => ({ borrower: borrowers.get(id) as Borrower, users: (await t.deps.store.users.listByBorrower(id)).filter((u) => u.accountEnabled && u.emailAddress) })),
    );

    expect(await mailsWith('award notice')).toEqual([]);
    await post(`/award/auctions/${summer.id}/confirm`);
    await t.idle();
    const mails = await mailsWith(`award notice - ${SUMMER}`);
    const expectedRecipients = bidding.flatMap((b) => b.users.map((u) => u.emailAddress)).sort();
    expect(mails.map((m) => m.to.join(',')).sort()).toEqual(expectedRecipients);

    for (const { borrower, users } of bidding) {
      for (const user of users) {
        const own = mails.filter((m) => m.to.includes(user.emailAddress));
        expect(own).toHaveLength(1);
        const text = own[0].text;
        expect(text).toContain(`Dear ${user.firstName} ${user.lastName}`);
        expect(text).toContain(borrower.companyName);
        for (const other of bidding.filter((b) => b.borrower.id !== borrower.id)) {
          expect(text, `${borrower.companyName}'s notice names ${other.borrower.companyName}`).not.toContain(other.borrower.companyName);
          for (const line of awardedValues.get(other.borrower.id) ?? []) expect(text).not.toContain(line);
        }
        const mine = awardedValues.get(borrower.id) ?? [];
        if (borrower.id === notAwardedId || mine.length === 0) {
          expect(text).toContain(`${borrower.companyName} was not awarded any lot`);
        } else {
          for (const line of mine) expect(text).toContain(line);
          expect(text).toMatch(/for the term \d{2}\/\d{2}\/\d{4} to \d{2}\/\d{2}\/\d{4}/);
          expect(text).not.toContain('not awarded');
        }
      }
    }
  });

  it('unconfirm: the same users get a notice with the reason; the history counts the notices', async () => {
    const reason = 'Lot 2 was awarded to the wrong borrower (notice test).';
    t.clock.advance(60_000);
    await post(`/award/auctions/${summer.id}/unconfirm`, { reason });
    await t.idle();
    const mails = await mailsWith(`awards unconfirmed - ${SUMMER}`);
    const recipients = bidding.flatMap((b) => b.users.map((u) => u.emailAddress)).sort();
    expect(mails.map((m) => m.to.join(',')).sort()).toEqual(recipients);
    for (const m of mails) expect(m.text).toContain(`Reason: ${reason}`);

    const res = await t.request('GET', `/api/award/auctions/${summer.id}/history`, { token: await t.signIn('awarder') });
    const history = (await res.json()) as { action: string; noticesSent: number }[];
    expect(history.map((h) => [h.action, h.noticesSent])).toEqual([
      ['CONFIRM', recipients.length],
      ['UNCONFIRM', recipients.length],
    ]);
  });

  it('a mail failure does not undo the confirm', async () => {
    const send = t.deps.mailer.send.bind(t.deps.mailer);
    t.deps.mailer.send = () => Promise.reject(new Error('SMTP down'));
    t.clock.advance(60_000);
    let answer: unknown;
    try {
      answer = await post(`/award/auctions/${summer.id}/confirm`);
      await t.idle();
    } finally {
      t.deps.mailer.send = send;
    }
    expect((await t.deps.store.auctions.get(summer.id))?.awardConfirmFlag).toBe(true);
    // The answer is the spec's success, and says which notices failed and why.
    const recipients = bidding.flatMap((b) => b.users.map((u) => u.emailAddress)).sort();
    expect(answer).toMatchObject({ message: MSG.AWARDS_SUCCESSFULLY_CONFIRMED, notices: { sent: 0 } });
    const { failed } = (answer as { notices: { failed: { to: string; cause: unknown }[] } }).notices;
    expect(failed.map((f) => f.to).sort()).toEqual(recipients);
    expect(new Set(failed.map((f) => JSON.stringify(f.cause)))).toEqual(new Set([JSON.stringify({ message: 'SMTP down' })]));
    const events = (await t.deps.store.events.listAfter(0, 1000)).filter((e) => e.auctionId === summer.id);
    expect(events.at(-1)).toMatchObject({ kind: 'notices.failed', payload: { notice: 'awardConfirm', sent: 0 } });
    const res = await t.request('GET', `/api/award/auctions/${summer.id}/history`, { token: await t.signIn('awarder') });
    const history = (await res.json()) as { action: string; noticesSent: number }[];
    expect(history.map((h) => h.noticesSent).slice(-1)).toEqual([0]);
    expect(history[0].noticesSent).toBeGreaterThan(0);
  });
});
