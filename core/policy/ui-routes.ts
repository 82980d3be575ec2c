/**
 * The web application's routes (both spec documents' route tables) and who may open them.
 * Paths are written without the `/esecauction` base; `routeDecision` accepts either form.
 *
 * Decisions:
 * - `public` routes need no session. Every other route needs a signed-in user; `[]` means any
 *   signed-in user ("no role limit" in the spec, which in practice still needs the session its
 *   data calls require).
 * - While the one-time code is pending only /softtoken (and the public routes) open.
 * - Roles are matched by exact code (the original's substring matching is not copied).
 * - Unknown paths go to login, as the spec says.
 */
import { hasAnyRole, type RoleCode } from '../domain/roles';
import { bestMatch, compilePattern, type PathPattern } from './path-pattern';

export const UI_BASE_PATH = '/esecauction';

export interface UiRoute {
  path: string;
  /** Route name where the spec gives one. */
  name?: string;
  title?: string;
  public: boolean;
  /** Roles allowed; [] = any signed-in user. */
  roles: readonly RoleCode[];
}

const pub = (path: string): UiRoute => ({ path, public: true, roles: [] });
const r = (path: string, roles: readonly RoleCode[] = [], extra: Partial<UiRoute> = {}): UiRoute => ({
  path,
  public: false,
  roles,
  ...extra,
});

const SETUP: readonly RoleCode[] = ['MANAGER', 'CLIENT_RELATIONS'];
const INFO_EDITORS: readonly RoleCode[] = ['MANAGER', 'AIC', 'CLIENT_RELATIONS'];

export const UI_ROUTES: readonly UiRoute[] = [
  pub('/login'),
  pub('/forgotpassword'),
  pub('/resetpassword'),
  r('/softtoken'),
  r('/home'),
  r('/redirect'),
  r('/dashboard'),
  r('/auctions'),
  r('/archiveauctions'),
  r('/auctionedit/{id}', SETUP),
  r('/lots', ['MANAGER']),
  r('/lots/upload', ['MANAGER']),
  r('/lotedit/{id}', ['MANAGER']),
  r('/inviteedashboard', ['MANAGER']),
  r('/borrowers', SETUP, { name: 'companies', title: 'Borrowers' }),
  r('/companyedit/{id}', SETUP),
  r('/users', ['MANAGER']),
  r('/useredit/{id}', ['MANAGER']),
  r('/clients', SETUP),
  r('/clientedit/{id}', SETUP),
  r('/infocenterlist', [], { name: 'infocenterlist' }),
  r('/infocenterpage', [], { name: 'infocenterpage' }),
  r('/collapsetemplate', [], { name: 'infocentercollapse' }),
  r('/columnstemplate', [], { name: 'infocentercolumns' }),
  r('/auctionrulesedit', INFO_EDITORS),
  r('/assetinformationedit', INFO_EDITORS),
  r('/operationalmanagementedit', INFO_EDITORS),
  r('/enterbids', ['BIDDER', 'SUPERBIDDER'], { name: 'enterbids' }),
  r('/report', ['MANAGER', 'REPORT', 'CLIENT', 'CLIENT_RELATIONS']),
  r('/award', ['AWARD']),
  r('/legalbidcommentsreport'),
  r('/awardsummaryreport'),
];

const COMPILED: readonly { route: UiRoute; pattern: PathPattern }[] = UI_ROUTES.map((route) => ({
  route,
  pattern: compilePattern(route.path),
}));

/** The route for a path (with or without the base path), or null for an unknown path. */
export const findUiRoute = (path: string): UiRoute | null => {
  const bare = path.split(/[?#]/)[0] as string;
  const inner = bare === UI_BASE_PATH || bare.startsWith(`${UI_BASE_PATH}/`) ? bare.slice(UI_BASE_PATH.length) : bare;
  return bestMatch(COMPILED, inner)?.item.route ?? null;
};

export interface UiSession {
  roles: readonly string[];
  mfaPending: boolean;
}

/**
 * ALLOW: open it. LOGIN: go to login (no session, unknown path; the web passes the wanted path as
 * returnUrl). SOFTTOKEN: finish the one-time code first. HOME: signed in but none of the roles.
 */
export type RouteDecision = 'ALLOW' | 'LOGIN' | 'SOFTTOKEN' | 'HOME';

export const routeDecision = (session: UiSession | null, path: string): RouteDecision => {
  const route = findUiRoute(path);
  if (!route) return 'LOGIN';
  if (route.public) return 'ALLOW';
  if (!session) return 'LOGIN';
  if (session.mfaPending) return route.path === '/softtoken' ? 'ALLOW' : 'SOFTTOKEN';
  if (route.roles.length === 0) return 'ALLOW';
  return hasAnyRole(session.roles, route.roles) ? 'ALLOW' : 'HOME';
};

/** Whether a fully signed-in user holding `roles` may open `path` (null roles = not signed in). */
export const canAccessRoute = (roles: readonly string[] | null, path: string): boolean =>
  routeDecision(roles === null ? null : { roles, mfaPending: false }, path) === 'ALLOW';
