import { LINK_CLICKED, RULES_ACCEPTED, type RulesAcceptance } from '../../../core/domain/entities';
import type { RulesAcceptanceRepository } from '../../../core/ports/repositories';
import type { RepoContext } from '../codec';

type Flags = Partial<Pick<RulesAcceptance, 'acceptRulesFlag' | 'specAucRulesLinkFlag'>>;

export const createRulesAcceptanceRepository = ({ db }: RepoContext): RulesAcceptanceRepository => {
  const upsert = async (auctionId: number, userId: number, set: Flags) => {
    await db
      .insertInto('rules_acceptances')
      .values({ auctionId, userId, acceptRulesFlag: null, specAucRulesLinkFlag: null, ...set })
      .onConflict((oc) => oc.columns(['auctionId', 'userId']).doUpdateSet(set))
      .execute();
  };
  return {
    /** A user who never accepted nor clicked has both flags null (no row needed). */
    async get(auctionId, userId) {
      const r = await db
        .selectFrom('rules_acceptances')
        .selectAll()
        .where('auctionId', '=', auctionId)
        .where('userId', '=', userId)
        .executeTakeFirst();
      return r ?? { auctionId, userId, acceptRulesFlag: null, specAucRulesLinkFlag: null };
    },
    setAccepted: (auctionId, userId) => upsert(auctionId, userId, { acceptRulesFlag: RULES_ACCEPTED }),
    setLinkClicked: (auctionId, userId) => upsert(auctionId, userId, { specAucRulesLinkFlag: LINK_CLICKED }),
  };
};
