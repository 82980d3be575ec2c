import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CURRENCIES, type CurrencyCode } from '../domain/entities';
import { bidTotalValue } from '../money/bid-values';
import { fixedFromBpsExact } from '../money/formulas';
import { dec } from '../money/decimal';
import { currencyMinorUnits } from '../money/currency-units';
import {
  accrualBetween,
  accruedAfter,
  dailyAccruals,
  dateOfDay,
  dayNumberOf,
  minorUnitsOf,
  monthDays,
  monthsOfTerm,
  textOfMinorUnits,
  type AccrualTerm,
  type DayNumber,
  type MinorUnits,
} from './accrual';
import { borrowerStatement, feeTermOf, type AwardedFee } from './statement';

const term = (total: bigint, days: number, start = '2026-01-15'): AccrualTerm => ({ total: total as MinorUnits, days, startDay: dayNumberOf(start) });
const sum = (xs: readonly bigint[]): bigint => xs.reduce((a, b) => a + b, 0n);

/** Any term: a total of either sign up to a trillion units, 1 to 800 days, a start from 2000 to 2060. */
const anyTerm = fc.record({
  total: fc.bigInt({ min: -(10n ** 15n), max: 10n ** 15n }),
  days: fc.integer({ min: 1, max: 800 }),
  startDay: fc.integer({ min: dayNumberOf('2000-01-01'), max: dayNumberOf('2060-12-31') }),
}) as fc.Arbitrary<AccrualTerm>;

describe('the daily accrual', () => {
  it('spreads the total evenly, the extra minor units on evenly spaced days, closing on the total', () => {
    expect(dailyAccruals(term(10n, 3)).map((d) => d.amount)).toEqual([3n, 3n, 4n]);
    expect(dailyAccruals(term(100_000n, 100)).every((d) => d.amount === 1_000n)).toBe(true);
    expect(dailyAccruals(term(7n, 10)).map((d) => d.amount)).toEqual([0n, 1n, 1n, 0n, 1n, 1n, 0n, 1n, 1n, 1n]);
    expect(dailyAccruals(term(-10n, 3)).map((d) => d.amount)).toEqual([-3n, -3n, -4n]);
    expect(dailyAccruals(term(5n, 2, '2026-02-28')).map((d) => dateOfDay(d.day))).toEqual(['2026-02-28', '2026-03-01']);
  });

  it('adds up to the total exactly, one entry a day, each day the exact share within one minor unit and of the total\'s sign', () => {
    fc.assert(
      fc.property(anyTerm, (t) => {
        const days = dailyAccruals(t);
        expect(days).toHaveLength(t.days);
        expect(sum(days.map((d) => d.amount))).toBe(t.total);
        days.forEach((d, i) => expect(d.day).toBe(t.startDay + i));
        const floor = t.total / BigInt(t.days);
        for (const d of days) {
          if (t.total >= 0n) expect(d.amount >= floor && d.amount <= floor + 1n && d.amount >= 0n).toBe(true);
          else expect(d.amount <= floor && d.amount >= floor - 1n && d.amount <= 0n).toBe(true);
        }
      }),
    );
  });

  it('is deterministic: the same term gives the same schedule', () => {
    fc.assert(
      fc.property(anyTerm, (t) => {
        expect(dailyAccruals({ ...t })).toEqual(dailyAccruals(t));
      }),
    );
  });

  it('never accrues ahead of the exact pro-rata accrual, nor a whole minor unit behind it', () => {
    fc.assert(
      fc.property(anyTerm, fc.nat(), (t, at) => {
        const k = at % (t.days + 1);
        const exactScaled = t.total * BigInt(k); // the exact running total times days
        const ran = accruedAfter(t, k) * BigInt(t.days);
        const gap = exactScaled - ran;
        expect(t.total >= 0n ? gap >= 0n : gap <= 0n).toBe(true);
        expect(gap < 0n ? -gap : gap).toBeLessThan(BigInt(t.days));
      }),
    );
  });

  it('over the months of its term adds up to the total, each month the sum of its days', () => {
    fc.assert(
      fc.property(anyTerm, (t) => {
        const daily = dailyAccruals(t);
        const months = monthsOfTerm(t);
        const parts = months.map((m) => {
          const p = monthDays(m) as { first: DayNumber; last: DayNumber };
          return { p, part: accrualBetween(t, p.first, p.last) };
        });
        expect(sum(parts.map((x) => x.part.amount))).toBe(t.total);
        expect(parts.reduce((n, x) => n + x.part.days, 0)).toBe(t.days);
        for (const { p, part } of parts) {
          expect(part.days).toBeGreaterThan(0);
          expect(part.amount).toBe(sum(daily.filter((d) => d.day >= p.first && d.day <= p.last).map((d) => d.amount)));
        }
      }),
    );
  });

  it('accrues nothing in a month outside the term, and the whole total by any month after it', () => {
    const t = term(12_345n, 31, '2026-03-10');
    const feb = monthDays('2026-02') as { first: DayNumber; last: DayNumber };
    const may = monthDays('2026-05') as { first: DayNumber; last: DayNumber };
    expect(accrualBetween(t, feb.first, feb.last)).toMatchObject({ days: 0, amount: 0n, accruedToDate: 0n, first: null });
    expect(accrualBetween(t, may.first, may.last)).toMatchObject({ days: 0, amount: 0n, accruedToDate: 12_345n });
    expect(monthsOfTerm(t)).toEqual(['2026-03', '2026-04']);
  });
});

