/**
 * `optimizeAward` from the library's entry: the optimal award of plain data (the example of its doc comment
 * and of docs/embedding.md, read from the page), and a bad instance refused with each field named and
 * nothing solved.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { AWARD_INSTANCE_MAX_BIDS, AWARD_INSTANCE_MAX_LOTS, optimizeAward, type AwardOptimizerInstanceInput } from './index';
import type { ExactSolver } from '../core/ports/exact-solver';

const example = (): AwardOptimizerInstanceInput => ({
  currency: 'USD',
  lots: [
    { id: 1, marketValue: '10000000.00', currency: 'USD' },
    { id: 2, marketValue: '8000000.00', currency: 'EUR', fxRate: '1.0850' },
    { id: 3, marketValue: '18680000.00', currency: 'USD', comboLotIds: [1, 2] },
  ],
  bids: [
    { id: 1, borrower: 'ACME', lotId: 1, value: '5000.00', valueSavedAt: '2026-11-02T15:00:00Z' },
    { id: 2, borrower: 'BETA', lotId: 2, value: '4000.00', valueSavedAt: '2026-11-02T15:01:00Z' },
    { id: 3, borrower: 'BETA', lotId: 3, value: '9800.00', valueSavedAt: '2026-11-02T15:02:00Z' },
  ],
  caps: [{ borrower: 'BETA', lots: 1 }],
});

/** A solver that must not be reached: a refused instance solves nothing. */
const untouchable: ExactSolver = { solve: () => Promise.reject(new Error('nothing is solved for a refused instance')) };

const refusal = async (instance: unknown) => {
  const r = await optimizeAward(instance as AwardOptimizerInstanceInput, { solver: untouchable });
  if (r.ok) throw new Error('expected a refusal');
  expect(r.code).toBe('VALIDATION');
  return { message: r.message, fields: r.fields ?? {} };
};

/** The instance of docs/embedding.md's "The optimiser on plain data", as the page writes it (a TypeScript object literal). */
const docInstance = (): AwardOptimizerInstanceInput => {
  const doc = readFileSync(join(import.meta.dirname, '..', 'docs', 'embedding.md'), 'utf8');
  const section = doc.slice(doc.indexOf('## The optimiser on plain data'));
  const literal = /optimizeAward\((\{[\s\S]*?\n\})\);/.exec(section)?.[1];
  if (!literal) throw new Error('docs/embedding.md has no optimizeAward example');
  // The page's literal as JSON: comments out, keys and texts in double quotes, no trailing commas.
  const json = literal
    .replace(/\/\/[^\n]*/g, '')
    .replace(/'/g, '"')
    .replace(/([{,]\s*)(\w+):/g, '$1"$2":')
    .replace(/,(\s*[}\]])/g, '$1');
  return JSON.parse(json) as AwardOptimizerInstanceInput;
};

