/**
 * Auction events: what an embedding program may react to without polling the tables. Each is written to
 * the store in the same transaction as the change it reports (a rolled back change reports nothing, a
 * committed one is never lost), and read back in id order by a subscription (`core.events.subscribe`).
 *
 * Payloads are minimal on purpose: ids, counts and times, never a bid's value, a borrower's name or a
 * free text typed by a user (an extension's reason, an unconfirm's reason). Times are UTC instants
 * (ISO 8601 with `Z`), the form every instant of the store has; display them in New York time with
 * the product's formatters when needed.
 */
import type { Id, Instant } from '../domain/entities';

/** Which notices a `notices.sent` or `notices.failed` event reports. */
export type NoticeKind = 'awardConfirm' | 'awardUnconfirm' | 'extension';

/** Why one e-mail was not sent: the mailer's error message (credentials in URLs masked) and its code when it has one. */
export interface NoticeCause {
  message: string;
  code?: string;
}

/** One notice that was not sent. */
export interface NoticeFailure {
  userId: Id;
  cause: NoticeCause;
}

/** The kind-specific part of each event. */
export interface AuctionEventPayloads {
  /** A borrower's user opened the auction's information centre (each opening; the close monitor shows the first). */
  'infoCentre.opened': { borrowerId: Id; userId: Id };
  /** A bidder or super bidder (`userId`, who read the rules) accepted the auction's rules, for `borrowerId`'s bids. */
  'rules.accepted': { borrowerId: Id; userId: Id };
  /** Bids were saved for a bidder user (the bids' owner, also when its super bidder saved them): how many rows, never their values. */
  'bids.saved': { borrowerId: Id; userId: Id; bidCount: number };
  /** A bidder user confirmed its bids (one borrower's user; the count, never the values). */
  'bids.confirmed': { borrowerId: Id; userId: Id; bidCount: number };
  /** A reminder before the close went to a bidding user who had not confirmed, `offsetMinutes` before the end. */
  'reminder.sent': { borrowerId: Id; userId: Id; offsetMinutes: number };
  /** A reminder before the close could not be sent (it is not tried again; the close monitor shows it failed). */
  'reminder.failed': { borrowerId: Id; userId: Id; offsetMinutes: number };
  /** The auction's end moved later (an extension, or the end changed on the auction form). */
  'auction.extended': { previousEnd: Instant; newEnd: Instant };
  /** The auction's end passed (recorded once per end, by whichever process noticed first). */
  'auction.ended': { endedAt: Instant };
  'awards.confirmed': { awardCount: number };
  'awards.unconfirmed': Record<string, never>;
  /** Every notice of a confirm, unconfirm or extension went out. */
  'notices.sent': { notice: NoticeKind; sent: number };
  /** Some notices did not go out: which users, and why. */
  'notices.failed': { notice: NoticeKind; sent: number; failed: NoticeFailure[] };
}

export type AuctionEventKind = keyof AuctionEventPayloads;

/** Every kind, in the order they are documented. */
export const AUCTION_EVENT_KINDS = [
  'infoCentre.opened',
  'rules.accepted',
  'bids.saved',
  'bids.confirmed',
  'reminder.sent',
  'reminder.failed',
  'auction.extended',
  'auction.ended',
  'awards.confirmed',
  'awards.unconfirmed',
  'notices.sent',
  'notices.failed',
] as const satisfies readonly AuctionEventKind[];

/** An event to write: its kind, auction, time and payload (the store gives it its id). */
export type NewAuctionEvent = { [K in AuctionEventKind]: { kind: K; auctionId: Id; at: Instant; payload: AuctionEventPayloads[K] } }[AuctionEventKind];

/**
 * An event as stored: `id` increases with every event written, in commit order, so it is the cursor a
 * subscriber keeps (events of one auction arrive in the order they happened).
 */
export type AuctionEvent = NewAuctionEvent & { id: number };

/** The event of `kind` (typed payload). */
export const auctionEvent = <K extends AuctionEventKind>(kind: K, auctionId: Id, at: Instant, payload: AuctionEventPayloads[K]): NewAuctionEvent =>
  ({ kind, auctionId, at, payload }) as NewAuctionEvent;

/** `user:password@` in URLs (an SMTP URL in a connection error) is never passed on. */
const maskCredentials = (text: string): string => text.replace(/(\b[a-z][a-z0-9+.-]*:\/\/)[^/@\s]+@/gi, '$1***@');

/** What an embedder may learn of a mailer's error: its message (at most 500 characters, credentials masked) and its code. */
export function noticeCauseOf(error: unknown): NoticeCause {
  const message = maskCredentials(error instanceof Error ? error.message : String(error)).slice(0, 500) || 'not sent';
  const code = typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined;
  return typeof code === 'string' && code !== '' ? { message, code: code.slice(0, 100) } : { message };
}

/** The `notices.sent` or `notices.failed` event of a round of notices. */
export const noticesEvent = (notice: NoticeKind, auctionId: Id, at: Instant, sent: number, failed: readonly NoticeFailure[]): NewAuctionEvent =>
  failed.length === 0 ? auctionEvent('notices.sent', auctionId, at, { notice, sent }) : auctionEvent('notices.failed', auctionId, at, { notice, sent, failed: [...failed] });

/** The once-key of an auction's `auction.ended` at this end: one such event per end, however many processes notice it. */
export const endedOnceKey = (auctionId: Id, end: Instant): string => `auction.ended:${auctionId}:${end}`;