describe('months and minor units', () => {
  it('reads YYYY-MM months with their days, and refuses anything else', () => {
    const feb = monthDays('2028-02');
    expect(feb && [dateOfDay(feb.first), dateOfDay(feb.last)]).toEqual(['2028-02-01', '2028-02-29']);
    for (const bad of ['2026-13', '2026-00', '2026-1', '26-01', 'January', '2026-01-01', '']) expect(monthDays(bad), bad).toBeNull();
  });

  it('counts minor units of each currency: cents, whole yen', () => {
    expect(minorUnitsOf('1234.565', 'USD')).toBe(123_457n);
    expect(minorUnitsOf('1234.50', 'JPY')).toBe(1_235n);
    expect(textOfMinorUnits(-5n, 'EUR')).toBe('-0.05');
    expect(textOfMinorUnits(1200n, 'JPY')).toBe('1200');
    fc.assert(
      fc.property(fc.constantFrom(...CURRENCIES), fc.bigInt({ min: -(10n ** 14n), max: 10n ** 14n }), (c, units) => {
        expect(minorUnitsOf(textOfMinorUnits(units, c), c)).toBe(units);
      }),
    );
  });
});

/** An awarded bid of any kind on a lot of any currency. */
const anyFee = fc
  .record({
    currency: fc.constantFrom<CurrencyCode>(...CURRENCIES),
    kind: fc.constantFrom('BPS', 'FIXED', 'ALL_IN'),
    marketValue: fc.bigInt({ min: 1n, max: 10n ** 12n }).map((c) => textOfMinorUnits(c, 'USD')),
    termDays: fc.integer({ min: 1, max: 400 }),
    bps: fc.integer({ min: 1, max: 100_000 }).map((x) => (x / 100).toFixed(2)),
    fixed: fc.bigInt({ min: 0n, max: 10n ** 11n }).map((c) => textOfMinorUnits(c, 'USD')),
    allIn: fc.integer({ min: 0, max: 1_200_000 }).map((x) => (x / 10_000).toFixed(4)),
    grossDividend: fc.integer({ min: 0, max: 1_000 }).map((x) => (x / 100).toFixed(2)),
    taxRate: fc.integer({ min: 0, max: 5_000 }).map((x) => (x / 100).toFixed(2)),
    start: fc.integer({ min: dayNumberOf('2024-01-01'), max: dayNumberOf('2030-12-31') }),
  })
  .map((x) => {
    const amounts = { basisPointGuarantee: x.kind === 'BPS' ? x.bps : null, fixed: x.kind === 'FIXED' ? x.fixed : null, allIn: x.kind === 'ALL_IN' ? x.allIn : null };
    const lot = { marketValue: x.marketValue, termDays: x.termDays, grossDividend: x.grossDividend, taxRate: x.taxRate };
    const fee: AwardedFee = {
      borrowerId: 1,
      bidId: 1,
      lotId: 1,
      lotNumber: '1',
      lotName: 'Lot',
      currency: x.currency,
      fxRate: '1.25',
      bidKind: x.kind,
      bidAmount: x.kind === 'BPS' ? x.bps : x.kind === 'FIXED' ? x.fixed : x.allIn,
      marketValue: x.marketValue,
      termDays: x.termDays,
      awardValue: bidTotalValue(amounts, lot),
    };
    return { fee, start: dateOfDay(x.start as DayNumber), bps: x.bps };
  });

