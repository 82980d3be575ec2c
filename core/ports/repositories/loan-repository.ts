import type { DecimalString, Id, Instant } from '../../domain/entities';
import type { LoanRecord, NewLoanRecord } from '../../loans/loan-record';

/** The loan records made by confirmations, and the auction's loan settings. */
export interface LoanRepository {
  /** Inserts the records as active loans; answers them with their ids, in the order given. */
  insertMany(records: readonly NewLoanRecord[]): Promise<LoanRecord[]>;
  /** Cancels every active loan of the auction (kept, with the time, reason and deadline); answers the loans cancelled. */
  cancelActive(auctionId: Id, cancellation: { at: Instant; reason: string; deadline: Instant }): Promise<LoanRecord[]>;
  /** Every loan of the auction, active and cancelled, by id. */
  listByAuction(auctionId: Id): Promise<LoanRecord[]>;
  /** Every loan effected or cancelled at or after `from` and before `to`, by id. */
  listChangedBetween(from: Instant, to: Instant): Promise<LoanRecord[]>;
  /** The auction's percentage of collateral to the value loaned, or null when not set. */
  getCollateralPct(auctionId: Id): Promise<DecimalString | null>;
  /** Sets (or, with null, clears) the auction's percentage of collateral. */
  setCollateralPct(auctionId: Id, pct: DecimalString | null): Promise<void>;
}
