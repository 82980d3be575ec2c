/**
 * Where the login screen sends a user once signed in (access-and-administration §2 Login), as a
 * pure function so the web and its tests share it.
 */
import { can } from './capabilities';
import type { Id, InfoCentreTemplate } from '../domain/entities';
import type { AuctionPhase } from '../clock/auction-clock';

export interface InfoCentreSummary {
  id: Id;
  template: InfoCentreTemplate;
  aicapprovalFlag: boolean;
  /** The auction's phase on the server's clock (findInfocenter's `phase`); unknown counts as neither live nor upcoming. */
  phase?: AuctionPhase;
}

export type PostLoginRoute =
  | { route: '/softtoken' }
  | { route: '/home' }
  | { route: '/redirect' }
  | { route: '/infocenterlist' }
  /** The web remembers auctionId and template in the session before opening the page. */
  | { route: '/infocenterpage'; auctionId: Id; template: InfoCentreTemplate };

export interface PostLoginInput {
  roles: readonly string[];
  /** The user's borrower (company) name from userheaderinfo is non-empty. */
  hasCompanyName: boolean;
  /** The user's information centres (findInfocenter), in the server's order. */
  infoCentres: readonly InfoCentreSummary[];
  /** The one-time-password step is still required (isOTPPage). */
  otpRequired?: boolean;
}

/** The route the roles decide alone, or null when the user's first approved info centre decides. */
const routeByRoles = (roles: readonly string[], hasCompanyName: boolean): PostLoginRoute | null => {
  // No bidder-type role: home.
  if (!can(roles, 'seeApprovedInfoCentres')) return { route: '/home' };
  // A bidder-type user who also holds the client role chooses a centre.
  if (can(roles, 'seeOwnClientAuctions')) return { route: '/redirect' };
  // An AIC user with no company name.
  if (can(roles, 'editBorrowerInfoCentres') && !hasCompanyName) return { route: '/infocenterlist' };
  return null;
};

/** Only the last branch of the routing looks at the info centres; the web skips the call otherwise. */
export const needsInfoCentres = (roles: readonly string[], hasCompanyName: boolean): boolean =>
  routeByRoles(roles, hasCompanyName) === null;

export const postLoginRoute = ({ roles, hasCompanyName, infoCentres, otpRequired = false }: PostLoginInput): PostLoginRoute => {
  if (otpRequired) return { route: '/softtoken' };
  const byRoles = routeByRoles(roles, hasCompanyName);
  if (byRoles) return byRoles;
  const first = landingInfoCentre(infoCentres);
  return first ? { route: '/infocenterpage', auctionId: first.id, template: first.template } : { route: '/infocenterlist' };
};

/**
 * Which complete info centre a bidder lands on (the spec says "the first"). OUR DECISION:
 * the first live auction (where bidding is possible), else the first not yet started, else the first
 * (all ended), each in the server's order; the phase is the server's, never the browser's clock.
 */
export const landingInfoCentre = (infoCentres: readonly InfoCentreSummary[]): InfoCentreSummary | undefined => {
  const complete = infoCentres.filter((c) => c.aicapprovalFlag);
  return complete.find((c) => c.phase === 'LIVE') ?? complete.find((c) => c.phase === 'NOT_STARTED') ?? complete[0];
};

/** The redirect page's two choices (access-and-administration §2 Redirect page). */
export const REDIRECT_CHOICES = [
  { value: 'infocentre', label: 'Auction Information Center', route: '/infocenterlist' },
  { value: 'reportcentre', label: 'Auction Report Center', route: '/home' },
] as const;
export type RedirectChoice = (typeof REDIRECT_CHOICES)[number]['value'];