describe('the statements of an awarded lot', () => {
  const auction = (start: string, currency: CurrencyCode = 'USD') => ({ id: 1, auctionName: 'A', currency, termStartDate: start });
  const borrower = { id: 1, companyName: 'Alpha', companyCode: 'ALPHA' };

  it('add up over every month of the term to the award\'s total value, exactly to the minor unit, for any kind and currency', () => {
    fc.assert(
      fc.property(anyFee, ({ fee, start }) => {
        const t = feeTermOf(fee, start);
        const statements = monthsOfTerm(t).map((m) => borrowerStatement(auction(start), borrower, m, [fee]));
        const units = statements.flatMap((s) => s.lines.map((l) => minorUnitsOf(l.amount, fee.currency)));
        expect(sum(units)).toBe(minorUnitsOf(fee.awardValue, fee.currency));
        // Currencies with cents: the award's total value itself, to the cent.
        if (currencyMinorUnits(fee.currency) === 2) expect(textOfMinorUnits(sum(units), fee.currency)).toBe(fee.awardValue);
        expect(statements.reduce((n, s) => n + s.lines.reduce((d, l) => d + l.days, 0), 0)).toBe(fee.termDays);
        const last = statements.at(-1)?.lines[0];
        expect(last?.accruedToDate).toBe(last?.termTotal);
      }),
    );
  });

  it('accrue a basis-point bid at bps / 10,000 x market value / 360 a day, to within two minor units at any day', () => {
    fc.assert(
      fc.property(
        anyFee.filter((x) => x.fee.bidKind === 'BPS'),
        fc.nat(),
        ({ fee, start, bps }, at) => {
          const t = feeTermOf(fee, start);
          const k = at % (fee.termDays + 1);
          const exact = fixedFromBpsExact(bps, fee.marketValue, 1).times(k);
          const unit = dec(10).pow(-currencyMinorUnits(fee.currency));
          const ran = dec(textOfMinorUnits(accruedAfter(t, k), fee.currency));
          expect(ran.minus(exact).abs().lessThan(unit.times(2))).toBe(true);
        },
      ),
    );
  });

  it('lists one line per lot with days in the month, subtotals per currency and the converted total at the lot rates', () => {
    const fees: AwardedFee[] = [
      { borrowerId: 1, bidId: 11, lotId: 2, lotNumber: '2', lotName: 'Yen lot', currency: 'JPY', fxRate: '0.0067', bidKind: 'FIXED', bidAmount: '3100000', marketValue: '1000000000', termDays: 31, awardValue: '3100000.00' },
      { borrowerId: 1, bidId: 10, lotId: 1, lotNumber: '1', lotName: 'Dollar lot', currency: 'USD', fxRate: '1', bidKind: 'BPS', bidAmount: '36.00', marketValue: '10000000.00', termDays: 90, awardValue: '9000.00' },
      { borrowerId: 1, bidId: 12, lotId: 3, lotNumber: '3', lotName: 'Euro lot', currency: 'EUR', fxRate: '1.0850', bidKind: 'FIXED', bidAmount: '900.00', marketValue: '5000000.00', termDays: 90, awardValue: '900.00' },
      { borrowerId: 2, bidId: 13, lotId: 4, lotNumber: '4', lotName: 'Not theirs', currency: 'USD', fxRate: '1', bidKind: 'FIXED', bidAmount: '1.00', marketValue: '1.00', termDays: 90, awardValue: '999.00' },
    ];
    const jan = borrowerStatement(auction('2026-01-01'), borrower, '2026-01', fees);
    expect(jan.lines.map((l) => [l.lotNumber, l.currency, l.days, l.amount, l.converted])).toEqual([
      ['1', 'USD', 31, '3100.00', '3100.00'],
      ['2', 'JPY', 31, '3100000', '20770.00'],
      ['3', 'EUR', 31, '310.00', '336.35'],
    ]);
    expect(jan.subtotals).toEqual([
      { currency: 'USD', amount: '3100.00' },
      { currency: 'EUR', amount: '310.00' },
      { currency: 'JPY', amount: '3100000' },
    ]);
    expect([jan.convertedTotal, jan.converted, jan.periodStart, jan.periodEnd]).toEqual(['24206.35', true, '2026-01-01', '2026-01-31']);
    const feb = borrowerStatement(auction('2026-01-01'), borrower, '2026-02', fees);
    expect(feb.lines.map((l) => [l.lotNumber, l.days, l.from, l.to, l.amount, l.accruedToDate])).toEqual([
      ['1', 28, '2026-02-01', '2026-02-28', '2800.00', '5900.00'],
      ['3', 28, '2026-02-01', '2026-02-28', '280.00', '590.00'],
    ]);
    expect(borrowerStatement(auction('2026-01-01'), borrower, '2025-12', fees)).toMatchObject({ lines: [], subtotals: [], convertedTotal: '0.00', converted: false });
  });

  it("accrues an all-in bid's award value evenly over its term, as a fixed amount: 4,500.00 over 90 days is 50.00 a day", () => {
    const allIn: AwardedFee = { borrowerId: 1, bidId: 20, lotId: 5, lotNumber: '5', lotName: 'All-in lot', currency: 'USD', fxRate: '1', bidKind: 'ALL_IN', bidAmount: '0.9000', marketValue: '10000000.00', termDays: 90, awardValue: '4500.00' };
    const months = ['2026-01', '2026-02', '2026-03', '2026-04'].map((m) => borrowerStatement(auction('2026-01-01'), borrower, m, [allIn]).lines.map((l) => [l.days, l.amount, l.accruedToDate]));
    expect(months).toEqual([[[31, '1550.00', '1550.00']], [[28, '1400.00', '2950.00']], [[31, '1550.00', '4500.00']], []]);
  });
});
