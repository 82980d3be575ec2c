/**
 * Role codes, exactly as stored and sent by `GET /principalroles` (`authority`).
 * Matching is always by equality on these codes, never by substring
 * (BIDDER is a substring of SUPERBIDDER; the original client's substring matching is a bug we do not copy).
 */
export const ROLE_CODES = [
  'MANAGER',
  'CLIENT_RELATIONS',
  'BIDDER',
  'SUPERBIDDER',
  'AIC',
  'CLIENT',
  'REPORT',
  'AWARD',
] as const;
export type RoleCode = (typeof ROLE_CODES)[number];

/** Roles of the lending agent's own staff (`isInternal`). */
export const INTERNAL_ROLES: readonly RoleCode[] = ['MANAGER', 'CLIENT_RELATIONS', 'REPORT', 'AWARD'];
/** Staff roles of the reporting centre: they see every borrower's bids (and check any bid receipt). */
export const STAFF_REPORT_ROLES: readonly RoleCode[] = ['MANAGER', 'CLIENT_RELATIONS', 'REPORT'];
/** Borrower-side roles that place bids. */
export const BIDDER_ROLES: readonly RoleCode[] = ['BIDDER', 'SUPERBIDDER'];
/** Roles the spec calls "bidder-type" for post-login routing. */
export const BIDDER_TYPE_ROLES: readonly RoleCode[] = ['BIDDER', 'SUPERBIDDER', 'AIC'];

export const ROLE_NAMES: Record<RoleCode, string> = {
  MANAGER: 'Manager',
  CLIENT_RELATIONS: 'Client Relations',
  BIDDER: 'Bidder',
  SUPERBIDDER: 'Super Bidder',
  AIC: 'Auction Info Center',
  CLIENT: 'Client',
  REPORT: 'Report',
  AWARD: 'Award',
};

export const ROLE_DESCRIPTIONS: Record<RoleCode, string> = {
  MANAGER: 'Lending agent manager: full setup and administration',
  CLIENT_RELATIONS: 'Lending agent client relations: auctions, borrowers, clients, info centre, reports',
  BIDDER: 'External bidder of a borrower',
  SUPERBIDDER: 'External super bidder: bids on behalf of a bidder, also after the end',
  AIC: 'External auction information centre user',
  CLIENT: 'External client (asset owner): reports of its own auctions',
  REPORT: 'Reports of all auctions',
  AWARD: 'Generates, confirms and unconfirms awards',
};

export const isRoleCode = (s: string): s is RoleCode => (ROLE_CODES as readonly string[]).includes(s);

/** Exact membership: does the user hold any of the wanted roles? */
export const hasAnyRole = (held: readonly string[], wanted: readonly RoleCode[]): boolean =>
  held.some((r) => (wanted as readonly string[]).includes(r));

export const isInternalRole = (r: RoleCode): boolean => INTERNAL_ROLES.includes(r);
