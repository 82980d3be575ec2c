/**
 * Every user-facing message of the spec, quoted exactly (generated once from
 * the specification's message catalogue, then maintained by hand). The web and the server import these
 * so both show the same words. Messages the spec does not give are marked "ours".
 * The messages of the screens a bidder opens first (sign-in, info centre, bid wizard) are in
 * the bidder messages (`BIDDER_MSG`), which MSG includes: those screens import that file only.
 */
import type { DecimalString } from './entities';
import { formatAllIn, formatBps, formatMoney } from '../money/format';
import { BIDDER_MSG } from './bidder-messages';

export const MSG = {
  ...BIDDER_MSG,
  /** tooltip: Invitee Dashboard: Email Preview is disabled until changes are saved */
  SAVE_CHANGES_BEFORE_SENDING_INVITES: "Save changes before sending invites",
  /** placeholder: search box of Active Auctions and Auction Archive lists */
  SEARCH_BY_AUCTION_NAME_CLIENT: "Search by Auction Name, Client",
  /** validation: Borrower form */
  BORROWER_NAME_IS_REQUIRED: "Borrower Name is required",
  /** validation: Borrower form; Client form */
  SHORTNAME_IS_REQUIRED: "Shortname is required",
  /** validation: Client form */
  CLIENT_NAME_IS_REQUIRED: "Client Name is required",
  /** validation: User form: no role selected */
  PLEASE_SELECT_ROLE: "Please select Role",
  /** validation: User form: Super Bidder combined with another role */
  CANNOT_SELECT_OTHER_ROLES_WITH_SUPER_BIDDER_ROLE: "Cannot select other roles with Super Bidder role",
  /** validation: User form: Super Bidder without a bidder selection */
  BIDDER_IS_REQUIRED_WITH_SUPER_BIDDER_ROLE: "Bidder is required with Super Bidder role",
  /** validation: User form: client role together with a borrower */
  YOU_CANNOT_SELECT_BORROWER_WITH_CLIENT_ROLE: "You cannot select borrower with client role",
  /** validation: Auction form */
  AUCTION_DESCRIPTION_IS_REQUIRED: "Auction Description is required",
  /** validation: Auction form: no client */
  PLEASE_SELECT_CLIENT: "Please select Client",
  /** validation: Auction form: date missing */
  PLEASE_CHOOSE_DATE: "Please choose date",
  /** validation: Auction form: auction date before today */
  AUCTION_DATE_IN_PAST: "Please select a later date",
  /** validation: Auction form: market value date after auction date */
  MARKET_VALUE_DATE_AFTER_AUCTION_DATE: "Please select an earlier date than Auction Date",
  /** validation: Auction form */
  START_TIME_MUST_BE_EARLIER_THAN_END_TIME: "Start Time must be earlier than End Time",
  /** hint: Lot form: hint on the Assumed % on loan and Tax Rate fields */
  PERCENT_FIELD_HINT: "enter 20.00, not 0.20",
  /** warning: Lots list: Delete with nothing selected */
  NO_LOT_SELECTED_FOR_DELETE: "Warning, this is no lot selected",
  /** validation: Invitee e-mail: no approved borrower checked */
  NO_APPROVED_BORROWER_CHECKED_FOR_INVITE: "You must check the approved borrowers to send emails to",
  /** warning: Lots upload: empty file */
  LOTS_FILE_EMPTY: "Please do not upload an empty file",
  /** warning title: Lots upload: header-only or blank-data file */
  EMPTY_TEMPLATE_FILE: "Empty Template File",
  /** warning: Lots upload: header-only or blank-data file (title Empty Template File) */
  LOTS_TEMPLATE_HAS_NO_DATA: "Please make sure the template has data",
  /** error: One-time code: request failure while a token exists */
  ERROR_WITH_TOKEN_VERIFICATION: "Error with token verification",
  /** error: One-time code: request failure without a token */
  SESSION_EXPIRED: "Your session expired. Please login again.",
  /** success: Forgot password: request sent */
  PASSWORD_RESET_REQUESTED: "Please check your inbox for instructions on resetting your password. If you don't receive an email, please ensure your login name is correct.",
  /** error: Forgot password: failure */
  UNABLE_TO_SEND_EMAIL: "Unable to send email.",
  /** success: Reset password: success, then login */
  PASSWORD_IS_RESET_SUCCESSFULLY: "Password is reset successfully.",
  /** error: User save: duplicated login name or unique-constraint message */
  UNABLE_TO_SAVE_LOGIN_NAME_ALREADY_EXISTS: "Unable to save. Login Name already exists.",
  /** error: User form: validation failure */
  UNABLE_TO_CREATE_USER: "Unable to create user",
  /** error: User form: validation failure */
  USER_EDIT_HAS_ERRORS: "Unable to save changes. Please correct the errors below.",
  /** success: Auction: created */
  AUCTION_CREATED_SUCCESSFULLY: "Auction created successfully",
  /** success: Auction: existing auction saved */
  CHANGES_SAVED_SUCCESSFULLY: "Changes saved successfully",
  /** error: Auction save: duplicate name */
  UNABLE_TO_SAVE_AUCTION_NAME_ALREADY_EXISTS: "Unable to save. Auction Name already exists.",
  /** error: Auction save: other errors, followed by the server text */
  UNABLE_TO_SAVE_ERROR: "Unable to save. ERROR :",
  /** error: Lot save: status 302 */
  LOT_HAS_BIDS: "Unable to save. There are bids placed for this lot.",
  /** error: Lot delete error, followed by the server text */
  UNABLE_TO_DELETE: "Unable to delete.",
  /** success: Lot delete success */
  LOT_DELETED_SUCCESSFULLY: "Lot deleted successfully.",
  /** confirmation: Lot delete */
  LOT_DELETE_CONFIRMATION: "Are you sure to delete the lot?",
  /** error: Lots upload failure */
  UNABLE_TO_UPLOAD_LOT_FILE: "Unable to upload lot file.",
  /** ours: Lots upload where every row was skipped (followed by the skipped lines) */
  NO_LOTS_IMPORTED: "Unable to upload lot file. No lots were imported: every row was skipped.",
  /** error: Lots upload: asset class template download failure (also used for the currency download) */
  UNABLE_TO_DOWNLOAD_ASSET_CLASS_FILE: "Unable to download asset class file.",
  /** alert title: Invitees save: status 302 */
  WARNING_TITLE: "Warning!",
  /** alert: Invitees save: status 302 (alert titled Warning!), then the screen reloads */
  UNABLE_TO_REMOVE_APPROVED_BORROWERS_THAT_HAVE_BIDS: "Unable to remove approved borrowers that have bids entered",
  /** error: Invitees save: other failure */
  UNABLE_TO_SAVE_INVITEES: "Unable to save invitees.",
  /** error: Invitee e-mail list load failure */
  UNABLE_TO_LOAD_EMAIL_LIST: "Unable to load Email List.",
  /** error: Invitee e-mail list save failure */
  UNABLE_TO_SAVE_EMAIL_LIST: "Unable to save Email List.",
  /** error: E-mail recipient list load failure */
  UNABLE_TO_GET_EMAIL_RECIPIENT_LIST: "Unable to get email recipient list.",
  /** error: E-mail template load failure */
  UNABLE_TO_LOAD_EMAIL_TEMPLATE: "Unable to load Email template.",
  /** success: Invitation e-mails sent */
  SENT_EMAILS_SUCCESSFULLY: "Sent Emails successfully.",
  /** error: E-mail send failure with an invalid-address exception */
  UNABLE_TO_SEND_EMAILS_DUE_TO_INVALID_EMAIL: "Unable to send emails due to invalid email address.",
  /** error: E-mail send: other failure */
  UNABLE_TO_SEND_EMAILS: "Unable to send Emails.",
  /** confirmation: Before sending invitation e-mails */
  INVITE_EMAIL_SEND_CONFIRMATION: "Are you sure you want to send this email.",
  /** error: Client logo upload failure; File upload failure (info centre documents) */
  UNABLE_TO_UPLOAD_FILES: "Unable to upload files.",
  /** placeholder: Reporting centre search box */
  SEARCH_BY_AUCTION_NAME: "Search by auction name",
  /** empty state: Auction Summary report: Approved Bidders or Bids Placed By empty */
  NONE: "None",
  /** note: Individual Bidder Detail report when a super bidder placed the bids */
  BIDS_PLACED_BY_NOTE: "Bids placed by {super bidder} on MM/DD/YYYY.",
  /** title: Award screen: confirmed auction */
  CONFIRMED_AWARDS_TITLE: "Confirmed Awards - {auction}",
  /** export title: Report Excel exports */
  REPORT_EXPORT_TITLE: "{Report} Report - {auction name}",
  /** alert: Awards export with no awards */
  NO_BIDS_TO_EXPORT: "No bids to export.",
  /** success: Generate Award success (overview then reloads) */
  SAVED_BIDS_SELECTED: "Saved Bids Selected.",
  /** success: Award confirm */
  AWARDS_SUCCESSFULLY_CONFIRMED: "Awards successfully confirmed",
  /** error: Award confirm failure */
  UNABLE_TO_CONFIRM_AWARDS: "Unable to confirm awards.",
  /** ours, worded like "Unable to save. Login Name already exists.": the spec's confirm failure, then why (awards confirmed already; CONFLICT) */
  AWARDS_ALREADY_CONFIRMED: "Unable to confirm awards. Awards are already confirmed.",
  /** success: Award unconfirm */
  AWARDS_SUCCESSFULLY_UNCONFIRMED: "Awards successfully unconfirmed",
  /** error: Award unconfirm failure */
  UNABLE_TO_UNCONFIRM_AWARDS: "Unable to unconfirm awards.",
  /** warning: Full Bid Details report with no bids */
  FULL_BID_DETAILS_NO_BIDS: "Warning, there is no bid for the auction selected.",

  // ---- Derived from the spec's rule lists (section 5), worded in the spec's pattern ----
  FIRST_NAME_IS_REQUIRED: "First Name is required",
  LAST_NAME_IS_REQUIRED: "Last Name is required",
  EMAIL_IS_REQUIRED: "Email is required",
  LOT_NAME_IS_REQUIRED: "Lot Name is required",
  LOT_NUMBER_IS_REQUIRED: "Lot Number is required",
  ASSET_CLASS_IS_REQUIRED: "Asset Class is required",
  CURRENCY_IS_REQUIRED: "Currency is required",
  MARKET_VALUE_IS_REQUIRED: "Market Value is required",
  TERM_DAYS_IS_REQUIRED: "Term Days is required",
  TERM_DISP_IS_REQUIRED: "Term Disp is required",
  MARKET_VALUE_MUST_BE_NUMERIC: "Market Value must be numeric",
  TERM_DAYS_MUST_BE_NUMERIC: "Term Days must be numeric",
  TERM_DISP_MUST_BE_NUMERIC: "Term Disp must be numeric",
  COMPARISON_BPS_MUST_BE_NUMERIC: "Comparison BPS must be numeric",
  ASSUMED_PCT_MUST_BE_NUMERIC: "Assumed % on loan must be numeric",
  FX_RATE_MUST_BE_NUMERIC: "FX Rate must be numeric",
  /** ours: lot ranges (the spec says only numeric). */
  MARKET_VALUE_MUST_BE_POSITIVE: "Market Value must be greater than 0",
  TERM_DAYS_MUST_BE_POSITIVE: "Term Days must be greater than 0",
  FX_RATE_MUST_BE_POSITIVE: "FX Rate must be greater than 0",
  COMPARISON_BPS_NOT_NEGATIVE: "Comparison BPS cannot be negative",
  ASSUMED_PCT_RANGE: "Assumed % on loan must be between 0 and 100 (enter 20.00, not 0.20)",
  /**
   * ours: a lot in another currency than the auction's without its FX Rate, at lot save and CSV
   * upload (the rate converts the lot's amounts into the auction's currency; never assumed 1).
   */
  FX_RATE_REQUIRED: "FX Rate is required for a lot in another currency than the auction's: enter how many units of the auction's currency one unit of the lot's currency is worth",
  /** ours: a combo lot's market value is computed from its lots, so it must have some. */
  COMBO_LOT_NEEDS_LOTS: "A combo lot needs at least one lot: its market value is computed from its lots",
  /** ours: the lot form's hints for the FX Rate and a combo's computed Market Value. */
  FX_RATE_HINT: "Units of the auction's currency one unit of the lot's currency is worth; empty for a lot in the auction's currency",
  COMBO_MARKET_VALUE_HINT: "Computed from the combo's lots, each converted at its FX Rate into the combo's currency",
  AUCTION_BID_TYPE_REQUIRED: "At least one of Dollar Bid, bps Bid, All-In is required",
  ACCOUNT_LOCKED: "Your account is locked after too many failed sign-in attempts. Please contact the auction manager.",
  ACCOUNT_DISABLED: "Your account is disabled. Please contact the auction manager.",
  TOO_MANY_ATTEMPTS: "Too many failed sign-in attempts. Please wait a few minutes and try again.",
  /** ours: the per-user quota of expensive requests (exports, PDF, e-mail, uploads) is used up */
  TOO_MANY_REQUESTS: "Too many requests. Please wait a minute and try again.",
  /** ours: an export or PDF that could not be built within its time budget */
  EXPORT_TOO_LARGE: "This document is too large to build. Please narrow it down and try again.",
  INVALID_OTP: "Invalid one-time code.",
  OTP_IS_VALID: "OTP is valid",
  /** ours: the password is on the bundled list of common and breached passwords */
  PASSWORD_TOO_COMMON: "This password is too common: it appears in lists of breached passwords. Please choose another one.",
  AUCTION_NOT_LIVE: "Bids can only be placed while the auction is live.",
  RULES_NOT_ACCEPTED: "You must accept the rules and click the Specific Auction Rules link before bidding.",
  BIDS_ALREADY_CONFIRMED: "Confirmed bids are final and cannot be changed.",
  NOT_APPROVED_FOR_AUCTION: "Your borrower is not approved for this auction.",
  AWARDS_OVERLAP: "Unable to save. Two selected bids cover the same lot.",
  AWARDS_BEFORE_END: "Awards can be saved and confirmed only after the auction has ended.",
  AWARDS_CONFIRMED_LOCKED: "Confirmed awards cannot be changed until they are unconfirmed.",
  UNCONFIRM_REASON_TOO_LONG: "Reason must be at most 900 characters.",
  LOGO_TYPE: "Logo must be a PNG, JPEG, GIF or WebP image.",
  LOGO_TOO_LARGE: "Logo must be at most 1 MB.",
  FILE_MUST_BE_CSV: "Please upload one .csv file.",
  FORBIDDEN: "You do not have access to this function.",
  UNAUTHENTICATED: "Your session expired. Please login again.",
  /** ours: a manager editing their own user may not remove their Manager role, disable or lock themselves */
  /** ours: server text after "Unable to save. ERROR :" when an auction with bids would change its priced terms */
  AUCTION_TERMS_FROZEN_BY_BIDS: "There are bids placed for this auction; its collateral, currency, bid types and term cannot change.",
  /** ours: user save that changes the roles of a user holding an internal role (shown read-only by the screen). */
  ROLES_READ_ONLY_FOR_INTERNAL_USERS: "Roles cannot be changed for a user with an internal role.",
  CANNOT_REMOVE_OWN_ACCESS: "You cannot remove your own Manager role or disable or lock your own account.",
  /** ours: the first user of a fresh installation (createFirstManager) must be able to administer users */
  FIRST_USER_MUST_ADMINISTER_USERS: "The first user must hold the Manager role.",
  /** ours: createFirstManager once a usable user may administer users (CONFLICT) */
  MANAGER_ALREADY_EXISTS: "A manager already exists; users are added by a manager.",
  /** ours, worded like the Login Name one: duplicate client or borrower shortname */
  UNABLE_TO_SAVE_SHORTNAME_ALREADY_EXISTS: "Unable to save. Shortname already exists.",
  /** ours, worded like the Login Name one: duplicate lot number within an auction */
  UNABLE_TO_SAVE_LOT_NUMBER_ALREADY_EXISTS: "Unable to save. Lot Number already exists.",
  /** ours: a row refers to a record that does not exist (foreign key) */
  UNABLE_TO_SAVE_REFERENCED_RECORD_MISSING: "Unable to save. A referenced record does not exist.",
  // ---- Ours (core/validation): setup-form situations the spec does not word ----
  EMAIL_IS_NOT_VALID: "Please enter a valid Email",
  PLEASE_SELECT_BORROWER: "Please select Borrower",
  PLEASE_CHOOSE_TIME: "Please choose time",
  TERM_END_MUST_BE_AFTER_TERM_START: "Term End Date must be later than Term Start Date",
  TERM_START_BEFORE_AUCTION_DATE: "Term Start Date must not be earlier than Auction Date",
  BPS_REINVEST_MUST_BE_NUMERIC: "BPS Reinvest must be numeric",
  DAY_COUNT_MUST_BE_NUMERIC: "Day Count must be numeric",
  GROSS_DIVIDEND_MUST_BE_NUMERIC: "Gross Dividend must be numeric",
  TAX_RATE_MUST_BE_NUMERIC: "Tax Rate must be numeric",
  DATALEND_DISCRETIONARY_MUST_BE_NUMERIC: "Datalend Discretionary must be numeric",
  COMP_BID_MUST_BE_NUMERIC: "Comp Bid must be numeric",
  /** ours: a lots file of more than LOTS_PER_UPLOAD_MAX data rows */
  TOO_MANY_LOTS_IN_FILE: "A lots file may hold at most 10,000 lots. Please split the file.",
  /** ours: an amount field (Award Summary's portfolio figures) that is not a plain amount */
  AMOUNT_NOT_NUMERIC: "Must be an amount such as 1,250,000.00 (digits, no currency symbol)",
  /** ours: an amount field with a minus sign */
  AMOUNT_MUST_NOT_BE_NEGATIVE: "Must not be negative",
  /** ours: an amount field with more than 2 decimals (money is kept in cents) */
  AMOUNT_TOO_MANY_DECIMALS: "Must have at most 2 decimals",
  /** ours: an amount field of 1,000,000,000,000,000 or more (`AMOUNT_MAX_INTEGER_DIGITS`) */
  AMOUNT_TOO_LARGE: "Must be less than 1,000,000,000,000,000",
  /** ours: a lots file whose read ran out of its time or memory budget */
  LOTS_FILE_TOO_LARGE_TO_READ: "The lots file is too large to read. Please split the file.",
  /** ours: lots beyond LOTS_PER_AUCTION_MAX in one auction */
  TOO_MANY_LOTS_IN_AUCTION: "An auction may hold at most 10,000 lots.",
  /** ours: the sign-in's password check refused for now (HTTP 429): too many sign-ins at once from the caller's address; the web shows the server's words */
  SIGN_IN_BUSY: "Too many sign-ins at once from your network. Please wait a few seconds and try again.",
  /** ours: the `end` event of a live stream whose session ended (signed out, revoked, expired, account disabled or locked) */
  LIVE_SESSION_ENDED: "Your session ended. Please login again.",
  /** ours: the `end` event of a live stream whose user's roles changed (the web connects again with the access the user has now) */
  LIVE_ACCESS_CHANGED: "Your access changed. Live updates start again with your current access.",
  /** ours: the `end` event of the oldest live stream of a user who opened more than a server keeps (the web shows it) */
  LIVE_UPDATES_IN_NEWER_WINDOW: "Live updates continue in a window you opened later. Reload this page to follow them here.",
  /** ours: shown from five minutes before the session's absolute end */
  SESSION_ENDING_SOON: "Your session ends in less than five minutes. Save your work now: after that you will have to sign in again.",
} as const;

