/**
 * The monthly statements over HTTP on the seeded demo world's Autumn auction (confirmed awards, lots in seven
 * currencies): every month of the term adds up to each award's total value to the minor unit; staff read every
 * borrower's statement, a borrower's users only their own (another borrower's file is refused, a client is
 * refused); the PDF and the workbook carry the JSON's figures; the e-mail reaches each awarded borrower's users
 * with only their own statement attached.
 */
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { testAppForAllTests } from '../../tests/kits/test-app-lifecycle.test-kit';
import { seedDemo } from '../../../demo/seed-demo';
import { listOutbox, readEml } from '../../../mail/eml';
import { extractPdfText } from '../../../pdf/pdf-text.test-kit';
import { getAwards } from '../../../../core/awards/award-service';
import { emailBillingStatements } from '../../../../core/billing/billing-service';
import type { Mailer } from '../../../../core/ports/mailer';
import { formatEasternDate } from '../../../../core/clock/eastern-format';
import { dayNumberOf, minorUnitsOf, monthsOfTerm } from '../../../../core/billing/accrual';
import { BILLING_MONTH_INVALID } from '../../../../core/domain/staff-messages';
import { MSG } from '../../../../core/domain/messages';
import { formatMoney } from '../../../../core/money/format';
import { currencyMinorUnits } from '../../../../core/money/currency-units';
import type { BorrowerStatement } from '../../../../core/billing/statement';
import type { Auction, CurrencyCode } from '../../../../core/domain/entities';
import type { AwardRow } from '../../../../core/awards/award-service';

const AUTUMN = 'Autumn 2026 International Equities Auction';
/** The demo bidder of each borrower. */
const BIDDER_OF: Record<string, string> = { ALPHA: 'bidder1', BETA: 'bidder2', GAMMA: 'bidder3', DELTA: 'bidder4', EPSILON: 'bidder5' };

const t = testAppForAllTests({ seed: false });
let autumn: Auction;
let awards: AwardRow[];
let months: string[];

const get = async (login: string, path: string) => t.request('GET', `/api${path}`, { token: await t.signIn(login) });
const statementsAs = async (login: string, month: string): Promise<BorrowerStatement[]> => {
  const res = await get(login, `/billing/auctions/${autumn.id}/statements?month=${month}`);
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.json()) as BorrowerStatement[];
};

beforeAll(async () => {
  await seedDemo(t.deps);
  const found = (await t.deps.store.auctions.list()).find((a) => a.auctionName === AUTUMN);
  if (!found?.awardConfirmFlag) throw new Error('the demo world has no Autumn auction with confirmed awards');
  autumn = found;
  const awarder = await t.deps.store.users.getByLogin('awarder');
  if (!awarder) throw new Error('no awarder');
  const rows = await getAwards(t.deps, { user: awarder, roles: awarder.roles }, autumn.id);
  if (!rows.ok) throw new Error(rows.message);
  awards = rows.value;
  const termDays = Math.max(...awards.map((a) => a.termDays));
  months = monthsOfTerm({ startDay: dayNumberOf(formatEasternDate(autumn.termStartDate)), days: termDays });
});

