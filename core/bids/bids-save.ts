/**
 * What a bid save carries, as the save use case takes it: the rows of the bid sheet and the
 * supplemental comments. The wire's flat list is read and written by contract/bids-save-body.ts.
 */
import type { Id } from '../domain/entities';
import type { BidRowInput } from './bid-rules';

/** The bid id of a new row (or of a lot's placeholder row). */
export const NEW_BID_ID: Id = -1;

export interface BidsSaveBody {
  loginName: string;
  rows: BidRowInput[];
  supplemental: {
    /** The existing supplemental record's id, or null when there is none yet. */
    id: Id | null;
    comments: string;
  };
}
