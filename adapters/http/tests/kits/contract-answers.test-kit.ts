/**
 * For tests of the contract's answers: every route of every contract module (found by reading the
 * folder, so every area's module is included), and a valid SavedBid to add undeclared members to.
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { ContractRoute } from '../../../../contract/route';
import type { SavedBid } from '../../../../contract/bidding';
import { NO_BID_AMOUNTS } from '../../../../core/domain/bid-kinds';

const CONTRACT_DIR = join(import.meta.dirname, '..', '..', '..', '..', 'contract');

const isRoute = (v: unknown): v is ContractRoute =>
  typeof v === 'object' && v !== null && typeof (v as ContractRoute).method === 'string' && typeof (v as ContractRoute).path === 'string' && 'response' in v;

/** Every route of every contract module, with the module it comes from. */
export async function contractRoutes(): Promise<Array<{ module: string; route: ContractRoute }>> {
  const found: Array<{ module: string; route: ContractRoute }> = [];
  const seen = new Set<string>();
  for (const file of readdirSync(CONTRACT_DIR).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))) {
    const mod = (await import(join(CONTRACT_DIR, file))) as Record<string, unknown>;
    for (const group of Object.values(mod)) {
      if (typeof group !== 'object' || group === null) continue;
      for (const route of Object.values(group as Record<string, unknown>)) {
        if (!isRoute(route)) continue;
        const key = `${route.method} ${route.path}`;
        if (!seen.has(key)) found.push({ module: file, route });
        seen.add(key);
      }
    }
  }
  return found;
}

/** A bid as the bid wizard's answers carry it (contract/bidding.ts SavedBid), with `overrides`. */
export function savedBid(overrides: Partial<SavedBid> = {}): SavedBid {
  const company = { companyName: 'Borrower One', companyCode: 'B1' };
  const user = { id: 7, loginName: 'bidder1', firstName: 'Bea', lastName: 'Bidder', emailAddress: 'bea@example.com' };
  return {
    id: 11,
    bidId: 11,
    lotId: 3,
    esecAucLot: { id: 3, lotNumber: 'L-3', lotName: 'Lot three', marketValue: '1000000.00', currency: 'USD', termDays: 90, fxRate: '1', comboLotIds: [] },
    collateralType: 'Cash',
    ...NO_BID_AMOUNTS,
    basisPointGuarantee: '10.50',
    minBalGuarantee: null,
    lotSpecificComments: '',
    confirmed: false,
    superBidder: null,
    bidDate: '2026-11-22T15:00:00.000Z',
    estimatedBid: '2589.04',
    company,
    user,
    esecAucCompany: company,
    esecAucUser: user,
    ...overrides,
  };
}
