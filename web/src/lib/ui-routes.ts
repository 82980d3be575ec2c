/**
 * The web application's routes (both spec documents' route tables) and who may open them.
 * Paths are written without the `/esecauction` base; `routeDecision` accepts either form.
 *
 * Decisions:
 * - `public` routes need no session. Every other route needs a signed-in user; a route without a
 *   capability opens to any signed-in user ("no role limit" in the spec, which in practice still
 *   needs the session its data calls require).
 * - While the one-time code is pending only /softtoken (and the public routes) open.
 * - A route's capability (core/policy/capabilities.ts) is matched by exact role code (the original's
 *   substring matching is not copied).
 * - Unknown paths go to login, as the spec says.
 * - /auctions and /archiveauctions have no role limit in the spec's table, but their only data
 *   (GET /auction/auctions, /auction/archiveauctions) needs `listAuctions`: they are guarded by it,
 *   so a bidder opening them is sent home by the guard instead of seeing "No records found." after a
 *   silent 403.
 */
import { parse } from 'regexparam';
import { can, type Capability } from '../../../core/policy/capabilities';

export const UI_BASE_PATH = '/esecauction';

export interface UiRoute<P extends string = string> {
  /** As the spec writes it (`/useredit/{id}`). */
  path: P;
  /** Route name where the spec gives one. */
  name?: string;
  title?: string;
  public: boolean;
  /** Who may open it; absent = any signed-in user. */
  capability?: Capability;
}

const pub = <P extends string>(path: P): UiRoute<P> => ({ path, public: true });
const r = <P extends string>(path: P, capability?: Capability, extra: Pick<UiRoute, 'name' | 'title'> = {}): UiRoute<P> => ({
  path,
  public: false,
  ...(capability ? { capability } : {}),
  ...extra,
});

export const UI_ROUTES = [
  pub('/login'),
  pub('/forgotpassword'),
  pub('/resetpassword'),
  r('/softtoken'),
  r('/home'),
  r('/redirect'),
  r('/dashboard'),
  r('/auctions', 'listAuctions'),
  r('/archiveauctions', 'listAuctions'),
  r('/auctionedit/{id}', 'setUpAuctions'),
  r('/auctioncopy/{id}', 'saveAuction', { title: 'Copy to a New Auction' }),
  r('/lots', 'manageLots'),
  r('/lots/upload', 'manageLots'),
  r('/lots/holdings/upload', 'manageLots', { title: 'Upload Holdings' }),
  r('/lotedit/{id}', 'manageLots'),
  r('/inviteedashboard', 'manageInvitees'),
  r('/borrowers', 'manageBorrowers', { name: 'companies', title: 'Borrowers' }),
  r('/companyedit/{id}', 'manageBorrowers'),
  r('/users', 'administerUsers'),
  r('/useredit/{id}', 'administerUsers'),
  r('/clients', 'manageClients'),
  r('/clientedit/{id}', 'manageClients'),
  r('/infocenterlist', undefined, { name: 'infocenterlist' }),
  r('/infocenterpage', undefined, { name: 'infocenterpage' }),
  r('/collapsetemplate', undefined, { name: 'infocentercollapse' }),
  r('/columnstemplate', undefined, { name: 'infocentercolumns' }),
  r('/auctionrulesedit', 'editInfoCentre'),
  r('/assetinformationedit', 'editInfoCentre'),
  r('/operationalmanagementedit', 'editInfoCentre'),
  r('/enterbids', 'bid', { name: 'enterbids' }),
  r('/report', 'openReportCentre'),
  r('/award', 'award'),
  r('/closemonitor', 'monitorClose', { title: 'Close Monitor' }),
  r('/loans', 'seeLoans', { title: 'Loans' }),
  // Staff who see every borrower's statements: the same roles as the loans (a borrower's users get their own by the API and the CLI).
  r('/billingstatements', 'seeLoans', { title: 'Billing Statements' }),
  r('/legalbidcommentsreport'),
  r('/awardsummaryreport'),
] as const;

/** A UI route's path as the spec writes it: the web's route table has one page per path (web/src/app/routes.tsx). */
export type UiPath = (typeof UI_ROUTES)[number]['path'];

/** The router's form of a spec path (`/useredit/{id}` -> `/useredit/:id`), for wouter and regexparam. */
export const routerPath = (path: string): string => path.replace(/\{([^}]+)\}/g, ':$1');

/** Parameters named `id` or `…Id` are integers (`-1` = new); another value is not that page. */
const ID_PARAMETER = /^(id|.+Id)$/;
const INTEGER = /^-?\d+$/;

/**
 * Matched as the web's router (wouter) matches: with its path parser, regexparam (so a trailing slash and
 * letter case count as wouter counts them), plus the integer rule above. No two routes match one path,
 * so the first match is the only one (ui-routes.test.ts).
 */
const COMPILED = UI_ROUTES.map((route) => ({ route, ...parse(routerPath(route.path)) }));

/** The route for a path (with or without the base path), or null for an unknown path. */
export const findUiRoute = (path: string): UiRoute | null => {
  const bare = path.split(/[?#]/)[0];
  const inner = bare === UI_BASE_PATH || bare.startsWith(`${UI_BASE_PATH}/`) ? bare.slice(UI_BASE_PATH.length) : bare;
  for (const { route, keys, pattern } of COMPILED) {
    const values = pattern.exec(inner)?.slice(1);
    if (values && keys.every((key, i) => !ID_PARAMETER.test(key) || INTEGER.test(values[i]))) return route;
  }
  return null;
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
  if (!route.capability) return 'ALLOW';
  return can(session.roles, route.capability) ? 'ALLOW' : 'HOME';
};

/** Whether a fully signed-in user holding `roles` may open `path` (null roles = not signed in). */
export const canAccessRoute = (roles: readonly string[] | null, path: string): boolean =>
  routeDecision(roles === null ? null : { roles, mfaPending: false }, path) === 'ALLOW';
