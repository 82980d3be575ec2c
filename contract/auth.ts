/**
 * Sign-in, one-time code, password reset and session routes (access-and-administration.md §7): the
 * sign-in and session routes (./sign-in.ts) and the password reset's, under one name for the registry.
 */
import { z } from 'zod';
import { defineRoute } from './route';
import { MessageAnswer, shortText, textUpTo } from './common';
import { fieldOfTextBody, PASSWORD_INPUT_MAX_LENGTH, SIGN_IN_TAGS, signInRoutes, TOKEN_INPUT_MAX_LENGTH } from './sign-in';

export const ResetPasswordBody = z.object({
  password: textUpTo(PASSWORD_INPUT_MAX_LENGTH).optional(),
  confirmPassword: textUpTo(PASSWORD_INPUT_MAX_LENGTH).optional(),
  loginName: shortText().optional(),
  passwordResetCode: textUpTo(TOKEN_INPUT_MAX_LENGTH).optional(),
});

export const authRoutes = {
  ...signInRoutes,
  forgotPassword: defineRoute({
    method: 'post',
    path: '/auction/forgotPassword',
    access: 'public',
    tags: SIGN_IN_TAGS,
    summary: 'E-mail a password reset link',
    description:
      'Body: the login name as plain text, or JSON {"loginName":"..."} (a bare JSON string works too). Answers the ' +
      'same message, in the same time, whether or not the login exists: the link is made and e-mailed after the ' +
      'answer (a new link voids the older ones).',
    textBody: textUpTo(TOKEN_INPUT_MAX_LENGTH).transform(fieldOfTextBody('loginName')),
    response: MessageAnswer,
  }),
  checkResetLink: defineRoute({
    method: 'get',
    path: '/auction/resetPassword',
    access: 'public',
    // Why this access: validates the e-mailed link
    tags: SIGN_IN_TAGS,
    summary: 'Validate a reset link',
    description: '400 "Unable to create/reset password." for an unknown, used or expired link.',
    query: z.object({ loginName: z.string().optional(), passwordResetCode: z.string().optional() }),
    response: z.object({ valid: z.literal(true) }),
  }),
  resetPassword: defineRoute({
    method: 'post',
    path: '/auction/resetPassword',
    access: 'public',
    // Why this access: authorised by the reset code, not by a token
    tags: SIGN_IN_TAGS,
    summary: 'Set a new password through a reset link',
    body: ResetPasswordBody,
    response: MessageAnswer.meta({ description: '"Password is reset successfully."' }),
  }),
} as const;
