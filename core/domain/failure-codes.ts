/**
 * The one failure vocabulary: every `code` a Result failure (and an HTTP error body) can carry.
 * Adapters map each code exhaustively (the HTTP status, the CLI exit code) with `satisfies Record<FailureCode, …>`, so a new code that is not mapped
 * does not compile; the web decides on the code, never on the message text.
 */
export const FAILURE_CODES = [
  'VALIDATION', // bad input: the spec's message, with per-field messages
  'EMPTY_FILE', // lots upload: an empty file
  'EMPTY_TEMPLATE', // lots upload: the header row only
  'NOTHING_IMPORTED', // lots upload: every row skipped (the skipped lines come with it)
  'INVALID_EMAIL', // an e-mail address the mailer refuses
  'INVALID_OTP', // a wrong one-time code
  'INVALID_GRANT', // sign-in: wrong login or password, expired refresh token
  'UNSUPPORTED_GRANT', // sign-in: an OAuth grant type other than password / refresh_token
  'INVALID_CLIENT', // sign-in: an unknown OAuth client
  'UNAUTHENTICATED', // no valid token, or the one-time code is still pending
  'FORBIDDEN', // the role may not, or the account is disabled
  'NOT_FOUND',
  'METHOD_NOT_ALLOWED',
  'CONFLICT', // duplicate name, unique constraint
  'HAS_BIDS', // a lot or invitee with bids (the spec's 302)
  'AUCTION_NOT_LIVE', // bidding outside the auction window
  'FINAL', // confirmed bids / confirmed awards cannot change
  'LOCKED', // account locked, info centre complete
  'PAYLOAD_TOO_LARGE',
  'EXPORT_TOO_LARGE', // a PDF or Excel render past its time budget
  'LIMIT_EXCEEDED', // a request past a documented size limit (rows, columns, cells, lots, text)
  'UNSUPPORTED_MEDIA_TYPE',
  'TOO_MANY_ATTEMPTS', // sign-in or one-time code attempts limited
  'TOO_MANY_REQUESTS', // the per-user quota of expensive requests is used up, or the caller's address has its share of password checks
  'MAIL_FAILED', // the mail server did not take the e-mail
  'INTERNAL', // an unexpected error (answered by the server's error handler, never by a service)
] as const;

export type FailureCode = (typeof FAILURE_CODES)[number];

export const isFailureCode = (v: unknown): v is FailureCode => (FAILURE_CODES as readonly unknown[]).includes(v);
