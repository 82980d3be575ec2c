/**
 * Who may call each use case of core/reports: the names and access of its use cases (core/app/use-case.ts),
 * apart from their bodies, so the HTTP contract and the web import them without the code.
 */
import { useCaseSpecs } from '../app/use-case-spec';

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

/** Who may read the Award Summary (staff report roles: clients do not see it) and who may save its fields. */
export const AWARD_SUMMARY_USE_CASES = useCaseSpecs('reports', { awardSummary: 'seeStaffReports', saveAwardSummary: 'editReports' });

/** Who may read the Legal Bidder Comments and who may edit and add their rows. */
export const LEGAL_COMMENT_USE_CASES = useCaseSpecs('reports', { legalComments: 'openReportCentre', saveLegalComments: 'editReports', addLegalComment: 'editReports' });

/** Who may read the Auction Recommendations (staff report roles: clients do not see them) and who may save the award analyses. */
export const RECOMMENDATION_USE_CASES = useCaseSpecs('reports', { recommendations: 'seeStaffReports', saveRecommendations: 'editReports' });

/** Who may export each report workbook: who may read its report. */
export const REPORT_EXPORT_USE_CASES = useCaseSpecs('reports', {
  legalCommentsWorkbook: 'openReportCentre',
  fullBidDetailsWorkbook: 'openReportCentre',
  recommendationsWorkbook: 'seeStaffReports',
});

/** Who may load the Award Summary's logos. */
export const REPORT_LOGO_USE_CASES = useCaseSpecs('reports', { logo: 'openReportCentre' });
