import type { Auction } from '../../../core/domain/entities';
import type { AuctionRepository } from '../../../core/ports/repositories';
import { canonicalInstant, toDec, withoutId, type RepoContext } from '../codec';
import { assertUpdated } from './not-found';

/** Column values of an auction: instants and the reinvest rate in canonical text. */
const row = (a: Omit<Auction, 'id'>) => ({
  ...withoutId(a),
  auctionStartDate: canonicalInstant(a.auctionStartDate),
  auctionEndDate: canonicalInstant(a.auctionEndDate),
  marketValueDate: canonicalInstant(a.marketValueDate),
  termStartDate: canonicalInstant(a.termStartDate),
  termEndDate: canonicalInstant(a.termEndDate),
  datalendEstimateDate: canonicalInstant(a.datalendEstimateDate),
  discretionaryEstimateDate: canonicalInstant(a.discretionaryEstimateDate),
  reinvest: toDec(a.reinvest),
});

export const createAuctionRepository = ({ db }: RepoContext): AuctionRepository => {
  const get = async (id: number) => (await db.selectFrom('auctions').selectAll().where('id', '=', id).executeTakeFirst()) ?? null;
  return {
    async list(filter) {
      let q = db.selectFrom('auctions').selectAll();
      if (filter?.clientId !== undefined) q = q.where('clientId', '=', filter.clientId);
      return q.orderBy('auctionStartDate', 'desc').orderBy('id').execute();
    },
    get,
    async getByName(auctionName) {
      return (await db.selectFrom('auctions').selectAll().where('auctionName', '=', auctionName).executeTakeFirst()) ?? null;
    },
    async create(auction) {
      return db.insertInto('auctions').values(row(auction)).returningAll().executeTakeFirstOrThrow();
    },
    async update(auction) {
      assertUpdated(await db.updateTable('auctions').set(row(auction)).where('id', '=', auction.id).executeTakeFirst(), 'auction', auction.id);
      return (await get(auction.id)) as Auction;
    },
    async setTemplate(id, template, aicapprovalFlag) {
      assertUpdated(await db.updateTable('auctions').set({ template, aicapprovalFlag }).where('id', '=', id).executeTakeFirst(), 'auction', id);
    },
    async setAwardConfirmFlag(id, awardConfirmFlag) {
      assertUpdated(await db.updateTable('auctions').set({ awardConfirmFlag }).where('id', '=', id).executeTakeFirst(), 'auction', id);
    },
  };
};
