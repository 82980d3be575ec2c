import { describe, expect, it } from 'vitest';
import { validateAuction } from '../../../../../core/validation/auction-form';
import { toSaveBody, toScreen, withAuctionDate } from './auction-form-state';

// 2026-03-08T04:30Z is still 2026-03-07 in New York (23:30 EST).
const NOW = Date.parse('2026-03-08T04:30:00.000Z');

describe('auction form state', () => {
  it('defaults empty dates to today in New York, not in UTC', () => {
    const s = toScreen({}, NOW);
    expect(s.auctionDate).toBe('2026-03-07');
    expect(s.marketValueDate).toBe('2026-03-07');
    expect([s.startTime, s.endTime, s.template, s.currency]).toEqual(['09:00', '17:00', 'collapse', 'USD']);
  });

  it('keeps the loaded values as the screen shows them', () => {
    const s = toScreen({ auctionName: 'Spring', clientId: 3, auctionDate: '2026-04-01', startTime: '10:30', endTime: '15:00', collateralType: 'Both', reinvest: '12.5' }, NOW);
    expect(s).toMatchObject({ auctionName: 'Spring', clientId: '3', auctionDate: '2026-04-01', startTime: '10:30', endTime: '15:00', collateralType: 'Both', reinvest: '12.5' });
  });

  it('builds a body that core/validation accepts, with the instants in New York time', () => {
    const s = { ...withAuctionDate(toScreen({}, NOW), '2026-04-01'), auctionName: 'Spring', clientId: '3', collateralType: 'Cash', marketValueDate: '2026-03-31' };
    const checked = validateAuction(toSaveBody(-1, s), { nowMs: NOW });
    expect(checked.ok).toBe(true);
    if (checked.ok) {
      expect(checked.value.auctionStartDate).toBe('2026-04-01T13:00:00.000Z'); // 09:00 EDT
      expect(checked.value.auctionEndDate).toBe('2026-04-01T21:00:00.000Z'); // 17:00 EDT
    }
  });

  it('sends an empty reinvest as null and the client as a number', () => {
    const body = toSaveBody(5, { ...toScreen({}, NOW), clientId: '12', reinvest: '  ' });
    expect(body.clientId).toBe(12);
    expect(body.reinvest).toBeNull();
    expect(body.id).toBe(5);
  });

  it('keeps a multi-day auction as loaded and moves its end date with the auction date', () => {
    const loaded = { auctionName: 'Q4', clientId: 1, collateralType: 'Cash', bpsBid: true, auctionDate: '2026-04-01', startTime: '09:00', endDate: '2026-04-03', endTime: '09:00', marketValueDate: '2026-03-31', termStartDate: '2026-04-10', termEndDate: '2026-10-06' };
    const s = toScreen(loaded, NOW);
    const checked = validateAuction(toSaveBody(7, s), { nowMs: NOW });
    expect(checked.ok && checked.value.auctionEndDate).toBe('2026-04-03T13:00:00.000Z');
    expect(withAuctionDate(s, '2026-04-30')).toMatchObject({ auctionDate: '2026-04-30', endDate: '2026-05-02' });
  });

  it('leaves empty term dates empty for the server to derive from the auction date', () => {
    const s = toScreen({}, NOW);
    expect([s.termStartDate, s.termEndDate]).toEqual(['', '']);
  });
});
