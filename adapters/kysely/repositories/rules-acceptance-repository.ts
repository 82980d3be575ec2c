import { LINK_CLICKED, RULES_ACCEPTED, type RulesAcceptance } from '../../../core/domain/entities';
import type { RulesAcceptanceRepository } from '../../../core/ports/repositories';
import type { RepoContext } from '../codec';

export const createRulesAcceptanceRepository = ({ db }: RepoContext): RulesAcceptanceRepository => {
  const upsert = async (auctionId: number, userId: number, set: { accept_rules_flag?: string; spec_auc_rules_link_flag?: string }) => {
    await db
      .insertInto('rules_acceptances')
      .values({ auction_id: auctionId, user_id: userId, accept_rules_flag: null, spec_auc_rules_link_flag: null, ...set })
      .onConflict((oc) => oc.columns(['auction_id', 'user_id']).doUpdateSet(set))
      .execute();
  };
  return {
    /** A user who never accepted nor clicked has both flags null (no row needed). */
    async get(auctionId, userId) {
      const r = await db
        .selectFrom('rules_acceptances')
        .selectAll()
        .where('auction_id', '=', auctionId)
        .where('user_id', '=', userId)
        .executeTakeFirst();
      return {
        auctionId,
        userId,
        acceptRulesFlag: (r?.accept_rules_flag ?? null) as RulesAcceptance['acceptRulesFlag'],
        specAucRulesLinkFlag: (r?.spec_auc_rules_link_flag ?? null) as RulesAcceptance['specAucRulesLinkFlag'],
      };
    },
    setAccepted: (auctionId, userId) => upsert(auctionId, userId, { accept_rules_flag: RULES_ACCEPTED }),
    setLinkClicked: (auctionId, userId) => upsert(auctionId, userId, { spec_auc_rules_link_flag: LINK_CLICKED }),
  };
};
