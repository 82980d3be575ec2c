/**
 * Where the login screen sends a user once signed in (access-and-administration §2 Login), as a
 * pure function so the web and its tests share it.
 */
import { BIDDER_TYPE_ROLES, hasAnyRole } from '../domain/roles';
import type { Id, InfoCentreTemplate } from '../domain/entities';

export interface InfoCentreSummary {
  id: Id;
  template: InfoCentreTemplate;
  aicapprovalFlag: boolean;
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

export const postLoginRoute = ({ roles, hasCompanyName, infoCentres, otpRequired = false }: PostLoginInput): PostLoginRoute => {
  if (otpRequired) return { route: '/softtoken' };
  if (!hasAnyRole(roles, BIDDER_TYPE_ROLES)) return { route: '/home' };
  if (hasAnyRole(roles, ['CLIENT'])) return { route: '/redirect' };
  if (hasAnyRole(roles, ['AIC']) && !hasCompanyName) return { route: '/infocenterlist' };
  const first = infoCentres.find((c) => c.aicapprovalFlag);
  return first ? { route: '/infocenterpage', auctionId: first.id, template: first.template } : { route: '/infocenterlist' };
};

/** The redirect page's two choices (access-and-administration §2 Redirect page). */
export const REDIRECT_CHOICES = [
  { value: 'infocentre', label: 'Auction Information Center', route: '/infocenterlist' },
  { value: 'reportcentre', label: 'Auction Report Center', route: '/home' },
] as const;
export type RedirectChoice = (typeof REDIRECT_CHOICES)[number]['value'];
