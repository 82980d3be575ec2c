/**
 * THE permission table: every decision the application takes on a user's roles is a capability
 * named here, granted to exact role codes here and nowhere else. The endpoint policy, the UI routes,
 * the left menu, the application services and the web components all ask `can(roles, capability)`.
 *
 * Matching is by exact code: holding SUPERBIDDER never counts as BIDDER (the spec's substring matching
 * is the original client's bug, not copied). Spec references: "access" = the access and administration
 * part of the specification, "participation" = its participation and reporting part.
 */
import type { RoleCode } from '../domain/roles';

export const CAPABILITY_ROLES = {
  // ---- Setup and administration (access §2 route table, §6) ----
  /** Users list, user form, user save (access §2 /users, /useredit: Manager). A manager may not take this from themselves. */
  administerUsers: ['MANAGER'],
  /** Open the auction form and the Auctions menu entry (access §2 /auctionedit: Manager, Client Relations). */
  setUpAuctions: ['MANAGER', 'CLIENT_RELATIONS'],
  /** Save an auction, and Add on the auction list (access §6: the Manager "saves auctions"; §2 "Add (managers)"). */
  saveAuction: ['MANAGER'],
  /** Lots list, upload, edit and delete (access §2 /lots, /lots/upload, /lotedit: Manager; §6 the Client Relations menu omits lots). */
  manageLots: ['MANAGER'],
  /** Invitee Dashboard, approved borrowers and invitation e-mails (access §2 /inviteedashboard: Manager). */
  manageInvitees: ['MANAGER'],
  /** Borrowers list and form (access §2 /borrowers, /companyedit: Manager, Client Relations). */
  manageBorrowers: ['MANAGER', 'CLIENT_RELATIONS'],
  /** Clients list, form and logo (access §2 /clients, /clientedit: Manager, Client Relations). */
  manageClients: ['MANAGER', 'CLIENT_RELATIONS'],

  // ---- Which auctions a user sees ----
  /** The active and archived auction lists (participation §7 GET /auction/auctions; bidders and AIC use the info-centre list). */
  listAuctions: ['MANAGER', 'CLIENT_RELATIONS', 'REPORT', 'AWARD', 'CLIENT'],
  /** The lending agent's staff: every client's auctions, every info centre complete or not, reports at any time (access §1, §6). */
  seeEveryAuction: ['MANAGER', 'CLIENT_RELATIONS', 'REPORT', 'AWARD'],
  /**
   * Only its own client's auctions: lists scoped by client id, complete info centres, reports once ended;
   * never linked to a borrower; a borrower-side user who also holds it chooses a centre after login
   * (access §2 Login and Redirect page, §5 User, §6 Client; participation §6 Client).
   */
  seeOwnClientAuctions: ['CLIENT'],
  /**
   * Borrower-side users: the complete info centres of auctions their borrower is approved for; after
   * login they go to the information centre (access §2 Login "bidder-type role"; participation §2.1).
   */
  seeApprovedInfoCentres: ['BIDDER', 'SUPERBIDDER', 'AIC'],

  // ---- Information centre (participation §2, §6) ----
  /** The three document edit pages and their saves and uploads; sees hidden document rows (participation §2 route table). */
  editInfoCentre: ['MANAGER', 'AIC', 'CLIENT_RELATIONS'],
  /** Edits every auction's info centre, not only those its borrower is approved for (participation §6 Manager, Client Relations). */
  editEveryInfoCentre: ['MANAGER', 'CLIENT_RELATIONS'],
  /**
   * The borrower-side info-centre editor: edits the info centres of auctions its borrower is approved for,
   * receives the "AIC Invite" e-mails, and without a company lands on the info-centre list (access §2 Login, §6 AIC).
   */
  editBorrowerInfoCentres: ['AIC'],
  /** Template choice and Mark As Complete (participation §6 Manager; Client Relations "the same info centre and edit rights"). */
  chooseInfoCentreTemplate: ['MANAGER', 'CLIENT_RELATIONS'],
  /** The info centre's manager view: detail boxes with the manager contact and no countdown (participation §2.2). */
  seeInfoCentreManagerView: ['MANAGER'],

  // ---- Bidding (participation §2.4, §4, §6) ----
  /** The bid wizard: enter, save, confirm, export its own bids (participation §2 /enterbids: Bidder, Super Bidder). */
  bid: ['BIDDER', 'SUPERBIDDER'],
  /** Bids as itself for its own borrower, so it needs a borrower and may be the bidder a super bidder acts for (access §5 User). */
  bidForOwnBorrower: ['BIDDER'],
  /** Bids on behalf of its selected bidder and holds no other role (access §5 User, §6; participation §6 isSuperBidder). */
  bidOnBehalf: ['SUPERBIDDER'],
  /** Keeps Enter Bids after the end and is not redirected (participation §2.2, §4, §6). */
  bidAfterEnd: ['SUPERBIDDER'],

  // ---- Reports and awards (participation §2.5–§2.10, §6) ----
  /** The reporting centre (participation §2 /report: Manager, Report, Client, Client Relations). */
  openReportCentre: ['MANAGER', 'CLIENT_RELATIONS', 'REPORT', 'CLIENT'],
  /** Award Summary and Auction Recommendations (participation §2.5 "Clients do not see" them). */
  seeStaffReports: ['MANAGER', 'CLIENT_RELATIONS', 'REPORT'],
  /** Award summary, legal comments (Edit, Add Row) and award analysis edits (participation §1, §6 Client "Edit and Add Row hidden"). */
  editReports: ['MANAGER', 'CLIENT_RELATIONS'],
  /** Auction info, lots, bids and top bids: the reporting centre's data, which the award screen shows too (participation §2.10). */
  seeAuctionResults: ['MANAGER', 'CLIENT_RELATIONS', 'REPORT', 'CLIENT', 'AWARD'],
  /** Generate, confirm and unconfirm awards (participation §1, §2 /award: Award role). */
  award: ['AWARD'],

  // ---- Billing (ours: the exclusive fee over the term) ----
  /**
   * The monthly statements of exclusive fees: staff read every borrower's (they see every auction), a
   * borrower-side user only its own borrower's (the use case scopes it); clients, who are the lenders, do not.
   */
  seeBillingStatements: ['MANAGER', 'CLIENT_RELATIONS', 'REPORT', 'AWARD', 'BIDDER', 'SUPERBIDDER', 'AIC'],
  /** E-mail the statements to the borrowers' users: the manager, and the award user who confirmed the awards. */
  sendBillingStatements: ['MANAGER', 'AWARD'],
  // ---- Loans (ours: SEC Rule 10c-1a / FINRA SLATE reporting of the loans awards make) ----
  /** The loan records, their SLATE file and CDM documents: internal staff only (they hold every borrower's bid). */
  seeLoans: ['MANAGER', 'CLIENT_RELATIONS', 'REPORT', 'AWARD'],
  /** An auction's loan settings (the percentage of collateral to the value loaned). */
  setLoanTerms: ['MANAGER'],

  // ---- Bid ledger (ours: bidders can prove what they bid) ----
  /** Check a bid receipt: bidders their own (the service scopes them), staff report roles any. */
  checkBidReceipts: ['BIDDER', 'SUPERBIDDER', 'MANAGER', 'CLIENT_RELATIONS', 'REPORT'],

  // ---- The close (ours: watching and extending a live auction) ----
  /** The live close monitor and the dashboard's summary: staff, and a client for its own client's auctions (never bidders). */
  monitorClose: ['MANAGER', 'CLIENT_RELATIONS', 'CLIENT'],
  /** Extend a live auction's end, with a reason; run the reminders by hand (`sla reminders run`). */
  manageClose: ['MANAGER'],

  // ---- Layout ----
  /** The left menu and its Home entry: every role but Bidder and Super Bidder (access §2 Layout). */
  seeLeftMenu: ['MANAGER', 'CLIENT_RELATIONS', 'AIC', 'CLIENT', 'REPORT', 'AWARD'],
} as const satisfies Record<string, readonly RoleCode[]>;

export type Capability = keyof typeof CAPABILITY_ROLES;

export const CAPABILITIES = Object.keys(CAPABILITY_ROLES) as Capability[];

/** The roles granted a capability, exactly as the table lists them. */
export const rolesFor = (capability: Capability): readonly RoleCode[] => CAPABILITY_ROLES[capability];

/** Does a user holding `roles` have the capability? Exact code equality, never substring. */
export const can = (roles: readonly string[], capability: Capability): boolean => {
  const granted: readonly string[] = CAPABILITY_ROLES[capability];
  return roles.some((r) => granted.includes(r));
};
