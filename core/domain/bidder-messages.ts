/**
 * The messages of the screens a bidder opens first (sign-in, info centre, bid wizard) and of the core and
 * contract modules they load, quoted exactly like the rest of the catalogue (./messages.ts, whose MSG
 * includes these). Apart so that the staff screens' and the server's messages stay out of the bidder's first
 * JavaScript (150 KB gzip, bench/web.bench.ts): those modules import this file, as
 * `import { BIDDER_MSG as MSG }`, never ./messages.ts. A key they need that is missing here fails the type check.
 */
export const BIDDER_MSG = {
  /** validation: Login: username empty */
  USERNAME_IS_REQUIRED: "Username is required",
  /** validation: Login: password empty; Reset password: password empty */
  PASSWORD_IS_REQUIRED: "Password is required",
  /** validation: Forgot password: login name empty */
  LOGIN_NAME_IS_REQUIRED: "Login Name is required",
  /** validation: Reset password: confirm password empty */
  CONFIRM_PASSWORD_IS_REQUIRED: "Confirm Password is required",
  /** validation: Auction form: no collateral type */
  PLEASE_SELECT_COLLATERAL_TYPE: "Please select Collateral Type",
  /** validation: One-time code: field empty */
  PLEASE_ENTER_TOKEN: "Please enter token",
  /** validation: Redirect page: Go with no selection */
  REDIRECT_CHOICE_REQUIRED: "Please select one",
  /** error: Login failure when the server's error_description is empty (otherwise the server's error_description is shown) */
  USERNAME_PASSWORD_IS_NOT_VALID: "Username / Password is not valid.",
  /** error: One-time-password status check failure */
  UNABLE_TO_CHECK_FOR_MFA_STATUS: "Unable to check for MFA status.",
  /** error: Reset password: invalid link, returns to login */
  UNABLE_TO_CREATE_RESET_PASSWORD: "Unable to create/reset password.",
  /** success: Saves on the setup and administration screens; Save of edit pages, template, reports, award analysis */
  SAVED_SUCCESSFULLY: "Saved successfully.",
  /** error: Save failure on the setup and administration screens; Rule/asset/operational/template/analysis save failure; Generate Award failure; bid save other failure; bid confirm failure */
  UNABLE_TO_SAVE: "Unable to save.",
  /** notification title: Excel export failure (the Users list Export), 10 seconds; Export failure, with the error as message, 10 seconds */
  EXPORT_FAIL: "Export Fail",
  /** empty state: Info centre list with no auctions */
  NOT_INVITED_TO_ANY_UPCOMING_AUCTIONS: "Not invited to any upcoming auctions.",
  /** countdown: Info centre page, non-managers, while the auction is live (Hrs, Mins, Secs) */
  TIME_REMAINING_TO_BID: "Time Remaining to Bid",
  /** countdown: Info centre page, non-managers, before the start (Days, Hrs, Mins, Secs) */
  AUCTION_STARTS_IN: "Auction Starts in",
  /** status: Info centre page after the end; bid wizard step 4 for non-super-bidders after the end */
  AUCTION_HAS_ENDED: "Auction has Ended",
  /** note: Bid wizard step 1 (Accept Rules), note under the lots table */
  BID_TYPES_NOTE: "bids may be a fixed dollar bid for a lot or a basis point bid for a lot",
  /** notice: Bid wizard step 1 until the Specific Auction Rules link is clicked */
  RULES_NOT_VIEWED_NOTICE: "You must view the Specific Auction Rules before you proceed to Go Bid!",
  /** notice: Bid wizard step 1 once the rules are accepted (checkbox hidden) */
  RULES_ALREADY_ACCEPTED_NOTICE: "You have already accepted the rules for this auction. You may proceed to Go Bid",
  /** checkbox label: Bid wizard step 3 confirm checkbox */
  CONFIRM_BIDS_CHECKBOX_LABEL: "I confirm that these bids are accurate.",
  /** notice: Bid wizard step 3, with the confirm checkbox */
  CONFIRMED_BIDS_FINAL_NOTICE: "Once you click the Confirm Bids button, your bids will be considered final and cannot be changed.",
  /** countdown: Bid wizard step 4 until the auction ends */
  BID_CLOSES_IN: "Bid Closes in",
  /** alert title: Auction ends while a non-super-bidder is on the page (button OK), then redirect to the auction list */
  AUCTION_HAS_ENDED_TITLE: "Auction Has Ended",
  /** alert: Auction ends (non-super-bidder), alert titled Auction Has Ended */
  AUCTION_ENDED_REDIRECT: "You will be redirected to the auction list",
  /** alert: Bid wizard rules step: GO BID without the acceptance checkbox */
  RULES_CHECKBOX_NOT_CHECKED: "You must click the checkbox to accept the rules and bid",
  /** alert: Bid wizard rules step: GO BID without clicking the rules link */
  RULES_LINK_NOT_CLICKED: "You must click the Specific Auction Rules link to bid",
  /** validation: Bid entry: more than one of basis points, fixed dollar, all-in points in a row (all bids discarded) */
  BID_IN_MORE_THAN_ONE_FIELD: "Unable to save bids, can only enter bids in one of the following fields (Basis Points, Fixed Dollar or All-In Points).",
  /** validation: Bid entry: lot-specific comment over 1000 bytes (UTF-8) */
  LOT_COMMENT_TOO_LONG: "You have reached the maximum character limit for Lot Specific Comments.",
  /** validation: Bid entry: non-numeric bid value */
  BID_NOT_NUMERIC: "Please remove any non-numeric values from Bid Basis Points, Bid Fixed Amount, Bid All-In Points and Minimum Balance Gtee.",
  /** alert: Bid entry: supplemental comments truncated at 10000 characters */
  SUPPLEMENTAL_COMMENTS_TOO_LONG: "You have reached your maximum character limit for Supplemental Bidder Comments.",
  /** confirmation: Bid entry: deleting a row that has values */
  BID_ROW_DELETE_CONFIRMATION: "Are you sure you want to delete this bid.",
  /** alert: Bid wizard confirm step without the checkbox */
  CONFIRM_BIDS_CHECKBOX_NOT_CHECKED: "You must click the checkbox to confirm bids.",
  /** error: Bid wizard lots load: status 401 */
  NO_LOTS_TO_BID_ON: "No Lots to bid on.",
  /** error: Accept rules load failure */
  UNABLE_TO_LOAD_ACCEPTRULESFLAG: "Unable to load acceptRulesFlag.",
  /** error: Bids load failure */
  UNABLE_TO_LOAD_BIDS: "Unable to load bids.",
  /** error: Bid save: status 401 */
  NO_BID_INPUTS: "No bid inputs.",
  /** success: Bid save success */
  BIDS_SAVED: "Bids saved.",
  /** success: Bid confirm success */
  BIDS_CONFIRMED: "Bids Confirmed.",
  /** success: Confirmation e-mail sent */
  BID_CONFIRMATION_EMAIL_SENT: "Bid Confirmation Email Sent.",
  /** error: Confirmation e-mail failure */
  UNABLE_TO_SEND_BID_CONFIRMATION_EMAIL: "Unable to send Bid Confirmation Email.",
  /** error: PDF generation failure before the confirmation e-mail (shown 7 seconds) */
  BID_ATTACHMENT_FAILED_UNABLE_TO_SEND_CONFIRMATION_EMAIL: "Bid attachment failed. Unable to send confirmation email",

  // ---- Ours: situations the spec does not word ----
  /** alert: rules step, neither the checkbox ticked nor the link clicked (the spec says only "a combined message"). */
  YOU_MUST_ACCEPT_RULES_AND_CLICK_LINK: "You must click the checkbox to accept the rules and click the Specific Auction Rules link to bid",
  PASSWORDS_DO_NOT_MATCH: "Password and Confirm Password do not match.",
  PASSWORD_TOO_SHORT: "Password must be at least 8 characters.",
  /** ours: longer passwords are refused before hashing (64 characters and more are welcome) */
  PASSWORD_TOO_LONG: "Password must be at most 128 characters.",
  INFOCENTRE_COMPLETE: "Cannot save changes. Infocenter is marked as complete.",
  NOT_FOUND: "Not found.",
  // ---- Ours (core/bids): bid-entry situations the spec does not word ----
  /** validation: a bid value with too many decimals (bps, fixed and minimum balance 2; all-in 4) */
  /** ours: a bid typed with a minus sign (the spec's non-numeric message would mislead: "-5" is a number) */
  BID_MUST_NOT_BE_NEGATIVE: "Bids cannot be negative: remove the minus sign from Bid Basis Points, Bid Fixed Amount, Bid All-In Points or Minimum Balance Gtee.",
  BID_TOO_MANY_DECIMALS: "Bid Basis Points, Bid Fixed Amount and Minimum Balance Gtee allow at most 2 decimals; Bid All-In Points at most 4.",
  /** validation: a value in a bid field the auction does not offer (its Dollar Bid / bps Bid / All-In flag is off) */
  BID_TYPE_NOT_OFFERED: "This auction does not accept bids in that field.",
  /** validation: a bids-save body that is not the expected flat list */
  BIDS_SAVE_BODY_MALFORMED: "Unable to save. The bid list is malformed.",
  INVALID_VALUE: "Invalid value",
  /** ours: a one-line name, code or address field longer than TEXT_FIELD_MAX_LENGTH */
  TEXT_TOO_LONG: "Must be at most 255 characters",
  /** ours: a comment, analysis or details text longer than FREE_TEXT_MAX_LENGTH */
  FREE_TEXT_TOO_LONG: "Must be at most 10,000 characters",
  /** ours: the bid sheet's draft restored after a 401 (session ended or revoked) and a new sign-in */
  SHEET_DRAFT_RESTORED_AFTER_SESSION_END: "Your unsaved bids were restored after your session ended. Review and press NEXT to save them.",
  /** ours: the bid sheet's draft restored after a network error sent the bidder to login */
  SHEET_DRAFT_RESTORED_AFTER_NETWORK_ERROR: "Your unsaved bids were restored after the connection to the server was lost. Review and press NEXT to save them.",
  /** ours: the bid sheet's draft restored after a reload or a new sign-in */
  SHEET_DRAFT_RESTORED: "Your unsaved bids were restored. Review and press NEXT to save them.",
} as const;

/** Ours: the tooltip of a bidder's Total Estimated Bid Value (web/src/features/bidding/grid/own-bids-total.ts), so the bidder knows alternatives count once. */
export const OWN_BIDS_TOTAL_NOTE =
  'Counts the higher of a combo lot and its own lots, and of several bids on one lot.';