export type MessageKey = keyof typeof MSG;

/** "Bids placed by {super bidder} on MM/DD/YYYY." */
export const bidsPlacedByNote = (superBidder: string, mmddyyyy: string): string =>
  `Bids placed by ${superBidder} on ${mmddyyyy}.`;
/** "Confirmed Awards - {auction}" */
export const confirmedAwardsTitle = (auction: string): string => `Confirmed Awards - ${auction}`;

/**
 * ours: an auction's currency change refused while lots in other currencies have no FX Rate
 * (their amounts could not be converted into the new currency).
 */
export const lotsWithoutFxRate = (auctionCurrency: string, lotNumbers: readonly string[]): string =>
  `${lotNumbers.length === 1 ? `Lot ${lotNumbers[0]} is` : `Lots ${lotNumbers.join(', ')} are`} not in ${auctionCurrency} and ${lotNumbers.length === 1 ? 'has' : 'have'} no FX Rate: ${MSG.FX_RATE_REQUIRED}.`;
/** "{Report} Report - {auction name}" */
export const reportExportTitle = (report: string, auctionName: string): string => `${report} Report - ${auctionName}`;

// ---- Ours (core/bids): bid messages that name the lot and show amounts in the lot's currency ----

/** The lot as a bid message names it, and the currency its amounts are shown in. */
export interface LotInMessage {
  lotNumber: string;
  lotName: string;
  currency: string;
}
/** "lot 3 (Q4 Mid Cap Blend GBP)": the number the sheet's Lot column shows, then the lot's name. */
export const lotNamed = (lot: Pick<LotInMessage, 'lotNumber' | 'lotName'>, word = 'lot'): string =>
  lot.lotName.trim() === '' ? `${word} ${lot.lotNumber}` : `${word} ${lot.lotNumber} (${lot.lotName})`;

