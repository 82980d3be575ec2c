/**
 * Who may read each report of core/reports/report-queries.ts. Declared here, not there, because every
 * export of report-queries.ts is a use case of the facade (core/app/core-api.ts spreads them into
 * `reports`); the contract (contract/reports.ts) imports these specs, without the reports' code.
 */
import { useCaseSpecs } from '../app/use-case';

/** Who may read each report of report-queries.ts, by its name on the facade (`reports.<name>`). */
export const REPORT_USE_CASES = useCaseSpecs('reports', {
  auctionInfo: 'seeAuctionResults',
  lots: 'seeAuctionResults',
  bidders: 'openReportCentre',
  users: 'openReportCentre',
  bids: 'seeAuctionResults',
  topBids: 'seeAuctionResults',
  topAllInBids: 'seeAuctionResults',
  fullBidDetails: 'openReportCentre',
  bidderComments: 'openReportCentre',
  bidderActivity: 'openReportCentre',
  individualBidDetail: 'openReportCentre',
});
