/**
 * @module
 * The ready-made adapters an embedding program needs to start: a store on SQLite or PostgreSQL (the
 * schema brought up to date on open) and a mailer. Pass them to `createCore` from the package's main
 * entry; everything else has a default there (`passwordCheckGate` builds that default with other limits).
 *
 * ```ts
 * import { createCore } from 'securities-lending-auction';
 * import { openSqlite, outboxMailer } from 'securities-lending-auction/adapters';
 *
 * const store = await openSqlite('auctions.db');
 * const core = createCore({ store, mailer: outboxMailer({ dir: 'outbox', store }) });
 * ```
 */
export { openSqlite, openPostgres, type PostgresStoreOptions } from '../adapters/store-from-env';
export { outboxMailer, smtpMailer, type EmbeddedMailerOptions } from '../adapters/mail/nodemailer-mailer';
export { passwordCheckGate, type PasswordCheckGateOptions } from '../adapters/password-check-gate';