/** Ours: a bid whose computed value (core/money bidTotalValue) is zero or negative, naming the lot, the value in its currency. */
export const bidValueNotPositive = (lot: LotInMessage, value: DecimalString): string =>
  `Unable to save. The bid on ${lotNamed(lot)} has a bid value of ${formatMoney(value, lot.currency)}: a bid must be worth more than 0.`;
/** Ours: basis points above the hard ceiling (core/bids/bid-rules.ts BPS_CEILING: the whole market value a year). */
export const bidBpsAboveCeiling = (lot: LotInMessage & { marketValue: DecimalString }, bps: DecimalString, ceiling: DecimalString): string =>
  `Unable to save. The bid on ${lotNamed(lot)} is ${formatBps(bps)} basis points: a bid cannot be more than ${formatBps(ceiling)} basis points, the lot's whole market value of ${formatMoney(lot.marketValue, lot.currency)} a year.`;
/** Ours: a fixed bid above the lot's market value. */
export const bidFixedAboveMarketValue = (lot: LotInMessage & { marketValue: DecimalString }, fixed: DecimalString): string =>
  `Unable to save. The bid on ${lotNamed(lot)} is a fixed amount of ${formatMoney(fixed, lot.currency)}: a fixed bid cannot be more than the lot's market value of ${formatMoney(lot.marketValue, lot.currency)}.`;
