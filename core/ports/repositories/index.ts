/**
 * Persistence port: one repository per aggregate, grouped in a unit of work.
 *
 * Implemented once with kysely (adapters/kysely) and run on SQLite (adapters/sqlite) and
 * PostgreSQL (adapters/postgres); the shared contract suite (adapters/kysely/store.contract.ts)
 * runs every method against both.
 *
 * Rules for every implementation:
 * - Reads return `null` (single) or `[]` (lists) when nothing matches; they never throw for "not found".
 * - Unique-constraint violations throw `DuplicateError` with the spec's message; a foreign key
 *   violation throws `ReferenceError_`. Both are thrown (not returned) so that an enclosing
 *   `transaction` rolls back; application services catch them and return failures.
 * - Lists are ordered deterministically (by id unless stated).
 */
export * from './common';
export * from './coded-record-repository';
export * from './client-repository';
export * from './borrower-repository';
export * from './user-repository';
export * from './auction-repository';
export * from './reference-repository';
export * from './lot-repository';
export * from './invitee-repository';
export * from './info-centre-repository';
export * from './rules-acceptance-repository';
export * from './bid-repository';
export * from './activity-repository';
export * from './reminder-repository';
export * from './award-repository';
export * from './audit-ledger-repository';
export * from './report-data-repository';
export * from './auth-repository';
export * from './mail-log-repository';
export * from './event-repository';
export * from './holding-repository';
export * from './loan-repository';
export * from './store';
