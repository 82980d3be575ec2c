/**
 * Who may edit what a report shows (each edit's route `access`, contract/reports.ts): Edit and Add Row
 * of Legal Bid Comments, Edit of the Award Summary and the award analysis. Apart from report-list.ts,
 * which imports every report's screen, so that a screen asking this imports no other screen.
 */
import { mayCall } from './may-call';
import { reportRoutes } from '../../../../../contract/reports';

export const mayEditLegalComments = (roles: readonly string[]): boolean => mayCall(roles, reportRoutes.legalCommentsSave);
export const mayEditAwardSummary = (roles: readonly string[]): boolean => mayCall(roles, reportRoutes.awardSummarySave);
export const mayEditAwardAnalysis = (roles: readonly string[]): boolean => mayCall(roles, reportRoutes.recommendationsSave);