/** Ours: all-in points above the hard ceiling (core/bids/bid-rules.ts ALL_IN_CEILING: twice the gross dividend). */
export const bidAllInAboveCeiling = (lot: LotInMessage, allIn: DecimalString, ceiling: DecimalString): string =>
  `Unable to save. The bid on ${lotNamed(lot)} is ${formatAllIn(allIn)} all-in: all-in points cannot be more than ${formatAllIn(ceiling)}, twice the lot's gross dividend.`;
/** Ours: a minimum balance guarantee above the lot's market value. */
export const minBalanceAboveMarketValue = (lot: LotInMessage & { marketValue: DecimalString }, minBalance: DecimalString): string =>
  `Unable to save. The Minimum Balance Gtee on ${lotNamed(lot)} is ${formatMoney(minBalance, lot.currency)}: it cannot be more than the lot's market value of ${formatMoney(lot.marketValue, lot.currency)}.`;

// ---- Ours ("say what happened"): what the bid wizard tells instead of failing quietly ----

/** Ours: CONFIRM BIDS with no saved bid (the spec's "No bid inputs." said nothing a bidder could act on). */
export const NO_SAVED_BIDS_TO_CONFIRM = 'Unable to confirm. There are no saved bids to confirm: enter a bid for at least one lot and press NEXT.';
// The sheet's own two refusals (an empty sheet, a guarantee without a bid) are worded in
// core/bids/sheet-completeness.ts, loaded with the bid rules on NEXT like the warnings' words
// (web/src/features/bidding/hooks/bid-warnings.ts), so the bidder's first screens do not download them.
/** Ours: the bid wizard of an auction that has not started, with its opening in New York time ("2026-12-01 09:00 EST"). */
export const auctionNotOpenYet = (opensAtEst: string): string => `This auction is not open for bids yet. Bidding opens at ${opensAtEst} (New York time).`;
/** Ours: the super bidder's banner on every step of the wizard: whom the bids are for. */
export const biddingOnBehalfOf = (loginName: string, borrowerName: string): string =>
  borrowerName.trim() === '' ? `Bidding on behalf of ${loginName}` : `Bidding on behalf of ${loginName} (${borrowerName})`;
