/**
 * Column captions of the Full Bid Details and Legal Bid Comments reports (spec §2.7, §2.8), shared by
 * the workbooks (core/reports/report-exports.ts) and the web's report views.
 */
import { PROVIDER_NAME } from './provider';

export const FULL_BID_DETAIL_HEADERS = [
  'Market Value',
  'Term Days',
  'Exclusive Bidder / Route to Market',
  'Collateral Type',
  'Fixed Cash Bid',
  'Exclusive Bps Bid',
  'Annualized Exclusive Bid',
  'All-in % Bid',
  'All-in Bid Value',
  'Balance guarantee',
  'Total Auction Value',
  'Bidder Comments',
  `${PROVIDER_NAME} notes regarding award recommendations`,
] as const;

export const LEGAL_COMMENTS_HEADERS = ['Bidding Borrower', 'Bid Comments / Precedent'] as const;
