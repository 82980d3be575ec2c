/**
 * Messages of the staff screens added beyond the spec (ours, not the spec's). Kept apart from messages.ts
 * so that they stay out of the JavaScript a bidder downloads (messages.ts is in the first bundle: the
 * bidder's budget is 150 KB gzip); the screens that show them are loaded on demand.
 */
import { countOf, MSG } from './messages';
/** Ours: leaving an edit page with changes not saved (the unsaved-changes guard, web/src/lib/use-unsaved-changes.ts). */
export const UNSAVED_CHANGES_LEAVE = 'You have unsaved changes. Leave this page without saving them?';
/** Ours: Confirm on the award screen asks first; confirmed awards are final until unconfirmed. */
export const CONFIRM_AWARDS_QUESTION = 'Confirm these awards? Once confirmed they are final until someone unconfirms them with a reason.';
/** Ours: why Generate Award is not yet offered, with the auction's end as the lists show it. */
export const awardsAfterEnd = (endLabel: string): string => `${MSG.AWARDS_BEFORE_END} It ends ${endLabel}.`;
/** Ours: a report whose data did not load and whose server gave no message. */
export const REPORT_NOT_LOADED = 'Unable to load the report.';

/**
 * ours: an info-centre upload whose name or content is not one of the accepted document types
 * (core/infocentre/document-type.ts). Nothing of the upload is written.
 */
export const documentTypeRefused = (fileName: string): string =>
  `${MSG.UNABLE_TO_UPLOAD_FILES} "${fileName}" is not a document the info centre accepts: upload a PDF, an Office document (.docx, .xlsx, .pptx, .doc, .xls, .ppt), a CSV or text file, or an image (.png, .jpg, .gif, .webp), whose content matches its name.`;

/** ours: the Cc entries of an invitation e-mail that are not e-mail addresses (core/validation/invite-addresses.ts). */
export const invalidCcMessage = (bad: readonly string[]): string =>
  `${bad.length === 1 ? `"${bad[0]}" is not an e-mail address` : `${bad.map((b) => `"${b}"`).join(', ')} are not e-mail addresses`}: separate addresses with commas or semicolons.`;
/** ours: Send Email while the checked borrowers have nobody who receives the chosen subject. */
export const noInviteRecipients = (subject: string): string =>
  `No recipients: none of the checked borrowers has an invited user who receives the ${subject}. Add such users to the auction's e-mail list, or check other borrowers.`;
/** ours: a lots file of which some rows were skipped: not "Saved successfully", but both counts. */
export const lotsPartlyImported = (imported: number, skipped: number): string =>
  `${countOf(imported, 'lot')} imported, ${countOf(skipped, 'row')} skipped: the skipped rows are listed below.`;

/** Ours: extending a live auction's bidding period (core/close/auction-extension.ts). */
export const EXTENSION_REASON_REQUIRED = 'Please enter the reason for the extension.';
export const EXTENSION_REASON_MAX = 500;
export const EXTENSION_REASON_TOO_LONG = `The reason may have at most ${EXTENSION_REASON_MAX} characters.`;
export const EXTENSION_INVALID_END = 'Please enter the new end as a date and time.';
export const EXTENSION_NOT_LIVE = 'Only a live auction can be extended.';
export const EXTENSION_NOT_LATER = 'The new end must be later than the current end.';
export const extensionTooSoon = (minutes: number): string => `The new end must be at least ${minutes} minutes from now.`;
export const AUCTION_EXTENDED = 'Auction extended.';
/** ours: Copy to a new auction, asked of an auction that has not ended (core/admin/auction-copy.ts). */
export const AUCTION_COPY_NOT_ENDED = 'Only an auction that has ended can be copied to a new auction.';
/** Ours: the auction form on a live auction (core/close/live-auction-times.ts). */
export const LIVE_START_FIXED = 'The auction is live: its start can no longer change.';
export const LIVE_END_BY_EXTENSION =
  'The auction is live: its end can only be moved later, with Extend bidding on the Close Monitor (the reason is recorded and every approved borrower is told).';

/** Ours: an Award Summary figure nobody has entered yet (its Edit form), shown instead of a blank or $0.00. */
export const NOT_YET_ENTERED = 'Not yet entered';
/** Ours: an Award Summary chart with nothing above zero to draw, said instead of an empty 0 to 1 chart. */
export const NO_FIGURES_YET = 'No figures to chart yet.';

/** Ours: the borrowers' monthly statements of exclusive fees (core/billing). */
export const BILLING_MONTH_INVALID = 'Please enter the month as YYYY-MM.';
export const BILLING_AWARDS_NOT_CONFIRMED = 'Statements are made from confirmed awards only: the awards of this auction are not confirmed.';
export const BILLING_NO_STATEMENT = 'There is no statement for this borrower in this auction.';
export const billingStatementsMailed = (sent: number, failed: number): string =>
  failed === 0 ? `${countOf(sent, 'statement e-mail')} sent.` : `${countOf(sent, 'statement e-mail')} sent, ${countOf(failed, 'e-mail')} not sent.`;
/** ours: a loans export asked for neither an auction nor a day, or for a day that is not a date. */
export const LOANS_SCOPE_REQUIRED = 'Choose an auction or a day (yyyy-mm-dd) for the loans file.';
/** ours: a percentage of collateral that is not a number above 0 and at most 1000 with at most 2 decimals. */
export const COLLATERAL_PCT_INVALID = 'Enter the percentage of collateral as a number above 0 and at most 1000, with at most 2 decimals (e.g. 102).';