describe('billing statements over HTTP', () => {
  it('add up, over every month of the term, to each award\'s total value exactly to the minor unit', async () => {
    expect(awards.length).toBeGreaterThan(3);
    expect(months.length).toBeGreaterThan(2);
    const byMonth = await Promise.all(months.map((m) => statementsAs('manager', m)));
    const accrued = new Map<number, bigint>();
    for (const statements of byMonth) {
      for (const s of statements) {
        expect(s.auctionId).toBe(autumn.id);
        for (const l of s.lines) accrued.set(l.lotId, (accrued.get(l.lotId) ?? 0n) + minorUnitsOf(l.amount, l.currency));
      }
    }
    const currencies = new Set<CurrencyCode>();
    for (const a of awards) {
      const currency = a.currency;
      currencies.add(currency);
      expect(accrued.get(a.lotId), `lot ${a.lotNumber}`).toBe(minorUnitsOf(a.totalBidValue, currency));
    }
    expect(currencies.has('JPY') || currencies.size > 2).toBe(true);
    // Every borrower with an award has a statement each month, and only they.
    const awardedBorrowers = new Set(awards.map((a) => a.borrowerId));
    for (const statements of byMonth) expect(new Set(statements.map((s) => s.borrower.id))).toEqual(awardedBorrowers);
  });

  it('totals each statement per currency and converted at the lot rates', async () => {
    const [s] = (await statementsAs('reporter', months[1])).filter((x) => x.lines.length > 1);
    expect(s).toBeDefined();
    for (const sub of s.subtotals) {
      const units = s.lines.filter((l) => l.currency === sub.currency).reduce((n, l) => n + minorUnitsOf(l.amount, l.currency), 0n);
      expect(minorUnitsOf(sub.amount, sub.currency)).toBe(units);
      expect(sub.amount.split('.')[1]?.length ?? 0).toBe(currencyMinorUnits(sub.currency));
    }
    const converted = s.lines.reduce((n, l) => n + minorUnitsOf(l.converted, s.currency), 0n);
    expect(minorUnitsOf(s.convertedTotal, s.currency)).toBe(converted);
  });

  it('shows a borrower\'s users only their own statement, refuses another borrower\'s file and refuses clients', async () => {
    const staff = await statementsAs('manager', months[0]);
    const own = staff[0];
    const other = staff[1];
    const login = BIDDER_OF[own.borrower.companyCode];
    expect(login).toBeDefined();
    const mine = await statementsAs(login, months[0]);
    expect(mine.map((s) => s.borrower.id)).toEqual([own.borrower.id]);
    expect(mine[0]).toEqual(own);
    for (const who of ['relations', 'awarder']) expect((await statementsAs(who, months[0])).length).toBe(staff.length);

    const refused = await get(login, `/billing/auctions/${autumn.id}/statements/${other.borrower.id}/pdf?month=${months[0]}`);
    expect(refused.status).toBe(403);
    expect(((await refused.json()) as { error: string }).error).toBe(MSG.FORBIDDEN);
    expect((await get('client', `/billing/auctions/${autumn.id}/statements?month=${months[0]}`)).status).toBe(403);
    expect((await get('client', `/billing/auctions/${autumn.id}/statements/${own.borrower.id}/xlsx?month=${months[0]}`)).status).toBe(403);

    // A borrower without an award here learns nothing: the auction answers like an unknown one.
    const unawarded = Object.keys(BIDDER_OF).find((code) => !staff.some((s) => s.borrower.companyCode === code));
    if (unawarded) expect((await get(BIDDER_OF[unawarded], `/billing/auctions/${autumn.id}/statements?month=${months[0]}`)).status).toBe(404);
  });

  it('refuses a month that is not YYYY-MM, and an auction whose awards are not confirmed', async () => {
    for (const bad of ['2026-13', 'December', '']) {
      const res = await get('manager', `/billing/auctions/${autumn.id}/statements?month=${bad}`);
      expect(res.status, bad).toBe(400);
      expect(((await res.json()) as { error: string }).error).toBe(BILLING_MONTH_INVALID);
    }
    const unconfirmed = (await t.deps.store.auctions.list()).find((a) => !a.awardConfirmFlag);
    expect((await get('manager', `/billing/auctions/${unconfirmed?.id ?? 0}/statements?month=${months[0]}`)).status).toBe(409);
  });

  it('renders the statement as a PDF and a workbook carrying the same figures', async () => {
    const [s] = (await statementsAs('manager', months[1])).filter((x) => x.lines.length > 1);
    const pdf = await get(BIDDER_OF[s.borrower.companyCode] ?? 'manager', `/billing/auctions/${autumn.id}/statements/${s.borrower.id}/pdf?month=${months[1]}`);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(pdf.headers.get('content-disposition')).toContain(`${s.borrower.companyCode}_${months[1]}.pdf`);
    const text = (await extractPdfText(new Uint8Array(await pdf.arrayBuffer()))).replace(/\s+/g, ' ');
    const money = (amount: string, currency: string) => formatMoney(amount, currency).replace(/\s+/g, ' ');
    expect(text).toContain(`Exclusive Fee Statement ${months[1]}`);
    for (const l of s.lines) expect(text).toContain(`${money(l.amount, l.currency)} ${money(l.accruedToDate, l.currency)} ${money(l.termTotal, l.currency)} ${l.fxRate} ${money(l.converted, s.currency)}`);
    expect(text).toContain(money(s.convertedTotal, s.currency));

    const xlsx = await get('manager', `/billing/auctions/${autumn.id}/statements/${s.borrower.id}/xlsx?month=${months[1]}`);
    expect(xlsx.status).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(await xlsx.arrayBuffer());
    const ws = book.worksheets[0];
    const rows: unknown[][] = [];
    ws.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
    const header = rows.findIndex((r) => r[0] === 'Lot');
    const lines = rows.slice(header + 1, header + 1 + s.lines.length);
    expect(lines.map((r) => [String(r[0]), r[6], r[7], r[8]])).toEqual(s.lines.map((l) => [l.lotNumber, l.days, l.currency, Number(l.amount)]));
    const total = rows.find((r) => typeof r[0] === 'string' && r[0].startsWith('Total'));
    expect(total?.[1]).toBe(Number(s.convertedTotal));
  });

  it('e-mails each awarded borrower\'s users their own statement, PDF and workbook attached', async () => {
    const month = months[1];
    const statements = await statementsAs('manager', month);
    const refused = await t.request('POST', `/api/billing/auctions/${autumn.id}/statements/email`, { token: await t.signIn('reporter'), json: { month } });
    expect(refused.status).toBe(403);
    const res = await t.request('POST', `/api/billing/auctions/${autumn.id}/statements/email`, { token: await t.signIn('awarder'), json: { month } });
    expect(res.status, await res.clone().text()).toBe(200);
    const answer = (await res.json()) as { sent: number; failed: unknown[]; message: string };
    expect(answer.failed).toEqual([]);

    const recipients = new Map<string, BorrowerStatement>();
    for (const s of statements) {
      for (const u of await t.deps.store.users.listByBorrower(s.borrower.id)) if (u.accountEnabled && u.emailAddress.trim()) recipients.set(u.emailAddress, s);
    }
    expect(answer.sent).toBe(recipients.size);
    expect(answer.message).toContain(`${recipients.size} statement e-mail`);
    const mails = await Promise.all(
      (await listOutbox(join(t.dataDir, 'outbox'))).filter((m) => m.subject.includes('Exclusive Fee Statement')).map((m) => readEml(m.path)),
    );
    expect(mails.map((m) => m.to.join(',')).sort()).toEqual([...recipients.keys()].sort());
    for (const mail of mails) {
      const own = recipients.get(mail.to[0]) as BorrowerStatement;
      expect(mail.text).toContain(`${own.borrower.companyName} (${own.borrower.companyCode})`);
      for (const s of statements) if (s.borrower.id !== own.borrower.id) expect(mail.text).not.toContain(`(${s.borrower.companyCode})`);
      expect(mail.attachments.map((a) => a.filename).sort()).toEqual([`_${own.borrower.companyCode}_${month}.pdf`, `_${own.borrower.companyCode}_${month}.xlsx`].map((tail) => expect.stringContaining(tail)));
    }
  });

  it('reports an e-mail the mailer refused, with its cause, and still sends the others', async () => {
    const month = months[2];
    const users = (await Promise.all((await statementsAs('manager', month)).map((s) => t.deps.store.users.listByBorrower(s.borrower.id))))
      .flat()
      .filter((u) => u.accountEnabled && u.emailAddress.trim());
    expect(users.length).toBeGreaterThan(1);
    const refusedTo = users[0].emailAddress;
    const sentTo: string[] = [];
    const mailer: Mailer = {
      send: async (m) => {
        if (m.to.includes(refusedTo)) throw Object.assign(new Error('mailbox unavailable'), { code: 'EENVELOPE' });
        sentTo.push(...m.to);
        return { reference: 'ok' };
      },
    };
    const awarder = await t.deps.store.users.getByLogin('awarder');
    if (!awarder) throw new Error('no awarder');
    const done = await emailBillingStatements({ ...t.deps, mailer }, { user: awarder, roles: awarder.roles }, autumn.id, month);
    if (!done.ok) throw new Error(done.message);
    expect(done.value.failed).toEqual([{ to: refusedTo, userId: users[0].id, borrowerId: users[0].borrowerId, cause: { message: 'mailbox unavailable', code: 'EENVELOPE' } }]);
    expect(done.value.sent).toBe(users.length - 1);
    expect(sentTo.sort()).toEqual(users.slice(1).map((u) => u.emailAddress).sort());
    expect(done.value.message).toBe(`${users.length - 1} statement e-mails sent, 1 e-mail not sent.`);
  });
});
