/**
 * The report selector's ten reports (spec §2.5), in the spec's order, each with its label, the contract
 * route that loads its data and its screen: adding a report is adding its entry here (the selector,
 * components/report-centre.tsx, shows whatever is listed). A report whose route the user's roles may not
 * call (the route's `access`: Award Summary and Auction Recommendations for a Client) is left out of the
 * selector. The screens are imported statically, so they load with the reporting centre, in its file.
 */
import type { ComponentType } from 'react';
import { mayCall } from './may-call';
import { reportRoutes } from '../../../../../contract/reports';
import type { ContractRoute } from '../../../../../contract/route';
import type { ReportProps } from './report-context';
import { AuctionSummaryReport } from '../components/auction-summary-report';
import { AwardSummaryReport } from '../components/award-summary-report';
import { BidOverviewReport } from '../components/bid-overview-report';
import { BidRankingsReport } from '../components/bid-rankings-report';
import { BidderActivityReport } from '../components/bidder-activity-report';
import { BidderCommentsReport } from '../components/bidder-comments-report';
import { FullBidDetailsReport } from '../components/full-bid-details-report';
import { IndividualBidderReport } from '../components/individual-bidder-report';
import { LegalCommentsReport } from '../components/legal-comments-report';
import { RecommendationsReport } from '../components/recommendations-report';

export interface ReportEntry {
  /** The selector's value (kept stable: the Bid Matrix opens report 5). */
  id: number;
  label: string;
  /** The route of its data: who may call it sees the report. */
  route: ContractRoute;
  view: ComponentType<ReportProps>;
}

export const REPORTS = [
  { id: 0, label: 'Auction Summary', route: reportRoutes.auctionInfo, view: AuctionSummaryReport },
  { id: 1, label: 'Bid Rankings', route: reportRoutes.auctionInfo, view: BidRankingsReport },
  { id: 2, label: 'Bidder Activity', route: reportRoutes.bidderActivity, view: BidderActivityReport },
  { id: 3, label: 'Bidder Comments', route: reportRoutes.bidderComments, view: BidderCommentsReport },
  { id: 4, label: 'Bid Overview', route: reportRoutes.bids, view: BidOverviewReport },
  { id: 5, label: 'Individual Bidder Detail', route: reportRoutes.individualBidDetail, view: IndividualBidderReport },
  { id: 6, label: 'Award Summary', route: reportRoutes.awardSummary, view: AwardSummaryReport },
  { id: 7, label: 'Legal Bid Comments', route: reportRoutes.legalComments, view: LegalCommentsReport },
  { id: 8, label: 'Full Bid Details', route: reportRoutes.fullBidDetails, view: FullBidDetailsReport },
  { id: 9, label: 'Auction Recommendations', route: reportRoutes.recommendations, view: RecommendationsReport },
] as const satisfies readonly ReportEntry[];

export type ReportId = (typeof REPORTS)[number]['id'];

export const reportsFor = (roles: readonly string[]) => REPORTS.filter((r) => mayCall(roles, r.route));
