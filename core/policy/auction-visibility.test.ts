import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { CoreDeps } from '../app/deps';
import type { Auction, User } from '../domain/entities';
import { ROLE_CODES } from '../domain/roles';
import { fixedClock } from '../ports/clock';
import { monitoredAuction } from '../close/close-monitor';
import { reportAuction } from '../reports/report-access';
import { can } from './capabilities';

const START = Date.parse('2026-11-22T14:00:00Z');
const END = Date.parse('2026-11-22T17:00:00Z');
const auction = { id: 7, clientId: 1, auctionStartDate: new Date(START).toISOString(), auctionEndDate: new Date(END).toISOString() } as Auction;

const depsAt = (nowMs: number) =>
  ({ clock: fixedClock(nowMs), store: { auctions: { get: async (id: number) => (id === auction.id ? auction : null) } } }) as unknown as CoreDeps;

describe("what an actor sees of an auction's borrowers: the reports and the close monitor agree", () => {
  it('for any roles, client and moment, a report is served exactly when the monitor shows every borrower', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.subarray([...ROLE_CODES]),
        fc.constantFrom(null, 1, 2),
        fc.integer({ min: START - 3_600_000, max: END + 3_600_000 }),
        async (roles, clientId, nowMs) => {
          const actor = { roles, user: { id: 1, clientId, accountEnabled: true, accountLocked: false } as User };
          const deps = depsAt(nowMs);
          const [report, monitor] = await Promise.all([reportAuction(deps, actor, auction.id), monitoredAuction(deps, actor, auction.id)]);
          if (!can(roles, 'monitorClose')) return;
          if (monitor.ok) expect(report.ok).toBe(monitor.value.visibility === 'borrowers');
          else expect(report.ok).toBe(false);
          if (monitor.ok && monitor.value.visibility === 'aggregate') expect(nowMs).toBeLessThan(END);
        },
      ),
      { numRuns: 300 },
    );
  });
});
