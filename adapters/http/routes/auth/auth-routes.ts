/**
 * Sign-in, MFA, password reset and session endpoints (access-and-administration.md §7).
 * Routes, bodies and answers are defined by contract/auth.ts (sign-in and session: contract/sign-in.ts).
 */
import type { OpenAPIHono } from '@hono/zod-openapi';
import type { z } from 'zod';
import { principalOf, type AppDeps, type AppEnv } from '../../context';
import { registerRoute } from '../../wire/contract-route';
import { failureStatus } from '../../wire/failure';
import { clientAddress } from '../../gates/client-address';
import type { SessionWatch } from '../../live/session-watch';
import { authRoutes } from '../../../../contract/auth';
import type { TokenError } from '../../../../contract/sign-in';
import { grantToken, type SignInCode } from '../../../../core/auth/sign-in';
import { isOtpPage, verifyOtp } from '../../../../core/auth/mfa';
import { requestPasswordReset, resetPassword, validateResetLink } from '../../../../core/auth/password-reset';
import { principalRoles, userHeaderInfo } from '../../../../core/auth/user-info';
import { validateForgotPassword } from '../../../../core/validation/auth-forms';
import { logout } from '../../../../core/auth/tokens';
import { MSG } from '../../../../core/domain/messages';
import { ok } from '../../../../core/domain/result';

/** The OAuth2 `error` of each sign-in failure. */
const OAUTH_ERROR = {
  VALIDATION: 'invalid_request',
  INVALID_CLIENT: 'invalid_client',
  UNSUPPORTED_GRANT: 'unsupported_grant_type',
  INVALID_GRANT: 'invalid_grant',
  // RFC 8628's "slow down" (OAuth2 itself has no error for it): too many password checks at once from the address.
  TOO_MANY_REQUESTS: 'slow_down',
} as const satisfies Record<SignInCode, string>;

/**
 * Refusals answered after the pause: a wrong password (slows guessing), and a turn at the password check
 * refused (a flood that sends again the moment it is answered is paced to one request per pause
 * and connection instead of keeping the server busy answering 429s; nothing is held while it waits).
 */
const SLOWED = new Set<SignInCode>(['INVALID_GRANT', 'TOO_MANY_REQUESTS']);
const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export function registerAuthRoutes(api: OpenAPIHono<AppEnv>, deps: AppDeps, failedSignInDelayMs: number, sessions: Pick<SessionWatch, 'endToken'>): void {
  registerRoute(api, authRoutes.token, async ({ body }, c) => {
    const result = await grantToken(deps, { ...body, clientAddress: clientAddress(c, deps.http.trustedProxies) });
    if (result.ok) return result;
    if (failedSignInDelayMs > 0 && SLOWED.has(result.code)) await sleep(failedSignInDelayMs);
    const error: z.input<typeof TokenError> = {
      error: OAUTH_ERROR[result.code],
      error_description: result.message,
      ...(result.fields ? { fields: result.fields } : {}),
    };
    c.header('cache-control', 'no-store');
    if (result.retryAfterSeconds !== undefined) c.header('retry-after', String(result.retryAfterSeconds));
    return c.json(error, failureStatus(result.code));
  });

  registerRoute(api, authRoutes.isOtpPage, async (_, c) => isOtpPage(deps, principalOf(c)));
  // Refusals are JSON `{ error, code }` like every other refusal (the web reads `error`).
  registerRoute(api, authRoutes.verifyCode, async ({ body }, c) => verifyOtp(deps, principalOf(c), body));
  registerRoute(api, authRoutes.logout, async (_, c) => {
    const who = principalOf(c);
    const out = await logout(deps, who);
    if (!out.ok) return out;
    // This server's streams of the token end now; other servers' within a second (live/session-watch.ts).
    sessions.endToken(who.tokenId);
    return ok({ message: 'Signed out.' });
  });
  registerRoute(api, authRoutes.userHeaderInfo, async (_, c) => userHeaderInfo(deps, principalOf(c)));
  registerRoute(api, authRoutes.principalRoles, async (_, c) => principalRoles(deps, principalOf(c)));
  // The answer comes before any look-up: known and unknown logins take the same time, and the link is
  // made and e-mailed after it (a mail failure is logged; the CLI's `sla user reset-password` reports it).
  registerRoute(api, authRoutes.forgotPassword, async ({ body }) => {
    const form = validateForgotPassword({ loginName: body });
    if (!form.ok) return form;
    deps.background.run('password reset e-mail', async () => {
      const sent = await requestPasswordReset(deps, body);
      if (!sent.ok) throw new Error(sent.message);
    });
    return ok({ message: MSG.PASSWORD_RESET_REQUESTED });
  });
  registerRoute(api, authRoutes.checkResetLink, async ({ query }) => {
    const result = await validateResetLink(deps, query.loginName ?? '', query.passwordResetCode ?? '');
    return result.ok ? ok({ valid: true as const }) : result;
  });
  registerRoute(api, authRoutes.resetPassword, async ({ body }) => {
    const result = await resetPassword(deps, body);
    return result.ok ? ok({ message: result.value }) : result;
  });
}