/** Ours: the confirmation e-mail's note to the bidder of record when a super bidder confirmed its bids. */
export const confirmedOnYourBehalf = (superBidder: string, mmddyyyy: string): string =>
  `These bids were placed and confirmed on your behalf by ${superBidder} on ${mmddyyyy}.`;

/** A server text that already opens with "Unable to …." (one of our messages), without that opening. */
const withoutUnableTo = (serverText: string): string => serverText.replace(/^Unable to [^.]*\.\s*/, '');
/**
 * "Unable to save. ERROR : " followed by the server text; a server text that is itself an
 * "Unable to …" message is shown alone, never doubled.
 */
export const unableToSaveError = (serverText: string): string =>
  serverText.startsWith('Unable to ') ? serverText : `${MSG.UNABLE_TO_SAVE_ERROR} ${serverText}`;
/**
 * "Unable to delete." followed by the server text, the server's own "Unable to save." opening left
 * out: "Unable to delete. There are bids placed for this lot.", not "Unable to delete. Unable to save. …".
 */
export const unableToDelete = (serverText: string): string => `${MSG.UNABLE_TO_DELETE} ${withoutUnableTo(serverText)}`.trim();
/** "1 recipient", "2 recipients": a count with its noun in the right number. */
export const countOf = (n: number, singular: string, plural = `${singular}s`): string => `${n} ${n === 1 ? singular : plural}`;

/** A report workbook's file name: its export title, whitespace and characters unsafe in file names as underscores. */
export const reportExportFileName = (report: string, auctionName: string, extension = 'xlsx'): string =>
  `${reportExportTitle(report, auctionName)}.${extension}`.replace(/[\s/\\:*?"<>|]+/g, '_');

/**
 * ours: a new password the strength estimator scores below 3 (core/auth/password-strength.ts),
 * with its feedback: what makes it weak, then how to make it stronger.
 */
export const passwordTooGuessable = (warning: string, suggestions: readonly string[]): string =>
  ['This password is too easy to guess.', warning, ...suggestions].filter((s) => s !== '').join(' ');
