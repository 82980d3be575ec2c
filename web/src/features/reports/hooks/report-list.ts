/**
 * The report selector's ten reports (spec §2.5), in the spec's order, each with the contract route
 * that loads its data. A report whose route the user's roles may not call (the route's `access`:
 * Award Summary and Auction Recommendations for a Client) is left out of the selector.
 */
import { mayCall } from '../../../../../core/policy/may-call';
import { reportRoutes } from '../../../../../contract/reports';

export const REPORTS = [
  { id: 0, label: 'Auction Summary', route: reportRoutes.auctionInfo },
  { id: 1, label: 'Bid Rankings', route: reportRoutes.auctionInfo },
  { id: 2, label: 'Bidder Activity', route: reportRoutes.bidderActivity },
  { id: 3, label: 'Bidder Comments', route: reportRoutes.bidderComments },
  { id: 4, label: 'Bid Overview', route: reportRoutes.bids },
  { id: 5, label: 'Individual Bidder Detail', route: reportRoutes.individualBidDetail },
  { id: 6, label: 'Award Summary', route: reportRoutes.awardSummary },
  { id: 7, label: 'Legal Bid Comments', route: reportRoutes.legalComments },
  { id: 8, label: 'Full Bid Details', route: reportRoutes.fullBidDetails },
  { id: 9, label: 'Auction Recommendations', route: reportRoutes.recommendations },
] as const;

export type ReportId = (typeof REPORTS)[number]['id'];

export const reportsFor = (roles: readonly string[]) => REPORTS.filter((r) => mayCall(roles, r.route));

/** Edit and Add Row of Legal Bid Comments, Edit of the Award Summary and the award analysis. */
export const mayEditLegalComments = (roles: readonly string[]): boolean => mayCall(roles, reportRoutes.legalCommentsSave);
export const mayEditAwardSummary = (roles: readonly string[]): boolean => mayCall(roles, reportRoutes.awardSummarySave);
export const mayEditAwardAnalysis = (roles: readonly string[]): boolean => mayCall(roles, reportRoutes.recommendationsSave);