describe('optimizeAward on plain data', () => {
  it('runs the example of docs/embedding.md, which is this file\'s with a time limit', () => {
    expect(docInstance()).toEqual({ ...example(), timeLimitSeconds: 5 });
  });

  it('awards the two single bids when the cap keeps the combo out, and says what the cap costs, in the named currency', async () => {
    const r = await optimizeAward(docInstance());
    expect(r).toMatchObject({
      ok: true,
      value: {
        currency: 'USD',
        // 5,000 + EUR 4,000 at 1.0850 = 9,340.00 USD; the combo's 9,800.00 spans two lots, over BETA's cap of one.
        selectedBidIds: [1, 2],
        total: '9340.00',
        preselectionBidIds: [3],
        preselectionTotal: '9800.00',
        preselectionWithinCaps: false,
        gain: '-460.00',
        proven: true,
        gap: '0.00',
        capCosts: [{ borrower: 'BETA', kind: 'lots', limit: '1', used: '1', cost: '460.00', binding: true, proven: true }],
      },
    });
  });

  it('awards the combo without the cap', async () => {
    const r = await optimizeAward({ ...example(), caps: [] });
    expect(r.ok && [r.value.selectedBidIds, r.value.total, r.value.capCosts]).toEqual([[3], '9800.00', []]);
  });

  it('gives a tie of equal values to the value saved first, not the lower bid id', async () => {
    const r = await optimizeAward({
      currency: 'USD',
      lots: [{ id: 1, marketValue: '1000000.00', currency: 'USD' }],
      bids: [
        { id: 1, borrower: 'A', lotId: 1, value: '500.00', valueSavedAt: '2026-11-02T15:40:00Z' },
        { id: 2, borrower: 'B', lotId: 1, value: '500.00', valueSavedAt: '2026-11-02T15:05:00Z' },
      ],
    });
    expect(r.ok && r.value.selectedBidIds).toEqual([2]);
  });

  it('never awards a bid worth less than nothing', async () => {
    const r = await optimizeAward({
      currency: 'USD',
      lots: [{ id: 1, marketValue: '1000000.00', currency: 'USD' }],
      bids: [{ id: 1, borrower: 'A', lotId: 1, value: '-12.50', valueSavedAt: '2026-11-02T15:00:00Z' }],
    });
    expect(r.ok && [r.value.selectedBidIds, r.value.total]).toEqual([[], '0.00']);
  });

  it('refuses bad rows naming each field', async () => {
    const base = example();
    const { message, fields } = await refusal({
      ...base,
      lots: [{ ...base.lots[0], marketValue: '-5.00' }, { ...base.lots[1], fxRate: '0' }, { ...base.lots[2], comboLotIds: [1, 7] }],
      bids: [...base.bids, { id: 3, borrower: 'ACME', lotId: 9, value: '1', valueSavedAt: 'yesterday' }],
    });
    expect(fields).toEqual({
      'lots.0.marketValue': 'A market value is an amount as decimal text, e.g. "1250.00", not negative.',
      'lots.1.fxRate': 'An FX rate must be more than 0.',
      'bids.3.valueSavedAt': 'When the value was saved is an ISO instant, e.g. "2026-11-02T15:00:00.000Z".',
    });
    expect(message).toBe('lots.0.marketValue: A market value is an amount as decimal text, e.g. "1250.00", not negative.');
  });

  it('refuses rows that do not fit together: repeated ids, a bid on a missing lot, a combo spanning one, rates and caps', async () => {
    const base = example();
    const { fields } = await refusal({
      ...base,
      lots: [{ ...base.lots[0], fxRate: '1.2' }, { id: 2, marketValue: '8000000.00', currency: 'EUR' }, { ...base.lots[2], comboLotIds: [3, 7] }, base.lots[0]],
      bids: [...base.bids, { id: 3, borrower: 'ACME', lotId: 9, value: '1.00', valueSavedAt: '2026-11-02T15:00:00Z' }],
      caps: [{ borrower: 'NOBODY', lots: 1 }],
    });
    expect(fields).toEqual({
      'lots.0.fxRate': "Lot 1 is in the instance's currency USD: its FX rate is 1.",
      'lots.1.fxRate': 'Lot 2 is in EUR: give its FX rate into USD.',
      'lots.3.id': 'Lot id 1 appears twice.',
      'lots.2.comboLotIds.0': 'Combo lot 3 cannot span itself.',
      'lots.2.comboLotIds.1': 'Combo lot 3 spans lot 7, which is not in "lots".',
      'bids.3.id': 'Bid id 3 appears twice.',
      'bids.3.lotId': 'Bid 3 is on lot 9, which is not in "lots".',
      'caps.0.borrower': 'No borrower "NOBODY" has bids in this instance.',
    });
  });

  it('takes the caps awards.optimize takes: one entry a borrower, at most 100', async () => {
    expect((await refusal({ ...example(), caps: [{ borrower: 'BETA', lots: 1 }, { borrower: 'beta', marketValue: '1.00' }] })).fields).toEqual({
      caps: 'Give each borrower one cap entry (marketValue and lots together).',
    });
    const many = Array.from({ length: 101 }, (_, i) => ({ borrower: `B${i}`, lots: 1 }));
    expect((await refusal({ ...example(), caps: many })).fields).toEqual({ caps: 'At most 100 caps.' });
  });

  it('refuses an instance past its size budget before reading a row', async () => {
    const lots = Array.from({ length: AWARD_INSTANCE_MAX_LOTS + 1 }, () => null);
    expect(await refusal({ currency: 'USD', lots, bids: [] })).toEqual({
      message: `An award instance holds at most ${AWARD_INSTANCE_MAX_LOTS} lots; this one has ${AWARD_INSTANCE_MAX_LOTS + 1}.`,
      fields: { lots: `An award instance holds at most ${AWARD_INSTANCE_MAX_LOTS} lots; this one has ${AWARD_INSTANCE_MAX_LOTS + 1}.` },
    });
    const bids = { length: AWARD_INSTANCE_MAX_BIDS + 1 };
    expect((await refusal({ currency: 'USD', lots: [], bids: Array.from(bids, () => null) })).fields).toHaveProperty('bids');
  });

  it('refuses what is not an instance at all', async () => {
    expect((await refusal(null)).fields).toHaveProperty('_');
    expect((await refusal({ currency: 'XYZ', lots: [], bids: [] })).fields).toEqual({ currency: 'A currency is one of USD, EUR, GBP, JPY, SEK, CHF, AUD.' });
    expect((await refusal({ ...example(), extra: 1 })).fields).toHaveProperty('_');
  });
});
