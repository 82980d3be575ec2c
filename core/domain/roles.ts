/**
 * The roles, one record each: code, name, description and whether it is a role of the lending agent's
 * own staff. The `roles` table follows this list (the store upserts it after
 * the migrations), so adding a role here needs no migration; what it may do is decided by the
 * capabilities (`CAPABILITY_ROLES`), not here.
 *
 * Codes are exactly as stored and sent by `GET /principalroles` (`authority`). Matching is always by
 * equality on these codes, never by substring (BIDDER is a substring of SUPERBIDDER; the original
 * client's substring matching is a bug we do not copy).
 */
export interface RoleDefinition {
  readonly code: string;
  readonly name: string;
  readonly description: string;
  /** Staff (`isInternal`, stored with the role): a user holding one sees its roles read-only. */
  readonly internal: boolean;
}

/** In display order (user lists, the user form); a new role may go anywhere. */
export const ROLES = [
  { code: 'MANAGER', name: 'Manager', description: 'Lending agent manager: full setup and administration', internal: true },
  { code: 'CLIENT_RELATIONS', name: 'Client Relations', description: 'Lending agent client relations: auctions, borrowers, clients, info centre, reports', internal: true },
  { code: 'BIDDER', name: 'Bidder', description: 'External bidder of a borrower', internal: false },
  { code: 'SUPERBIDDER', name: 'Super Bidder', description: 'External super bidder: bids on behalf of a bidder, also after the end', internal: false },
  { code: 'AIC', name: 'Auction Info Center', description: 'External auction information centre user', internal: false },
  { code: 'CLIENT', name: 'Client', description: 'External client (asset owner): reports of its own auctions', internal: false },
  { code: 'REPORT', name: 'Report', description: 'Reports of all auctions', internal: true },
  { code: 'AWARD', name: 'Award', description: 'Generates, confirms and unconfirms awards', internal: true },
] as const satisfies readonly RoleDefinition[];

/** The codes of a list of roles, as a tuple of literals (so `z.enum(ROLE_CODES)` sees each code). */
type CodesOf<T extends readonly RoleDefinition[]> = { [K in keyof T]: T[K]['code'] };

export type RoleCode = (typeof ROLES)[number]['code'];

// Everything below is derived from ROLES, for callers that want one aspect.
export const ROLE_CODES = ROLES.map((r) => r.code) as unknown as CodesOf<typeof ROLES>;

export const INTERNAL_ROLES: readonly RoleCode[] = ROLES.filter((r) => r.internal).map((r) => r.code);

const recordOf = <V>(value: (r: (typeof ROLES)[number]) => V): Record<RoleCode, V> =>
  Object.fromEntries(ROLES.map((r) => [r.code, value(r)])) as Record<RoleCode, V>;

export const ROLE_NAMES: Record<RoleCode, string> = recordOf((r) => r.name);

export const ROLE_DESCRIPTIONS: Record<RoleCode, string> = recordOf((r) => r.description);

export const isRoleCode = (s: string): s is RoleCode => (ROLE_CODES as readonly string[]).includes(s);

export const isInternalRole = (r: RoleCode): boolean => INTERNAL_ROLES.includes(r);
