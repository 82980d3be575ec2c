/**
 * The bid wizard's own texts where the spec gives none (its messages are MSG in core/domain/messages.ts):
 * the three help pop-ups, the rules checkbox label, the thank-you text and the DOWNLOAD BIDS PDF's date
 * message. OUR WORDING.
 */
export const WIZARD_HELP = {
  rules: {
    title: 'Auction Rules',
    text: 'Open the Specific Auction Rules, read them, tick the checkbox to accept them and press GO BID. You accept the rules once per auction.',
  },
  bids: {
    title: 'Bid Instructions',
    text:
      'Enter one bid per row: basis points (up to 2 decimals, 10.25 means .001025), a fixed dollar amount, or all-in points where the auction allows them. ' +
      'Use Add Row for another bid on the same lot and Clear Bid to empty a row. Press NEXT to save your bids; nothing is final until you confirm.',
  },
  confirm: {
    title: 'Confirm Instructions',
    text: 'Check your bids and the Estimated Bid Value of each. Use CHANGE BIDS to correct them, or tick the checkbox and press CONFIRM BIDS to submit them. Confirmed bids are final.',
  },
} as const;

export const ACCEPT_RULES_LABEL = 'I have read and accept the Specific Auction Rules';
export const THANK_YOU_TEXT = 'Thank you. Your bids have been submitted; a confirmation with your bids as a PDF has been sent to your e-mail address.';
export const CONFIRMED_DATE_MESSAGE = 'Bids confirmed';
