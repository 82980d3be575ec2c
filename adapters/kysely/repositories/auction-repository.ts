import { DEFAULT_BORROWER_TYPE } from '../../../core/parties/parties';
import type { Auction } from '../../../core/domain/entities';
import { BID_KIND_FLAGS } from '../../../core/domain/bid-kinds';
import type { AuctionRepository } from '../../../core/ports/repositories';
import { canonicalFields, pick, type RepoContext } from '../codec';
import { assertUpdated } from './not-found';
import { prepared, type At } from '../prepared';

/** Written as they are; the instants and the decimal in canonical form (`row`). */
const COLUMNS = ['auctionName', 'clientId', 'collateralType', ...BID_KIND_FLAGS, 'minGuarantee', 'dayCount',
  'currency', 'template', 'aicapprovalFlag', 'awardConfirmFlag'] as const;

const INSTANTS = ['auctionStartDate', 'auctionEndDate', 'marketValueDate', 'termStartDate', 'termEndDate', 'datalendEstimateDate',
  'discretionaryEstimateDate'] as const;

const row = (a: Omit<Auction, 'id'>) => ({ ...pick(a, COLUMNS), ...canonicalFields(a, INSTANTS, ['reinvest']) });

/** The auction, the borrower's approval and row, and the acting user's rules flags (a bid write's access), in one statement. */
const bidderViewQuery = prepared((db, at: At<{ id: number; borrowerId: number; rulesUserId: number }>) =>
  db
    .selectFrom('auctions')
    .leftJoin('borrowers', (j) => j.on('borrowers.id', '=', at((p) => p.borrowerId)))
    .leftJoin('rules_acceptances', (j) => j.onRef('rules_acceptances.auctionId', '=', 'auctions.id').on('rules_acceptances.userId', '=', at((p) => p.rulesUserId)))
    .selectAll('auctions')
    .select((eb) => [
      eb
        .exists(eb.selectFrom('invitees').select('invitees.borrowerId').whereRef('invitees.auctionId', '=', 'auctions.id').where('invitees.borrowerId', '=', at((p) => p.borrowerId)))
        .as('bidderApproved'),
      'borrowers.id as bidderBorrowerId',
      'borrowers.companyName as bidderCompanyName',
      'borrowers.companyCode as bidderCompanyCode',
      'borrowers.active as bidderBorrowerActive',
      'borrowers.lei as bidderBorrowerLei',
      'borrowers.borrowerType as bidderBorrowerType',
      'borrowers.mpid as bidderBorrowerMpid',
      'rules_acceptances.acceptRulesFlag as bidderAcceptRulesFlag',
      'rules_acceptances.specAucRulesLinkFlag as bidderSpecAucRulesLinkFlag',
      // The lots' version with the access, so the lot cache needs no read of its own (lot-cache.ts).
      eb.selectFrom('auction_lot_versions').select('auction_lot_versions.version').whereRef('auction_lot_versions.auctionId', '=', 'auctions.id').as('bidderLotsVersion'),
    ])
    .where('auctions.id', '=', at((p) => p.id)),
);

export const createAuctionRepository = (ctx: RepoContext): AuctionRepository => {
  const { db } = ctx;
  const get = async (id: number) => (await db.selectFrom('auctions').selectAll().where('id', '=', id).executeTakeFirst()) ?? null;
  const setFlags = async (id: number, flags: Partial<Pick<Auction, 'template' | 'aicapprovalFlag' | 'awardConfirmFlag'>>) => {
    assertUpdated(await db.updateTable('auctions').set(flags).where('id', '=', id).executeTakeFirst(), 'auction', id);
  };
  return {
    async list(filter) {
      let q = db.selectFrom('auctions').selectAll();
      if (filter?.clientId !== undefined) q = q.where('clientId', '=', filter.clientId);
      return q.orderBy('auctionStartDate', 'desc').orderBy('id').execute();
    },
    get,
    async getForBidder(id, borrowerId, rulesUserId) {
      const r = await bidderViewQuery.first(ctx, { id, borrowerId, rulesUserId });
      if (!r) return null;
      const { bidderApproved, bidderBorrowerId, bidderCompanyName, bidderCompanyCode, bidderBorrowerActive, bidderBorrowerLei, bidderBorrowerType, bidderBorrowerMpid, bidderAcceptRulesFlag, bidderSpecAucRulesLinkFlag, bidderLotsVersion, ...auction } =
        r;
      // The aliases are not boolean column names: SQLite answers 0/1 for them, PostgreSQL booleans.
      const truthy = (v: unknown) => v === true || v === 1;
      return {
        auction,
        approved: truthy(bidderApproved),
        borrower:
          bidderBorrowerId === null
            ? null
            : {
                id: bidderBorrowerId,
                companyName: bidderCompanyName ?? '',
                companyCode: bidderCompanyCode ?? '',
                active: truthy(bidderBorrowerActive),
                lei: bidderBorrowerLei ?? null,
                borrowerType: bidderBorrowerType ?? DEFAULT_BORROWER_TYPE,
                mpid: bidderBorrowerMpid ?? null,
              },
        rules: { acceptRulesFlag: bidderAcceptRulesFlag ?? null, specAucRulesLinkFlag: bidderSpecAucRulesLinkFlag ?? null },
        lotsVersion: bidderLotsVersion == null ? null : Number(bidderLotsVersion),
      };
    },
    getByName: async (auctionName) =>
      (await db.selectFrom('auctions').selectAll().where('auctionName', '=', auctionName).executeTakeFirst()) ?? null,
    create: (auction) => db.insertInto('auctions').values(row(auction)).returningAll().executeTakeFirstOrThrow(),
    async update(auction) {
      assertUpdated(await db.updateTable('auctions').set(row(auction)).where('id', '=', auction.id).executeTakeFirst(), 'auction', auction.id);
      return (await get(auction.id)) as Auction;
    },
    setTemplate: (id, template, aicapprovalFlag) => setFlags(id, { template, aicapprovalFlag }),
    setAwardConfirmFlag: (id, awardConfirmFlag) => setFlags(id, { awardConfirmFlag }),
  };
};
