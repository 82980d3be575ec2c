/** Forgot and reset password calls (spec §7), apart from ./auth-api.ts so the sign-in screens do not load their routes. */
import { apiCall } from '../../../lib/api-call';
import { authRoutes } from '../../../../../contract/auth';

export const forgotPassword = (loginName: string) => apiCall(authRoutes.forgotPassword, { body: loginName }, { public: true });
export const validateResetLink = (loginName: string, passwordResetCode: string) =>
  apiCall(authRoutes.checkResetLink, { query: { loginName, passwordResetCode } }, { public: true });
export const resetPassword = (body: { password: string; confirmPassword: string; loginName: string; passwordResetCode: string }) =>
  apiCall(authRoutes.resetPassword, { body }, { public: true });
