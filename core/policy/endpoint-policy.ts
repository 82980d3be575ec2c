/**
 * THE endpoint policy: who may call each server endpoint. The HTTP layer looks every request up
 * here (`matchEndpoint` in endpoint-matcher.ts) and refuses what `authorize` refuses, so the rule
 * lives once. Paths are the catalogue's, without the `/api` prefix.
 *
 * Roles are exact codes (core/domain/roles.ts); holding SUPERBIDDER never counts as BIDDER.
 * `authenticated` = any signed-in user whose one-time code (if required) is verified; services
 * still scope the data (a client sees only its client's auctions, a bidder only its own bids and
 * the auctions its borrower is approved for).
 *
 * `duringMfa`: a token issued before the one-time code is verified may call only the MFA
 * endpoints and logout (and the public ones); everything else answers 401 until the code is verified.
 */
import { BIDDER_ROLES, type RoleCode } from '../domain/roles';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';
export type Access = 'public' | 'authenticated' | readonly RoleCode[];

export interface EndpointPolicy {
  method: HttpMethod;
  /** As written in the catalogue, `{param}` segments included. */
  path: string;
  access: Access;
  duringMfa: boolean;
  /** Why, when the decision is not obvious from the spec's access tables. */
  note?: string;
}

const MANAGER: readonly RoleCode[] = ['MANAGER'];
/** Setup screens open to both internal setup roles (borrowers, clients, auction edit). */
const SETUP: readonly RoleCode[] = ['MANAGER', 'CLIENT_RELATIONS'];
/** Info-centre editors (document edit pages). */
const INFO_EDITORS: readonly RoleCode[] = ['MANAGER', 'AIC', 'CLIENT_RELATIONS'];
const BIDDERS = BIDDER_ROLES;
/** The reporting centre's roles. */
const REPORTS: readonly RoleCode[] = ['MANAGER', 'CLIENT_RELATIONS', 'REPORT', 'CLIENT'];
/** Reports plus the award screen, which shows the same auction data (bid overview, lots, top bids). */
const REPORTS_AND_AWARD: readonly RoleCode[] = [...REPORTS, 'AWARD'];
/** Reports hidden from clients (Award Summary, Auction Recommendations). */
const INTERNAL_REPORTS: readonly RoleCode[] = ['MANAGER', 'CLIENT_RELATIONS', 'REPORT'];
/** Report edits: only managers and client relations edit summaries, legal comments and analysis. */
const REPORT_EDITORS: readonly RoleCode[] = ['MANAGER', 'CLIENT_RELATIONS'];
/** Auction lists: every staff and client role (bidders and AIC use the info-centre list instead). */
const AUCTION_LISTS: readonly RoleCode[] = ['MANAGER', 'CLIENT_RELATIONS', 'REPORT', 'AWARD', 'CLIENT'];
const AWARD: readonly RoleCode[] = ['AWARD'];

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
  e('GET', '/auction/companies', SETUP, 'borrowers list (Manager, Client Relations); the user form is Manager-only and included'),
  e('GET', '/auction/users', MANAGER),
  e('GET', '/auction/clients', SETUP, 'clients list; also the client choice of the auction form'),
  e('GET', '/auction/auctions', AUCTION_LISTS, 'clients get only their own client auctions (service scoping)'),
  e('GET', '/auction/archiveauctions', AUCTION_LISTS, 'clients get only their own client auctions (service scoping)'),
  e('POST', '/auction/columns/{routeName}', 'authenticated', 'column captions only, no data'),
  e(
    'POST',
    '/excel/exportExcel',
    'authenticated',
    'renders only the rows it is given (users list for managers, own bids for bidders); it reads no data itself',
  ),
  e('GET', '/auction/loadlogo/{clientCode}', 'authenticated', 'logos appear on info-centre, bid wizard, lots and report pages'),

  // ---- Borrowers, users, clients ----
  e('POST', '/auction/companysave', SETUP),
  e('POST', '/auction/companyedit/{id}', SETUP),
  e('POST', '/auction/usersave', MANAGER),
  e('POST', '/auction/useredit/{id}', MANAGER),
  e('POST', '/auction/clientsave', SETUP),
  e('POST', '/auction/clientedit/{id}', SETUP),
  e('POST', '/auction/uploadlogo/{clientCode}', SETUP, 'part of the client form'),

  // ---- Auctions and lots ----
  e('POST', '/auction/saveAuction', MANAGER, '§6: the Manager "saves auctions"; Client Relations may open the auction edit screen read-only'),
  e('POST', '/auction/{id}', SETUP, 'auction load (-1 = blank form); the auction edit route is Manager, Client Relations'),
  e('GET', '/auction/lot/{auctionId}', MANAGER, 'lots list is Manager-only'),
  e('DELETE', '/auction/lots', MANAGER),
  e('POST', '/auction/lotsave', MANAGER),
  e('POST', '/auction/lotedit/{id}', MANAGER),
  e('POST', '/auction/lotadd/{auctionId}', MANAGER),
  e('POST', '/auction/lotadd/-1', MANAGER, 'asset classes and currencies for the upload template downloads'),
  e('POST', '/auction/lots/upload', MANAGER),

  // ---- Invitees and invitation e-mails (Invitee Dashboard: Manager) ----
  e('POST', '/auction/invitees/{auctionId}', MANAGER),
  e('POST', '/auction/inviteesave/{auctionId}', MANAGER),
  e('POST', '/auction/getApprovedBorrowers/{auctionId}', MANAGER),
  e('POST', '/auction/getApprovedUsers/{auctionId}', MANAGER),
  e('POST', '/auction/getInvitedUsers/{auctionId}', MANAGER),
  e('POST', '/auction/userlistsave/{auctionId}', MANAGER),
  e('POST', '/auction/invitepopup/{auctionId}', MANAGER),
  e('POST', '/auction/invitepopupusers/{subject}/{auctionId}', MANAGER),
  e('POST', '/auction/sendInvites/{auctionId}', MANAGER),

  // ---- Information centre ----
  e('POST', '/auction/templatedata/{auctionId}', 'authenticated', 'info-centre pages have no role limit; the service shows bidders only approved, complete info centres'),
  e('POST', '/auction/choosetemplate/{auctionId}/{template}/{approvalFlag}', SETUP, 'template and Mark As Complete: Managers and Client Relations only'),
  e('GET', '/auction/download/useragreement', 'authenticated'),
  e('POST', '/auction/download/rules', 'authenticated', 'document rows are scoped to visible auctions by the service'),
  e('POST', '/auction/download/assets', 'authenticated', 'document rows are scoped to visible auctions by the service'),
  e('POST', '/auction/download/ops', 'authenticated', 'document rows are scoped to visible auctions by the service'),
  e('POST', '/auction/auctionrulesedit/{auctionId}', INFO_EDITORS),
  e('POST', '/auction/auctionassetedit/{auctionId}', INFO_EDITORS),
  e('POST', '/auction/auctionopedit/{auctionId}', INFO_EDITORS),
  e('POST', '/auction/rulessave', INFO_EDITORS),
  e('POST', '/auction/assetsave', INFO_EDITORS),
  e('POST', '/auction/operationalsave', INFO_EDITORS),
  e('POST', '/auction/uploadrulesfiles/{auctionId}', INFO_EDITORS),
  e('POST', '/auction/uploadassetfiles/{auctionId}', INFO_EDITORS),
  e('POST', '/auction/uploadopfiles/{auctionId}', INFO_EDITORS),

  // ---- Bid wizard (Bidder, Super Bidder) ----
  e('POST', '/auction/enterbids/{auctionId}', BIDDERS),
  e('POST', '/auction/getAcceptRules/{auctionId}', BIDDERS),
  e('POST', '/auction/getbids/{auctionId}', BIDDERS),
  e('POST', '/auction/bidssave/{auctionId}', BIDDERS),
  e('POST', '/auction/bidsconfirm/{auctionId}', BIDDERS),
  e('POST', '/auction/acceptrules/{auctionId}', BIDDERS, 'ours: records the rules acceptance (GO BID); the link click is recorded by specaucrules'),
  e('POST', '/auction/exportbids/{auctionId}', BIDDERS, 'ours: the DOWNLOAD BIDS Excel of the caller\'s own bids, shaped and logged by the server'),
  e('POST', '/pdf/export/{service}', BIDDERS, 'the bid wizard PDF (isSuperBidder is taken from the roles, not the body)'),
  e('POST', '/auction/sendConfirmationEmail/{auctionId}/{fileName}', BIDDERS),
  e(
    'POST',
    '/auction/specaucrules/{auctionId}',
    'authenticated',
    'the rules PDF of the wizard; staff may preview it; the link-clicked flag is recorded for bidders only',
  ),

  // ---- Reports ----
  e('GET', '/report/auctionInfo/{auctionId}', REPORTS_AND_AWARD),
  e('GET', '/report/auctions/{id}/lots', REPORTS_AND_AWARD),
  e('GET', '/report/auctions/{id}/bidders', REPORTS),
  e('GET', '/report/auctions/{id}/users', REPORTS),
  e('GET', '/report/auctions/{id}/bids', REPORTS_AND_AWARD),
  e('GET', '/report/auctions/{id}/top-bids', REPORTS_AND_AWARD),
  e('GET', '/report/auctions/{id}/top-all-in-bids', REPORTS_AND_AWARD),
  e('GET', '/report/auctions/{id}/full-bid-details', REPORTS),
  e('GET', '/report/bidderComments/{id}', REPORTS),
  e('GET', '/report/bidderActivity/{id}', REPORTS),
  e('GET', '/report/indivBidDetail/{id}', REPORTS),
  e('GET', '/report/awardSummary/{auctionId}', INTERNAL_REPORTS, 'clients do not see Award Summary'),
  e('POST', '/report/awardSummary/awardSummarySave', REPORT_EDITORS),
  e('GET', '/report/load{provider}logo/', REPORTS),
  e('GET', '/report/load{second-logo}logo/', REPORTS),
  e('GET', '/report/legalcomments/{auctionId}', REPORTS),
  e('POST', '/report/legalcomments/legalCommentsSave', REPORT_EDITORS, 'Edit is hidden from clients'),
  e('POST', '/report/legalcomments/legalCommentsRowSave', REPORT_EDITORS, 'Add Row is hidden from clients'),
  e('GET', '/report/auctionrecommendations/{id}', INTERNAL_REPORTS, 'clients do not see Auction Recommendations'),
  e('POST', '/report/auctionrecommendations/auctionRecommendationsSave', REPORT_EDITORS),
  e('POST', '/excel/{report-export}/bidderLegalComments', REPORTS),
  e('POST', '/excel/{report-export}/fullBidDetails', REPORTS),
  e('POST', '/excel/{report-export}/auctionRecommendations', INTERNAL_REPORTS, 'ours: the recommendations export (path not shown in the spec); clients do not see the report'),

  // ---- Awards ----
  e('GET', '/award/auctions/{id}/getbids', AWARD),
  e('GET', '/award/auctions/{id}/getawards', AWARD),
  e('POST', '/award/auctions/{id}/awardssave', AWARD),
  e('POST', '/award/auctions/{id}/confirm', AWARD),
  e('POST', '/award/auctions/{id}/unconfirm', AWARD),
];
