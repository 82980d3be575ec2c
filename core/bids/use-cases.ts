/**
 * Who may call each use case of core/bids: the names and access of its use cases (core/app/use-case.ts),
 * apart from their bodies, so the HTTP contract and the web import them without the code.
 */
import { useCaseSpecs } from '../app/use-case-spec';

/** Who may export their bids and have the confirmation e-mailed: bidders (each gets its bidder user's own bids). */
export const BID_CONFIRMATION_USE_CASES = useCaseSpecs('bids', { excel: 'bid', confirmationPdf: 'bid', sendConfirmationEmail: 'bid' });

/** Who may get the bid template and have a bid file read: bidders (on an auction their borrower is approved for). */
export const BID_FILE_USE_CASES = useCaseSpecs('bids', { bidTemplate: 'bid', readBidFile: 'bid' });

/** Who may open the bid sheet, list, save and confirm bids: bidders (the bodies scope each to its bidder user). */
export const BID_USE_CASES = useCaseSpecs('bids', { lots: 'bid', list: 'bid', save: 'bid', confirm: 'bid' });

/** Who may read and set the rules flags: bidders (the bodies scope them to the bidder user). */
export const RULES_ACCEPTANCE_USE_CASES = useCaseSpecs('bids', { rulesFlags: 'bid', rulesLinkClicked: 'bid', acceptRules: 'bid' });
