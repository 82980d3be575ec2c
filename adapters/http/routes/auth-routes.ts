/**
 * Sign-in, MFA, password reset and session endpoints (access-and-administration.md §7).
 */
import { createRoute, z, type OpenAPIHono } from '@hono/zod-openapi';
import type { AppDeps, AppEnv } from '../context';
import { FAILURES, jsonContent } from '../route-kit';
import { failureResponse, failureStatus } from '../failure';
import { clientAddress } from '../client-address';
import { grantToken } from '../../../core/app/auth/sign-in';
import { isOtpPage, verifyOtp } from '../../../core/app/auth/mfa';
import { requestPasswordReset, resetPassword, validateResetLink } from '../../../core/app/auth/password-reset';
import { principalRoles, userHeaderInfo } from '../../../core/app/auth/user-info';
import { logout } from '../../../core/app/auth/tokens';
import { MSG } from '../../../core/domain/messages';
import { ROLE_CODES } from '../../../core/domain/roles';

const OAUTH_ERROR: Record<string, string> = {
  VALIDATION: 'invalid_request',
  INVALID_CLIENT: 'invalid_client',
  UNSUPPORTED_GRANT: 'unsupported_grant_type',
  TOO_MANY_ATTEMPTS: 'slow_down',
};

const TokenForm = z.object({
  grant_type: z.string().optional().openapi({ description: '"password" (default) or "refresh_token"' }),
  username: z.string().optional(),
  password: z.string().optional(),
  refresh_token: z.string().optional(),
  client_id: z.string().optional().openapi({ description: 'The web client id (esecauction-web); optional' }),
  client_secret: z.string().optional().openapi({ description: 'Optional: the web app is a public client' }),
});

const TokenResponse = z
  .object({
    access_token: z.string(),
    token_type: z.literal('bearer'),
    expires_in: z.number().int().openapi({ description: 'Seconds until the access token expires' }),
    refresh_token: z.string(),
  })
  .openapi('TokenResponse');

const TokenError = z
  .object({
    error: z.string().openapi({ description: 'OAuth2 error: invalid_request, invalid_grant, invalid_client, unsupported_grant_type, slow_down' }),
    error_description: z.string().openapi({ description: 'The message to show, e.g. "Username / Password is not valid."' }),
    fields: z.record(z.string(), z.string()).optional(),
  })
  .openapi('TokenError');

const tokenRoute = createRoute({
  method: 'post',
  path: '/token',
  tags: ['Sign-in'],
  summary: 'OAuth2 token: password grant and refresh_token grant',
  description:
    'Failed sign-ins are counted: the account locks after the configured number (423), and attempts per login ' +
    'and per client address are limited (429). A user with MFA gets a token limited to the MFA endpoints until ' +
    'POST /auction/mfa/verifycode succeeds.',
  request: { body: { required: true, content: { 'application/x-www-form-urlencoded': { schema: TokenForm } } } },
  responses: {
    200: jsonContent(TokenResponse, 'Tokens'),
    400: jsonContent(TokenError, 'invalid_request / invalid_grant / unsupported_grant_type'),
    401: { description: 'TokenError: invalid_client' },
    403: { description: 'TokenError: account disabled' },
    423: { description: 'TokenError: account locked' },
    429: { description: 'TokenError: too many failed attempts' },
  },
});

const HeaderInfo = z
  .object({
    firstName: z.string(),
    lastName: z.string(),
    companyName: z.string().openapi({ description: "Borrower's name (borrower users), client's name (client users), else empty" }),
    clientId: z.number().int().nullable(),
    loginName: z.string(),
  })
  .openapi('UserHeaderInfo');

const MessageBody = z.object({ message: z.string() }).openapi('Message');

