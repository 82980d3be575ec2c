import { useLocation } from 'wouter';
import { notify, LONG_TOAST_MS } from '../../../components/toast';
import { canAccessRoute, needsInfoCentres, postLoginRoute, type InfoCentreSummary } from '../../../lib/access';
import { getSession, updateSession } from '../../../lib/session';
import { findInfocentres, loadUserContext } from '../api/auth-api';
import { browserStorage, draftKeysOf } from '../../../lib/sheet-draft-write';

/**
 * After the password (no OTP needed) or after a valid one-time code: load header and roles, then
 * route by role through core/policy's postLoginRoute. A returnUrl from the route guard wins when the
 * routing would land on home and the user may open that path. A bidder with an unsaved bid sheet
 * (a draft kept when the session ended or the network failed) goes back to that sheet.
 */
export const usePostLogin = (): ((returnUrl?: string | null) => Promise<void>) => {
  const [, navigate] = useLocation();
  return async (returnUrl) => {
    const ctx = await loadUserContext();
    if (!ctx.ok) {
      notify('error', ctx.message || 'Unable to load the user header or roles.', { durationMs: LONG_TOAST_MS });
      return;
    }
    const roles = getSession().roles;
    let infoCentres: InfoCentreSummary[] = [];
    if (needsInfoCentres(roles, ctx.data.hasCompanyName)) {
      const res = await findInfocentres();
      if (res.ok) infoCentres = res.data;
    }
    const target = postLoginRoute({ roles, hasCompanyName: ctx.data.hasCompanyName, infoCentres });
    const storage = browserStorage();
    const who = getSession().username ?? '';
    const draft =
      storage && canAccessRoute(roles, '/enterbids') && draftKeysOf(storage, who).length > 0
        ? (await import('../../../lib/sheet-draft-store')).latestDraftOf(storage, who, Date.now())
        : null;
    if (draft) {
      const template = infoCentres.find((c) => c.id === draft.auctionId)?.template;
      updateSession({ auctionId: draft.auctionId, ...(template ? { template } : {}) });
      navigate('/enterbids', { replace: true });
      return;
    }
    const safeReturn = returnUrl && returnUrl.startsWith('/') && !returnUrl.startsWith('//') ? returnUrl : null;
    if (safeReturn && target.route === '/home' && canAccessRoute(roles, safeReturn)) {
      navigate(safeReturn, { replace: true });
      return;
    }
    if (target.route === '/infocenterpage') updateSession({ auctionId: target.auctionId, template: target.template });
    navigate(target.route, { replace: true });
  };
};
