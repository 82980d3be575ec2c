/** What the store contract's files share: the store under test, helpers building a little world, and assertions. */
import { expect } from 'vitest';
import type { Auction, Borrower, Client, Lot, User } from '../../../core/domain/entities';
import type { DuplicateError, ReferenceError_, Store } from '../../../core/ports/repositories';
import { makeAuction, makeBorrower, makeClient, makeLot, makeUser } from '../../../fixtures/builders';

export const MISSING = 987654;

/** Asserts that `p` rejects with the port error of the given class (and message, when given). */
export async function expectRejects(p: Promise<unknown>, cls: typeof DuplicateError | typeof ReferenceError_, message?: string) {
  const err = await p.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err, 'expected a rejection').toBeInstanceOf(cls);
  if (message !== undefined) expect((err as Error).message).toBe(message);
  return err as Error;
}

/** The store under test and small helpers building a consistent little world in it. */
export interface StoreKit {
  /** The store the suite opened: read it in hooks and tests only (it is opened by the suite's beforeAll). */
  readonly store: Store;
  client(o?: Partial<Client>): Promise<Client>;
  borrower(o?: Partial<Borrower>): Promise<Borrower>;
  auction(o?: Partial<Auction>): Promise<Auction>;
  lot(auctionId: number, o?: Partial<Lot>): Promise<Lot>;
  bidder(o?: Partial<User>): Promise<User>;
}

/** The kit over the store `current` answers (the one the suite opened). */
export function storeKit(current: () => Store): StoreKit {
  const client = (o: Partial<Client> = {}) => current().clients.create(makeClient(o));
  const borrower = (o: Partial<Borrower> = {}) => current().borrowers.create(makeBorrower(o));
  const auction = async (o: Partial<Auction> = {}) => current().auctions.create(makeAuction({ clientId: (await client()).id, ...o }));
  const lot = (auctionId: number, o: Partial<Lot> = {}) => current().lots.create(makeLot({ auctionId, ...o }));
  const bidder = async (o: Partial<User> = {}) => current().users.create(makeUser({ borrowerId: (await borrower()).id, ...o }));
  return {
    get store() {
      return current();
    },
    client,
    borrower,
    auction,
    lot,
    bidder,
  };
}
