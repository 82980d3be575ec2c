/**
 * THE endpoint policy: who may call each server endpoint. The HTTP layer looks every request up
 * here (`matchEndpoint` in endpoint-matcher.ts) and refuses what `authorize` refuses, so the rule
 * lives once. Paths are the catalogue's, without the `/api` prefix.
 *
 * Access is a capability of core/policy/capabilities.ts (exact role codes; holding SUPERBIDDER never
 * counts as BIDDER).
 * `authenticated` = any signed-in user whose one-time code (if required) is verified; services
 * still scope the data (a client sees only its client's auctions, a bidder only its own bids and
 * the auctions its borrower is approved for).
 *
 * `duringMfa`: a token issued before the one-time code is verified may call only the MFA
 * endpoints and logout (and the public ones); everything else answers 401 until the code is verified.
 */
import type { Capability } from './capabilities';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';
/** `public`, any signed-in user, or the holders of one capability (core/policy/capabilities.ts). */
export type Access = 'public' | 'authenticated' | Capability;

export interface EndpointPolicy {
  method: HttpMethod;
  /** As written in the catalogue, `{param}` segments included. */
  path: string;
  access: Access;
  duringMfa: boolean;
  /** Why, when the decision is not obvious from the spec's access tables. */
  note?: string;
}

const e = (method: HttpMethod, path: string, access: Access, note?: string): EndpointPolicy =>
  note ? { method, path, access, duringMfa: false, note } : { method, path, access, duringMfa: false };
const mfa = (method: HttpMethod, path: string): EndpointPolicy => ({ method, path, access: 'authenticated', duringMfa: true });

