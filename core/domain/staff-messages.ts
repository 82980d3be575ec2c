/**
 * Messages of the staff screens added for issue 27 (ours, not the spec's). Kept apart from messages.ts
 * so that they stay out of the JavaScript a bidder downloads (messages.ts is in the first bundle: the
 * bidder's budget is 150 KB gzip); the screens that show them are loaded on demand.
 */
import { MSG } from './messages';
/** Ours (issue 27): leaving an edit page with changes not saved (the unsaved-changes guard, web/src/lib/use-unsaved-changes.ts). */
export const UNSAVED_CHANGES_LEAVE = 'You have unsaved changes. Leave this page without saving them?';
/** Ours (issue 27): Confirm on the award screen asks first; confirmed awards are final until unconfirmed. */
export const CONFIRM_AWARDS_QUESTION = 'Confirm these awards? Once confirmed they are final until someone unconfirms them with a reason.';
/** Ours (issue 27): why Generate Award is not yet offered, with the auction's end as the lists show it. */
export const awardsAfterEnd = (endLabel: string): string => `${MSG.AWARDS_BEFORE_END} It ends ${endLabel}.`;
/** Ours (issue 27): a report whose data did not load and whose server gave no message. */
export const REPORT_NOT_LOADED = 'Unable to load the report.';
