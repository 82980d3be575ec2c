// The report edits called directly (no HTTP): Legal Bidder Comments rows and the Award Summary's fields.
import { describe, expect, it } from 'vitest';
import { TEST_NOW, useCaseWorldForAllTests } from '../../fixtures/use-case-world.test-kit';
import { MSG } from '../domain/messages';
import { NOT_YET_ENTERED } from '../domain/staff-messages';
import { addLegalComment, legalComments, saveLegalComments } from './legal-comments';
import { awardSummary, saveAwardSummary, type AwardSummarySave } from './award-summary';
import { AWARD_SUMMARY_TEXT_FIELDS } from './award-summary-fields';

const w = useCaseWorldForAllTests();

describe('Legal Bidder Comments', () => {
  it('adds a row stamped with the acting user and the time, and lists it', async () => {
    const { ended } = w.world.auctions;
    const r = await addLegalComment(w.deps, w.actor('relations'), { auctionId: ended.id, borrower: 'First Borrower Bank', comments: 'Signed GMSLA 2010' });
    expect(r).toMatchObject({
      ok: true,
      value: { message: MSG.SAVED_SUCCESSFULLY, row: { auctionId: ended.id, borrower: 'First Borrower Bank', comments: 'Signed GMSLA 2010', createdBy: 'relations', updatedBy: 'relations' } },
    });
    if (r.ok) expect(Date.parse(r.value.row.createdAt)).toBe(Date.parse(TEST_NOW));
    expect(await legalComments(w.deps, w.actor('reporter'), ended.id)).toMatchObject({ ok: true, value: [{ borrower: 'First Borrower Bank', comments: 'Signed GMSLA 2010' }] });
  });

  it('saves edited rows, stamping who changed them', async () => {
    const { live } = w.world.auctions;
    const added = await addLegalComment(w.deps, w.actor('manager'), { auctionId: live.id, borrower: 'Second Street Securities', comments: '' });
    if (!added.ok) throw new Error(added.message);
    w.clock.advance(60_000);
    const r = await saveLegalComments(w.deps, w.actor('relations'), { auctionId: live.id, rows: [{ id: added.value.row.id, borrower: 'Second Street Securities', comments: 'Pending KYC' }] });
    expect(r).toMatchObject({ ok: true, value: { message: MSG.SAVED_SUCCESSFULLY, rows: [{ id: added.value.row.id, comments: 'Pending KYC', createdBy: 'manager', updatedBy: 'relations' }] } });
    const stored = await w.deps.store.reports.listLegalComments(live.id);
    expect(stored).toHaveLength(1);
    expect(Date.parse(stored[0].updatedAt)).toBe(w.clock.nowMs());
  });

  it('refuses a row of another auction (NOT_FOUND) and a blank borrower ("Unable to save.")', async () => {
    const { live, ended } = w.world.auctions;
    const [endedRow] = await w.deps.store.reports.listLegalComments(ended.id);
    const moved = await saveLegalComments(w.deps, w.actor('manager'), { auctionId: live.id, rows: [{ id: endedRow.id, borrower: 'x', comments: 'moved' }] });
    expect(moved).toEqual({ ok: false, code: 'NOT_FOUND', message: MSG.NOT_FOUND });
    expect((await w.deps.store.reports.listLegalComments(ended.id))[0].comments).toBe('Signed GMSLA 2010');
    expect(await addLegalComment(w.deps, w.actor('manager'), { auctionId: live.id, borrower: '  ', comments: '' })).toMatchObject({
      ok: false,
      code: 'VALIDATION',
      message: MSG.UNABLE_TO_SAVE,
      fields: { borrower: MSG.INVALID_VALUE },
    });
    expect(await saveLegalComments(w.deps, w.actor('manager'), { auctionId: live.id, rows: [] })).toMatchObject({ ok: false, message: MSG.UNABLE_TO_SAVE });
  });

  it('is read-only to the report role', async () => {
    expect(await addLegalComment(w.deps, w.actor('reporter'), { auctionId: w.world.auctions.ended.id, borrower: 'X', comments: '' })).toMatchObject({ ok: false, code: 'FORBIDDEN' });
  });
});

describe('Award Summary', () => {
  const texts = (extra: Partial<AwardSummarySave['texts']> = {}): AwardSummarySave['texts'] => ({
    ...(Object.fromEntries(AWARD_SUMMARY_TEXT_FIELDS.map((f) => [f, ''])) as AwardSummarySave['texts']),
    ...extra,
  });

  it('shows "Not yet entered" before anything is saved', async () => {
    const r = await awardSummary(w.deps, w.actor('reporter'), w.world.auctions.ended.id);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.value.portfolio1Table).toEqual([
      ['Portfolios Title', NOT_YET_ENTERED],
      ['Baseline', NOT_YET_ENTERED],
      ['Provider Discretionary', NOT_YET_ENTERED],
      ['Auction Revenue', NOT_YET_ENTERED],
    ]);
  });

  it('saves the fields: amounts made canonical, the date as an instant, and the report shows them', async () => {
    const { ended } = w.world.auctions;
    const r = await saveAwardSummary(w.deps, w.actor('manager'), {
      auctionId: ended.id,
      totalAuctionDate: '2026-11-20',
      texts: texts({ portfoliosTitle1: 'Equities', baseline1: '1,250,000.5', lottingStrategy: 'By asset class' }),
    });
    expect(r).toEqual({ ok: true, value: { message: MSG.SAVED_SUCCESSFULLY } });
    const stored = await w.deps.store.reports.getAwardSummary(ended.id);
    expect(stored).toMatchObject({ portfoliosTitle1: 'Equities', baseline1: '1250000.5', lottingStrategy: 'By asset class', totalAuctionDate: '2026-11-20T00:00:00.000Z' });
    const report = await awardSummary(w.deps, w.actor('reporter'), ended.id);
    expect(report).toMatchObject({ ok: true, value: { auctionSummary: { portfoliosTitle1: 'Equities' } } });
    if (report.ok) expect(report.value.portfolio1Table[0]).toEqual(['Portfolios Title', 'Equities']);
  });

  it('saves an invalid date as empty, and refuses an amount that is not one, naming the field', async () => {
    const { live } = w.world.auctions;
    expect(await saveAwardSummary(w.deps, w.actor('manager'), { auctionId: live.id, totalAuctionDate: 'someday', texts: texts() })).toMatchObject({ ok: true });
    expect((await w.deps.store.reports.getAwardSummary(live.id))?.totalAuctionDate).toBeNull();
    const bad = await saveAwardSummary(w.deps, w.actor('manager'), { auctionId: live.id, totalAuctionDate: null, texts: texts({ baseline2: 'lots', providerDiscretionary1: '-3' }) });
    expect(bad).toEqual({
      ok: false,
      code: 'VALIDATION',
      message: MSG.UNABLE_TO_SAVE,
      fields: { baseline2: MSG.AMOUNT_NOT_NUMERIC, providerDiscretionary1: MSG.AMOUNT_MUST_NOT_BE_NEGATIVE },
    });
  });

  it('is refused to the report role, and to everyone for an unknown auction', async () => {
    expect(await saveAwardSummary(w.deps, w.actor('reporter'), { auctionId: w.world.auctions.ended.id, totalAuctionDate: null, texts: texts() })).toMatchObject({ ok: false, code: 'FORBIDDEN' });
    expect(await saveAwardSummary(w.deps, w.actor('manager'), { auctionId: 999_999, totalAuctionDate: null, texts: texts() })).toEqual({ ok: false, code: 'NOT_FOUND', message: MSG.NOT_FOUND });
  });
});
