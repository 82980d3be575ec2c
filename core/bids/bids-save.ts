/**
 * What a bid save carries, as the save use case takes it: the rows of the bid sheet and the
 * supplemental comments. No login name: the saver is always the signed-in user (the wire's flat list
 * starts with one, which contract/bids-save-body.ts reads past and writes).
 */
import type { Id } from '../domain/entities';
import type { BidRowInput } from './bid-rules';

/** The bid id of a new row (or of a lot's placeholder row). */
export const NEW_BID_ID: Id = -1;

export interface BidsSaveBody {
  rows: BidRowInput[];
  supplemental: {
    /** The existing supplemental record's id, or null when there is none yet. */
    id: Id | null;
    comments: string;
  };
}
