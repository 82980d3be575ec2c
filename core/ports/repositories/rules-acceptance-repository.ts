import type { Id, RulesAcceptance } from '../../domain/entities';

export interface RulesAcceptanceRepository {
  get(auctionId: Id, userId: Id): Promise<RulesAcceptance>;
  setAccepted(auctionId: Id, userId: Id): Promise<void>;
  setLinkClicked(auctionId: Id, userId: Id): Promise<void>;
}
