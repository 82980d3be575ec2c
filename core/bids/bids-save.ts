/**
 * What a bid save carries, as the save use case takes it: the rows of the bid sheet and the
 * supplemental comments. No login name: the saver is always the signed-in user (the wire's flat list
 * starts with one, which the HTTP contract reads past and writes).
 */
import type { Id } from '../domain/entities';
import type { BidRowInput } from './bid-rules';

/**
 * The bid id of a new row (or of a lot's placeholder row): the one new-bid marker core receives (the
 * contract decodes the wire's markers to it, contract/bids-save-body.ts).
 */
export const NEW_BID_ID: Id = -1;

/**
 * Does a row's bid id name a stored bid? Core's one check of the marker. Stored ids are positive, so
 * NEW_BID_ID, and any other id that is not positive (an embedder calling the use case without the
 * contract's decoder), is a new bid; a positive id must be one of the saver's own bids.
 */
export const isExistingBidId = (bidId: Id): boolean => bidId > 0;

export interface BidsSaveBody {
  rows: BidRowInput[];
  supplemental: {
    /** The existing supplemental record's id, or null when there is none yet. */
    id: Id | null;
    comments: string;
  };
}
