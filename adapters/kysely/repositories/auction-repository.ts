import type { Selectable } from 'kysely';
import type { Auction, CollateralType, CurrencyCode, InfoCentreTemplate } from '../../../core/domain/entities';
import type { AuctionRepository } from '../../../core/ports/repositories';
import { canonicalInstant, fromBool, fromTs, toBool, toDec, type RepoContext } from '../codec';
import type { AuctionsTable } from '../schema';
import { assertUpdated } from './not-found';

const toAuction = (r: Selectable<AuctionsTable>): Auction => ({
  id: r.id,
  auctionName: r.auction_name,
  clientId: r.client_id,
  auctionStartDate: fromTs(r.auction_start_date),
  auctionEndDate: fromTs(r.auction_end_date),
  marketValueDate: fromTs(r.market_value_date),
  termStartDate: fromTs(r.term_start_date),
  termEndDate: fromTs(r.term_end_date),
  datalendEstimateDate: fromTs(r.datalend_estimate_date),
  discretionaryEstimateDate: fromTs(r.discretionary_estimate_date),
  collateralType: r.collateral_type as CollateralType,
  dollarBid: fromBool(r.dollar_bid),
  bpsBid: fromBool(r.bps_bid),
  allInFlag: fromBool(r.all_in_flag),
  minGuarantee: fromBool(r.min_guarantee),
  dayCount: r.day_count,
  reinvest: r.reinvest,
  currency: r.currency as CurrencyCode,
  template: r.template as InfoCentreTemplate,
  aicapprovalFlag: fromBool(r.aicapproval_flag),
  awardConfirmFlag: fromBool(r.award_confirm_flag),
});

export const createAuctionRepository = ({ db, engine }: RepoContext): AuctionRepository => {
  const row = (a: Omit<Auction, 'id'>) => ({
    auction_name: a.auctionName,
    client_id: a.clientId,
    auction_start_date: canonicalInstant(a.auctionStartDate),
    auction_end_date: canonicalInstant(a.auctionEndDate),
    market_value_date: canonicalInstant(a.marketValueDate),
    term_start_date: canonicalInstant(a.termStartDate),
    term_end_date: canonicalInstant(a.termEndDate),
    datalend_estimate_date: canonicalInstant(a.datalendEstimateDate),
    discretionary_estimate_date: canonicalInstant(a.discretionaryEstimateDate),
    collateral_type: a.collateralType,
    dollar_bid: toBool(engine, a.dollarBid),
    bps_bid: toBool(engine, a.bpsBid),
    all_in_flag: toBool(engine, a.allInFlag),
    min_guarantee: toBool(engine, a.minGuarantee),
    day_count: a.dayCount,
    reinvest: toDec(a.reinvest),
    currency: a.currency,
    template: a.template,
    aicapproval_flag: toBool(engine, a.aicapprovalFlag),
    award_confirm_flag: toBool(engine, a.awardConfirmFlag),
  });
  const get = async (id: number) => {
    const r = await db.selectFrom('auctions').selectAll().where('id', '=', id).executeTakeFirst();
    return r ? toAuction(r) : null;
  };
  return {
    async list(filter) {
      let q = db.selectFrom('auctions').selectAll();
      if (filter?.clientId !== undefined) q = q.where('client_id', '=', filter.clientId);
      return (await q.orderBy('auction_start_date', 'desc').orderBy('id').execute()).map(toAuction);
    },
    get,
    async getByName(auctionName) {
      const r = await db.selectFrom('auctions').selectAll().where('auction_name', '=', auctionName).executeTakeFirst();
      return r ? toAuction(r) : null;
    },
    async create(auction) {
      const r = await db.insertInto('auctions').values(row(auction)).returningAll().executeTakeFirstOrThrow();
      return toAuction(r);
    },
    async update(auction) {
      assertUpdated(await db.updateTable('auctions').set(row(auction)).where('id', '=', auction.id).executeTakeFirst(), 'auction', auction.id);
      return (await get(auction.id)) as Auction;
    },
    async setTemplate(id, template, aicapprovalFlag) {
      assertUpdated(
        await db
          .updateTable('auctions')
          .set({ template, aicapproval_flag: toBool(engine, aicapprovalFlag) })
          .where('id', '=', id)
          .executeTakeFirst(),
        'auction',
        id,
      );
    },
    async setAwardConfirmFlag(id, awardConfirmFlag) {
      assertUpdated(
        await db.updateTable('auctions').set({ award_confirm_flag: toBool(engine, awardConfirmFlag) }).where('id', '=', id).executeTakeFirst(),
        'auction',
        id,
      );
    },
  };
};
