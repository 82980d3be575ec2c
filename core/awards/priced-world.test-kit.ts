/**
 * Small priced auction worlds for property tests: single lots in the auction's currency or another (at a
 * real rate), with or without a comparison bps and a dividend, combo lots over 2-3 of them, and bps, fixed and
 * all-in bids (an all-in bid may be worth less than nothing) of borrowers 1..4. Lot ids are 1.. for single
 * lots and 100.. for combos; amounts are chosen so that every figure is whole cents in any currency.
 */
import fc from 'fast-check';
import type { Bid, CurrencyCode, Lot } from '../domain/entities';
import { NO_BID_AMOUNTS, type BidAmounts } from '../domain/bid-kinds';

/** The worlds' auction currency. */
export const WORLD_CURRENCY: CurrencyCode = 'USD';
const AUCTION = WORLD_CURRENCY;

export type WorldLot = Pick<Lot, 'id' | 'lotNumber' | 'marketValue' | 'currency' | 'fxRate' | 'termDays' | 'grossDividend' | 'taxRate' | 'comboFlag' | 'comboLotIds' | 'eslBps'>;
export type WorldBid = Pick<Bid, 'id' | 'lotId' | 'borrowerId' | 'minBalGuarantee'> & BidAmounts;
export interface World {
  lots: WorldLot[];
  bids: WorldBid[];
}

const CURRENCY_OF_RATE: Record<string, CurrencyCode> = { '1.0850': 'EUR', '1.2650': 'GBP', '0.0067': 'JPY', '1.1300': 'CHF', '0.0950': 'SEK', '0.6550': 'AUD' };

export const worldArb: fc.Arbitrary<World> = fc
  .record({
    lots: fc.array(
      fc.record({
        units: fc.integer({ min: 1, max: 4 }),
        rate: fc.constantFrom('1', ...Object.keys(CURRENCY_OF_RATE)),
        esl: fc.option(fc.integer({ min: 1, max: 6000 }), { nil: null }),
        dividend: fc.option(fc.record({ gross: fc.integer({ min: 1, max: 6 }), tax: fc.integer({ min: 0, max: 40 }) }), { nil: null }),
      }),
      { minLength: 2, maxLength: 5 },
    ),
    combos: fc.array(fc.uniqueArray(fc.nat({ max: 4 }), { minLength: 2, maxLength: 3 }), { maxLength: 2 }),
    bids: fc.array(
      fc.record({
        lot: fc.nat(),
        borrower: fc.integer({ min: 1, max: 4 }),
        kind: fc.constantFrom('BPS', 'FIXED', 'ALL_IN'),
        amount: fc.integer({ min: 1, max: 9_000 }),
      }),
      { minLength: 1, maxLength: 11 },
    ),
  })
  .map(({ lots, combos, bids }) => {
    const singles: WorldLot[] = lots.map((l, i) => ({
      id: i + 1,
      lotNumber: String(i + 1),
      marketValue: `${l.units * 360_000_000}.00`,
      currency: l.rate === '1' ? AUCTION : (CURRENCY_OF_RATE[l.rate]),
      fxRate: l.rate === '1' ? null : l.rate,
      termDays: 90 + 30 * i,
      grossDividend: l.dividend ? String(l.dividend.gross) : null,
      taxRate: l.dividend ? String(l.dividend.tax) : null,
      comboFlag: false,
      comboLotIds: [],
      eslBps: l.esl === null ? null : (l.esl / 100).toFixed(2),
    }));
    const comboLots: WorldLot[] = combos
      .map((members) => [...new Set(members.map((m) => (m % singles.length) + 1))])
      .filter((members) => members.length >= 2)
      .map((members, k) => ({ ...singles[k % singles.length], id: 100 + k, lotNumber: `${k + 1}C`, comboFlag: true, comboLotIds: members, marketValue: `${(k + 2) * 360_000_000}.00` }));
    const all = [...singles, ...comboLots];
    const worldBids: WorldBid[] = bids.map((b, i) => {
      const lot = all[b.lot % all.length];
      return {
        id: i + 1,
        lotId: lot.id,
        borrowerId: b.borrower,
        ...NO_BID_AMOUNTS,
        basisPointGuarantee: b.kind === 'BPS' ? (b.amount / 100).toFixed(2) : null,
        fixed: b.kind === 'FIXED' ? String(b.amount * 10) : null,
        allIn: b.kind === 'ALL_IN' ? String(60 + (b.amount % 50)) : null,
        minBalGuarantee: b.kind === 'BPS' ? String(b.amount) : null,
      };
    });
    return { lots: all, bids: worldBids };
  });

