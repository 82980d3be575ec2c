/**
 * Validates a decoded bidssave body (the contract decodes the wire list, contract/bids-save-body.ts)
 * with the core/bids rules (spec section 5 messages), then checks what only the server knows: every
 * lot belongs to the auction.
 * The body carries no login name (the contract drops the wire's): identity always comes from the signed-in user.
 */
import type { Auction, Lot } from '../domain/entities';
import { MSG } from '../domain/messages';
import { fail, ok, type Result } from '../domain/result';
import { truncateSupplemental, validateBidRows, type ValidBidRow } from './bid-rules';
import type { BidsSaveBody } from './bids-save';
import { bidValueRule } from './bid-value-rule';
import { incompleteSheetRefusal } from './sheet-completeness';

export interface BidsSaveInput {
  /** Rows carrying a bid; `bidId` NEW_BID_ID for new rows (./bids-save.ts `isExistingBidId`). */
  rows: ValidBidRow[];
  supplementalComments: string;
}

export function parseBidsSave(body: BidsSaveBody, auction: Auction, lots: Lot[]): Result<BidsSaveInput> {
  if (body.rows.length === 0) return fail('VALIDATION', MSG.NO_BID_INPUTS);
  const validated = validateBidRows(body.rows, auction, bidValueRule(lots));
  if (!validated.ok) return validated;
  // A guarantee without a bid, or a sheet without any bid, is refused (./sheet-completeness.ts).
  const incomplete = incompleteSheetRefusal(body.rows, lots);
  if (incomplete) return fail('VALIDATION', incomplete.message, incomplete.fields);
  const lotIds = new Set(lots.map((l) => l.id));
  const rows = validated.value.rows;
  if (rows.some((r) => !lotIds.has(r.lotId)) || validated.value.emptyRows.some((r) => !lotIds.has(r.lotId))) {
    return fail('VALIDATION', MSG.NO_LOTS_TO_BID_ON);
  }
  const comments = body.supplemental.comments;
  if (truncateSupplemental(comments).truncated) return fail('VALIDATION', MSG.SUPPLEMENTAL_COMMENTS_TOO_LONG);
  return ok({ rows, supplementalComments: comments });
}
