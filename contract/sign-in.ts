/**
 * Sign-in, one-time code and session routes (access-and-administration.md §7): what the sign-in and
 * the signed-in screens call. The password reset routes are ./auth.ts's (only their pages need them).
 */
import { z } from 'zod';
import { defineRoute } from './route';
import { Id, MessageAnswer, shortText, textUpTo } from './common';

/**
 * Edge limits of the sign-in inputs (the password rules themselves are core's): a password field at most
 * 1,024 characters, a token or code at most 4,096, everything else one-line text (255).
 */
export const PASSWORD_INPUT_MAX_LENGTH = 1024;
export const TOKEN_INPUT_MAX_LENGTH = 4096;
import { ROLE_CODES } from '../core/domain/roles';
import { MAX_LOGIN_LENGTH, MAX_PASSWORD_LENGTH } from '../core/validation/auth-forms';

export const SIGN_IN_TAGS = ['Sign-in'] as const;

export const TokenForm = z.object({
  grant_type: shortText().optional().meta({ description: '"password" (default) or "refresh_token"' }),
  username: z.string().max(MAX_LOGIN_LENGTH).optional().meta({ description: `At most ${MAX_LOGIN_LENGTH} characters` }),
  password: z.string().max(MAX_PASSWORD_LENGTH * 2).optional().meta({ description: `At most ${MAX_PASSWORD_LENGTH} characters` }),
  refresh_token: textUpTo(TOKEN_INPUT_MAX_LENGTH).optional(),
  client_id: shortText().optional().meta({ description: 'The web client id (esecauction-web); optional' }),
  client_secret: shortText().optional().meta({ description: 'Optional: the web app is a public client' }),
});

export const TokenAnswer = z.object({
  access_token: z.string(),
  token_type: z.literal('bearer'),
  expires_in: z.number().int().meta({ description: 'Seconds until the access token expires' }),
  refresh_token: z.string(),
  session_expires_in: z
    .number()
    .int()
    .meta({ description: 'Seconds until the absolute end of the session (12 h after the password sign-in by default); refreshing never moves it' }),
});

/** The OAuth2 error body of POST /token (the only route whose failures are not `{ error, code }`). */
export const TokenError = z.object({
  error: z.string().meta({ description: 'OAuth2 error: invalid_request, invalid_grant, invalid_client, unsupported_grant_type, slow_down (429, with Retry-After)' }),
  error_description: z.string().meta({ description: 'The message to show, e.g. "Username / Password is not valid."' }),
  fields: z.record(z.string(), z.string()).optional(),
});

export const UserHeaderInfo = z.object({
  firstName: z.string(),
  lastName: z.string(),
  companyName: z.string().meta({ description: "Borrower's name (borrower users), client's name (client users), else empty" }),
  clientId: Id.nullable(),
  loginName: z.string(),
});

export const PrincipalRole = z.object({ authority: z.enum(ROLE_CODES) });

/** A JSON body's value, or undefined when the text is not JSON (then it is the plain-text form). */
const jsonOf = (text: string): { value: unknown } | undefined => {
  try {
    return { value: JSON.parse(text) as unknown };
  } catch {
    return undefined;
  }
};

/**
 * `key` of a text body: plain text, a bare JSON string or number, or a JSON object's `key` (the
 * one-time code, the forgot-password login name; a login of digits arrives as a JSON number).
 */
export const fieldOfTextBody =
  (key: string) =>
  (text: string): string => {
    const json = jsonOf(text);
    if (!json) return text;
    const v = json.value;
    if (typeof v === 'string' || typeof v === 'number') return String(v);
    if (v && typeof v === 'object' && !Array.isArray(v) && key in v) {
      const field = (v as Record<string, unknown>)[key];
      return typeof field === 'string' || typeof field === 'number' ? String(field) : '';
    }
    return text;
  };

export const signInRoutes = {
  token: defineRoute({
    method: 'post',
    path: '/token',
    access: 'public',
    // Why this access: password and refresh grants; a refreshed token keeps the MFA-pending state
    tags: SIGN_IN_TAGS,
    summary: 'OAuth2 token: password grant and refresh_token grant',
    description:
      'Every password grant refused after its check answers 400 invalid_grant "Username / Password is not valid." (wrong password, ' +
      'unknown, disabled or locked login, or an attempt held by the sign-in throttle: repeated failures of a login ' +
      'from one address delay that address, many failures of a login lock it for a while on addresses it has not ' +
      'signed in from). A user with MFA gets a token limited to the MFA endpoints until ' +
      'POST /auction/mfa/verifycode succeeds. Failures answer the OAuth2 error body.',
    form: TokenForm,
    response: TokenAnswer,
    failureBody: TokenError,
    failures: { 429: 'slow_down: too many sign-ins at once from the address (Retry-After)' },
  }),
  isOtpPage: defineRoute({
    method: 'get',
    path: '/auction/mfa/isOTPPage',
    access: 'authenticated',
    duringMfa: true,
    tags: SIGN_IN_TAGS,
    summary: 'Whether this token still needs the one-time code',
    response: z.boolean().meta({ description: 'true while the user has MFA and the code is not yet verified' }),
  }),
  verifyCode: defineRoute({
    method: 'post',
    path: '/auction/mfa/verifycode',
    access: 'authenticated',
    duringMfa: true,
    tags: SIGN_IN_TAGS,
    summary: 'Verify the one-time code',
    description:
      'Body: the code as plain text, or JSON {"code":"123456"} (a bare JSON string works too). Answers text/plain ' +
      '"OTP is valid"; refusals are JSON (400 Invalid one-time code. / Please enter token, 429 too many attempts). ' +
      'A code is accepted once.',
    textBody: textUpTo(TOKEN_INPUT_MAX_LENGTH).transform(fieldOfTextBody('code')),
    response: { text: z.string() },
    failures: { 429: 'Too many wrong codes' },
  }),
  logout: defineRoute({
    method: 'post',
    path: '/auction/logout',
    access: 'authenticated',
    duringMfa: true,
    tags: SIGN_IN_TAGS,
    summary: 'Revoke the calling token (and its refresh token)',
    response: MessageAnswer,
  }),
  userHeaderInfo: defineRoute({
    method: 'get',
    path: '/auction/userheaderinfo',
    access: 'authenticated',
    tags: SIGN_IN_TAGS,
    summary: 'Header of the signed-in user',
    response: UserHeaderInfo,
  }),
  principalRoles: defineRoute({
    method: 'get',
    path: '/principalroles',
    access: 'authenticated',
    tags: SIGN_IN_TAGS,
    summary: 'Roles of the signed-in user (exact codes)',
    response: z.array(PrincipalRole),
  }),
} as const;