export const ENDPOINT_POLICIES: readonly EndpointPolicy[] = [
  // ---- Sign-in and session ----
  e('POST', '/token', 'public', 'password and refresh grants; a refreshed token keeps the MFA-pending state'),
  mfa('GET', '/auction/mfa/isOTPPage'),
  mfa('POST', '/auction/mfa/verifycode'),
  mfa('POST', '/auction/logout'),
  e('GET', '/auction/userheaderinfo', 'authenticated'),
  e('GET', '/principalroles', 'authenticated'),
  e('GET', '/auction/findInfocenter', 'authenticated', 'post-login routing and the info-centre list; scoped to the user'),
  e('GET', '/auction/infocentre/{auctionId}', 'authenticated', 'ours: one info centre of the list, complete or not for staff; scoped like findInfocenter'),
  e('POST', '/auction/forgotPassword', 'public'),
  e('GET', '/auction/resetPassword', 'public', 'validates the e-mailed link'),
  e('POST', '/auction/resetPassword', 'public', 'authorised by the reset code, not by a token'),
  e('GET', '/openapi.json', 'public'),

  // ---- Lists and shared look-ups ----
  e('GET', '/auction/companies', 'manageBorrowers', 'borrowers list (Manager, Client Relations); the user form is Manager-only and included'),
  e('GET', '/auction/users', 'administerUsers'),
  e('GET', '/auction/clients', 'manageClients', 'clients list; also the client choice of the auction form'),
  e('GET', '/auction/auctions', 'listAuctions', 'clients get only their own client auctions (service scoping)'),
  e('GET', '/auction/archiveauctions', 'listAuctions', 'clients get only their own client auctions (service scoping)'),
  e('POST', '/auction/columns/{routeName}', 'authenticated', 'column captions only, no data'),
  e(
    'POST',
    '/excel/exportExcel',
    'authenticated',
    'renders only the rows it is given (users list for managers, own bids for bidders); it reads no data itself',
  ),
  e('GET', '/auction/loadlogo/{clientCode}', 'authenticated', 'logos appear on info-centre, bid wizard, lots and report pages'),

  // ---- Borrowers, users, clients ----
  e('POST', '/auction/companysave', 'manageBorrowers'),
  e('POST', '/auction/companyedit/{id}', 'manageBorrowers'),
  e('POST', '/auction/usersave', 'administerUsers'),
  e('POST', '/auction/useredit/{id}', 'administerUsers'),
  e('POST', '/auction/clientsave', 'manageClients'),
  e('POST', '/auction/clientedit/{id}', 'manageClients'),
  e('POST', '/auction/uploadlogo/{clientCode}', 'manageClients', 'part of the client form'),

  // ---- Auctions and lots ----
  e('POST', '/auction/saveAuction', 'saveAuction', '§6: the Manager "saves auctions"; Client Relations may open the auction edit screen read-only'),
  e('POST', '/auction/{id}', 'setUpAuctions', 'auction load (-1 = blank form); the auction edit route is Manager, Client Relations'),
  e('GET', '/auction/lot/{auctionId}', 'manageLots', 'lots list is Manager-only'),
  e('DELETE', '/auction/lots', 'manageLots'),
  e('POST', '/auction/lotsave', 'manageLots'),
  e('POST', '/auction/lotedit/{id}', 'manageLots'),
  e('POST', '/auction/lotadd/{auctionId}', 'manageLots'),
  e('POST', '/auction/lotadd/-1', 'manageLots', 'asset classes and currencies for the upload template downloads'),
  e('POST', '/auction/lots/upload', 'manageLots'),

  // ---- Invitees and invitation e-mails (Invitee Dashboard: Manager) ----
  e('POST', '/auction/invitees/{auctionId}', 'manageInvitees'),
  e('POST', '/auction/inviteesave/{auctionId}', 'manageInvitees'),
  e('POST', '/auction/getApprovedBorrowers/{auctionId}', 'manageInvitees'),
  e('POST', '/auction/getApprovedUsers/{auctionId}', 'manageInvitees'),
  e('POST', '/auction/getInvitedUsers/{auctionId}', 'manageInvitees'),
  e('POST', '/auction/userlistsave/{auctionId}', 'manageInvitees'),
  e('POST', '/auction/invitepopup/{auctionId}', 'manageInvitees'),
  e('POST', '/auction/invitepopupusers/{subject}/{auctionId}', 'manageInvitees'),
  e('POST', '/auction/sendInvites/{auctionId}', 'manageInvitees'),

  // ---- Information centre ----
  e('POST', '/auction/templatedata/{auctionId}', 'authenticated', 'info-centre pages have no role limit; the service shows bidders only approved, complete info centres'),
  e('POST', '/auction/choosetemplate/{auctionId}/{template}/{approvalFlag}', 'chooseInfoCentreTemplate', 'template and Mark As Complete: Managers and Client Relations only'),
  e('GET', '/auction/download/useragreement', 'authenticated'),
  e('POST', '/auction/download/rules', 'authenticated', 'document rows are scoped to visible auctions by the service'),
  e('POST', '/auction/download/assets', 'authenticated', 'document rows are scoped to visible auctions by the service'),
  e('POST', '/auction/download/ops', 'authenticated', 'document rows are scoped to visible auctions by the service'),
  e('POST', '/auction/auctionrulesedit/{auctionId}', 'editInfoCentre'),
  e('POST', '/auction/auctionassetedit/{auctionId}', 'editInfoCentre'),
  e('POST', '/auction/auctionopedit/{auctionId}', 'editInfoCentre'),
  e('POST', '/auction/rulessave', 'editInfoCentre'),
  e('POST', '/auction/assetsave', 'editInfoCentre'),
  e('POST', '/auction/operationalsave', 'editInfoCentre'),
  e('POST', '/auction/uploadrulesfiles/{auctionId}', 'editInfoCentre'),
  e('POST', '/auction/uploadassetfiles/{auctionId}', 'editInfoCentre'),
  e('POST', '/auction/uploadopfiles/{auctionId}', 'editInfoCentre'),

  // ---- Bid wizard (Bidder, Super Bidder) ----
  e('POST', '/auction/enterbids/{auctionId}', 'bid'),
  e('POST', '/auction/getAcceptRules/{auctionId}', 'bid'),
  e('POST', '/auction/getbids/{auctionId}', 'bid'),
  e('POST', '/auction/bidssave/{auctionId}', 'bid'),
  e('POST', '/auction/bidsconfirm/{auctionId}', 'bid'),
  e('POST', '/auction/acceptrules/{auctionId}', 'bid', 'ours: records the rules acceptance (GO BID); the link click is recorded by specaucrules'),
  e('POST', '/auction/exportbids/{auctionId}', 'bid', 'ours: the DOWNLOAD BIDS Excel of the caller\'s own bids, shaped and logged by the server'),
  e('POST', '/pdf/export/{service}', 'bid', 'the bid wizard PDF (isSuperBidder is taken from the roles, not the body)'),
  e('POST', '/auction/sendConfirmationEmail/{auctionId}/{fileName}', 'bid'),
  e('POST', '/auction/bidtemplate/{auctionId}', 'bid', 'ours (issue 26): the bid template of the auction\'s lots; borrower approved, checked by the service'),
  e('POST', '/auction/readbidfile/{auctionId}', 'bid', 'ours (issue 26): reads an uploaded bid file into rows for the import preview; stores nothing'),
  e(
    'POST',
    '/auction/specaucrules/{auctionId}',
    'authenticated',
    'the rules PDF of the wizard; staff may preview it; the link-clicked flag is recorded for bidders only',
  ),

  // ---- Reports ----
  e('GET', '/report/auctionInfo/{auctionId}', 'seeAuctionResults'),
  e('GET', '/report/auctions/{id}/lots', 'seeAuctionResults'),
  e('GET', '/report/auctions/{id}/bidders', 'openReportCentre'),
  e('GET', '/report/auctions/{id}/users', 'openReportCentre'),
  e('GET', '/report/auctions/{id}/bids', 'seeAuctionResults'),
  e('GET', '/report/auctions/{id}/top-bids', 'seeAuctionResults'),
  e('GET', '/report/auctions/{id}/top-all-in-bids', 'seeAuctionResults'),
  e('GET', '/report/auctions/{id}/full-bid-details', 'openReportCentre'),
  e('GET', '/report/bidderComments/{id}', 'openReportCentre'),
  e('GET', '/report/bidderActivity/{id}', 'openReportCentre'),
  e('GET', '/report/indivBidDetail/{id}', 'openReportCentre'),
  e('GET', '/report/awardSummary/{auctionId}', 'seeStaffReports', 'clients do not see Award Summary'),
  e('POST', '/report/awardSummary/awardSummarySave', 'editReports'),
  e('GET', '/report/load{provider}logo/', 'openReportCentre'),
  e('GET', '/report/load{second-logo}logo/', 'openReportCentre'),
  e('GET', '/report/legalcomments/{auctionId}', 'openReportCentre'),
  e('POST', '/report/legalcomments/legalCommentsSave', 'editReports', 'Edit is hidden from clients'),
  e('POST', '/report/legalcomments/legalCommentsRowSave', 'editReports', 'Add Row is hidden from clients'),
  e('GET', '/report/auctionrecommendations/{id}', 'seeStaffReports', 'clients do not see Auction Recommendations'),
  e('POST', '/report/auctionrecommendations/auctionRecommendationsSave', 'editReports'),
  e('POST', '/excel/{report-export}/bidderLegalComments', 'openReportCentre'),
  e('POST', '/excel/{report-export}/fullBidDetails', 'openReportCentre'),
  e('POST', '/excel/{report-export}/auctionRecommendations', 'seeStaffReports', 'ours: the recommendations export (path not shown in the spec); clients do not see the report'),

  // ---- Awards ----
  e('GET', '/award/auctions/{id}/getbids', 'award'),
  e('GET', '/award/auctions/{id}/getawards', 'award'),
  e('POST', '/award/auctions/{id}/awardssave', 'award'),
  e('POST', '/award/auctions/{id}/confirm', 'award'),
  e('POST', '/award/auctions/{id}/unconfirm', 'award'),
  e('POST', '/award/auctions/{id}/optimize', 'award', 'ours (issue 15): proposes the revenue-optimal award, saves nothing'),
  e('GET', '/award/auctions/{id}/history', 'award', 'ours (issue 27): who confirmed and unconfirmed, when and why'),

  // ---- The close (ours, issue 28) ----
  e('GET', '/auction/closemonitor', 'monitorClose', 'the dashboard: live and upcoming auctions; a client only its own'),
  e('GET', '/auction/closemonitor/{auctionId}', 'monitorClose', 'progress only, never a bid value; a client only its own auctions'),
  e('GET', '/auction/closemonitor/{auctionId}/stream', 'monitorClose', 'the monitor as Server-Sent Events'),
  e('POST', '/auction/extend/{auctionId}', 'manageClose'),
  e('GET', '/auction/clock/{auctionId}/stream', 'authenticated', "the auction's times as Server-Sent Events; scoped like /auction/infocentre/{auctionId}"),

  // ---- Bid ledger (ours: issue 16) ----
  e(
    'GET',
    '/audit/auctions/{id}/receipt/{hash}',
    'checkBidReceipts',
    'a bidder checks its own receipts only (a super bidder those of its bidder); staff report roles any; other receipts answer like unknown ones',
  ),
  e('GET', '/audit/auctions/{id}/head', 'seeStaffReports', 'the head hash staff publish at the close'),
];
