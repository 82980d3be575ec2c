import { useLocation } from 'wouter';
import { MSG } from '../../../../../core/domain/messages';
import { notify, LONG_TOAST_MS } from '../../../components/toast';
import { needsInfoCentres, postLoginTarget } from '../../../lib/access';
import { getSession, updateSession } from '../../../lib/session';
import { findInfocentres, loadUserContext } from '../api/auth-api';

/**
 * After the password (no OTP needed) or after a valid one-time code: load header and roles, then
 * route by role (spec §2 Login). A returnUrl from the route guard wins when the user may open it.
 */
export const usePostLogin = (): ((returnUrl?: string | null) => Promise<void>) => {
  const [, navigate] = useLocation();
  return async (returnUrl) => {
    const ctx = await loadUserContext();
    if (!ctx.ok) {
      notify('error', ctx.message || MSG.UNABLE_TO_SAVE, { title: 'Unable to load user information', durationMs: LONG_TOAST_MS });
      return;
    }
    const roles = getSession().roles;
    let infos: { id: number; template: string | null; aicapprovalFlag: boolean }[] = [];
    if (needsInfoCentres(roles, ctx.data.hasCompanyName)) {
      const res = await findInfocentres();
      if (res.ok) infos = res.data;
    }
    const target = postLoginTarget(roles, ctx.data.hasCompanyName, infos);
    if (returnUrl && returnUrl.startsWith('/') && !returnUrl.startsWith('//') && target.path === '/home') {
      navigate(returnUrl, { replace: true });
      return;
    }
    if (target.path === '/infocenterpage') updateSession({ auctionId: target.auctionId, template: target.template });
    navigate(target.path, { replace: true });
  };
};
