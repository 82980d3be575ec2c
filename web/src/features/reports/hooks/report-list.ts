/**
 * The report selector's ten reports (spec §2.5), in the spec's order. A report whose data endpoint
 * the user's roles may not call (core/policy's table: Award Summary and Auction Recommendations for
 * a Client) is left out of the selector.
 */
import { mayCall } from '../../../../../core/policy/may-call';

export const REPORTS = [
  { id: 0, label: 'Auction Summary' },
  { id: 1, label: 'Bid Rankings' },
  { id: 2, label: 'Bidder Activity' },
  { id: 3, label: 'Bidder Comments' },
  { id: 4, label: 'Bid Overview' },
  { id: 5, label: 'Individual Bidder Detail' },
  { id: 6, label: 'Award Summary', endpoint: '/report/awardSummary/0' },
  { id: 7, label: 'Legal Bid Comments' },
  { id: 8, label: 'Full Bid Details' },
  { id: 9, label: 'Auction Recommendations', endpoint: '/report/auctionrecommendations/0' },
] as const;

export type ReportId = (typeof REPORTS)[number]['id'];

export const reportsFor = (roles: readonly string[]) => REPORTS.filter((r) => !('endpoint' in r) || mayCall(roles, 'GET', r.endpoint));

/** Edit and Add Row of Legal Bid Comments, Edit of the Award Summary and the award analysis. */
export const mayEditLegalComments = (roles: readonly string[]): boolean => mayCall(roles, 'POST', '/report/legalcomments/legalCommentsSave');
export const mayEditAwardSummary = (roles: readonly string[]): boolean => mayCall(roles, 'POST', '/report/awardSummary/awardSummarySave');
export const mayEditAwardAnalysis = (roles: readonly string[]): boolean =>
  mayCall(roles, 'POST', '/report/auctionrecommendations/auctionRecommendationsSave');