const SLOWED = new Set(['INVALID_GRANT', 'LOCKED', 'TOO_MANY_ATTEMPTS']);
const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export function registerAuthRoutes(api: OpenAPIHono<AppEnv>, deps: AppDeps, failedSignInDelayMs = 0): void {
  api.openapi(tokenRoute, async (c) => {
    const form = c.req.valid('form');
    const result = await grantToken(deps, { ...form, clientAddress: clientAddress(c, deps.http.trustedProxies) });
    if (result.ok) return c.json(result.value, 200);
    if (failedSignInDelayMs > 0 && SLOWED.has(result.code)) await sleep(failedSignInDelayMs);
    const body: z.infer<typeof TokenError> = {
      error: OAUTH_ERROR[result.code] ?? 'invalid_grant',
      error_description: result.message,
      ...(result.fields ? { fields: result.fields } : {}),
    };
    c.header('cache-control', 'no-store');
    return c.json(body, failureStatus(result.code));
  });

  api.openapi(
    createRoute({
      method: 'get',
      path: '/auction/mfa/isOTPPage',
      tags: ['Sign-in'],
      summary: 'Whether this token still needs the one-time code',
      responses: { 200: jsonContent(z.boolean(), 'true while the user has MFA and the code is not yet verified'), ...FAILURES },
    }),
    (c) => c.json(isOtpPage(c.get('principal')), 200),
  );

  api.openapi(
    createRoute({
      method: 'post',
      path: '/auction/mfa/verifycode',
      tags: ['Sign-in'],
      summary: 'Verify the one-time code',
      description:
        'Body: the code as plain text, or JSON {"code":"123456"} (a bare JSON string works too). Answers text/plain: ' +
        '"OTP is valid" (200); refusals are JSON Error (400 Invalid one-time code. / Please enter token, 429 too many attempts). ' +
        'A code is accepted once.',
      responses: {
        200: { description: 'text/plain "OTP is valid"', content: { 'text/plain': { schema: z.string() } } },
        ...FAILURES,
        429: { description: 'Too many wrong codes' },
      },
    }),
    async (c) => {
      const raw = await c.req.text();
      let code = raw;
      try {
        const parsed = JSON.parse(raw) as unknown;
        if (typeof parsed === 'string' || typeof parsed === 'number') code = String(parsed);
        else if (parsed && typeof parsed === 'object' && 'code' in parsed) code = String((parsed as { code: unknown }).code ?? '');
      } catch {
        // plain text body
      }
      const result = await verifyOtp(deps, c.get('principal'), code);
      // Refusals are JSON `{ error, code }` like every other refusal (the web reads `error`).
      return result.ok ? c.text(result.value, 200) : failureResponse(c, result);
    },
  );

  api.openapi(
    createRoute({
      method: 'post',
      path: '/auction/logout',
      tags: ['Sign-in'],
      summary: 'Revoke the calling token (and its refresh token)',
      responses: { 200: jsonContent(MessageBody, 'Signed out'), ...FAILURES },
    }),
    async (c) => {
      await logout(deps, c.get('principal').tokenId);
      return c.json({ message: 'Signed out.' }, 200);
    },
  );

  api.openapi(
    createRoute({
      method: 'get',
      path: '/auction/userheaderinfo',
      tags: ['Sign-in'],
      summary: 'Header of the signed-in user',
      responses: { 200: jsonContent(HeaderInfo, 'Header info'), ...FAILURES },
    }),
    async (c) => c.json(await userHeaderInfo(deps, c.get('principal')), 200),
  );

  api.openapi(
    createRoute({
      method: 'get',
      path: '/principalroles',
      tags: ['Sign-in'],
      summary: 'Roles of the signed-in user (exact codes)',
      responses: { 200: jsonContent(z.array(z.object({ authority: z.enum(ROLE_CODES) })), 'Roles'), ...FAILURES },
    }),
    (c) => c.json(principalRoles(c.get('principal')), 200),
  );

  api.openapi(
    createRoute({
      method: 'post',
      path: '/auction/forgotPassword',
      tags: ['Sign-in'],
      summary: 'E-mail a password reset link',
      description:
        'Body JSON {"loginName":"..."} (a bare JSON string or plain text login also works). Answers the same ' +
        'message whether or not the login exists.',
      responses: { 200: jsonContent(MessageBody, 'Please check your inbox …'), ...FAILURES, 502: { description: 'Unable to send email.' } },
    }),
    async (c) => {
      const body = await readLoginName(c.req.raw.clone());
      const result = await requestPasswordReset(deps, body);
      if (!result.ok) return failureResponse(c, result);
      return c.json({ message: MSG.PLEASE_CHECK_YOUR_INBOX_FOR_INSTRUCTIONS_ON_RESETTING }, 200);
    },
  );

  api.openapi(
    createRoute({
      method: 'get',
      path: '/auction/resetPassword',
      tags: ['Sign-in'],
      summary: 'Validate a reset link',
      request: { query: z.object({ loginName: z.string().optional(), passwordResetCode: z.string().optional() }) },
      responses: {
        200: jsonContent(z.object({ valid: z.literal(true) }), 'The link is good'),
        400: { description: 'Error "Unable to create/reset password." (unknown, used or expired link)' },
      },
    }),
    async (c) => {
      const q = c.req.valid('query');
      const result = await validateResetLink(deps, q.loginName ?? '', q.passwordResetCode ?? '');
      return result.ok ? c.json({ valid: true as const }, 200) : failureResponse(c, result);
    },
  );

  const ResetBody = z
    .object({
      password: z.string().optional(),
      confirmPassword: z.string().optional(),
      loginName: z.string().optional(),
      passwordResetCode: z.string().optional(),
    })
    .openapi('ResetPassword');
  api.openapi(
    createRoute({
      method: 'post',
      path: '/auction/resetPassword',
      tags: ['Sign-in'],
      summary: 'Set a new password through a reset link',
      request: { body: { required: true, content: { 'application/json': { schema: ResetBody } } } },
      responses: { 200: jsonContent(MessageBody, '"Password is reset successfully."'), ...FAILURES },
    }),
    async (c) => {
      const result = await resetPassword(deps, c.req.valid('json'));
      return result.ok ? c.json({ message: result.value }, 200) : failureResponse(c, result);
    },
  );
}

/** The login name of a forgot-password body: JSON {loginName}, a JSON string, or plain text. */
async function readLoginName(req: Request): Promise<string> {
  const text = await req.text();
  try {
    const parsed = JSON.parse(text) as unknown;
    if (typeof parsed === 'string') return parsed;
    if (parsed && typeof parsed === 'object' && 'loginName' in parsed) {
      const v = (parsed as { loginName: unknown }).loginName;
      return typeof v === 'string' ? v : '';
    }
    return '';
  } catch {
    return text;
  }
}
