/**
 * Turns the engines' constraint errors into the port's errors:
 * unique violations (SQLite SQLITE_CONSTRAINT_UNIQUE, Postgres 23505) -> DuplicateError with the
 * spec's message; foreign key violations (SQLITE_CONSTRAINT_FOREIGNKEY, Postgres 23503) -> ReferenceError_.
 * Anything else is rethrown unchanged.
 */
import { MSG } from '../../core/domain/messages';
import { DuplicateError, ReferenceError_, type UniqueField } from '../../core/ports/repositories';

interface UniqueRule {
  field: UniqueField;
  message: string;
  /** Index name (Postgres `constraint`, SQLite expression indexes). */
  index: string;
  /** SQLite's "UNIQUE constraint failed: ..." text for a plain column index. */
  sqliteColumns: string;
}

const UNIQUE_RULES: readonly UniqueRule[] = [
  { field: 'loginName', message: MSG.UNABLE_TO_SAVE_LOGIN_NAME_ALREADY_EXISTS, index: 'users_login_name_uq', sqliteColumns: 'users.login_name' },
  { field: 'auctionName', message: MSG.UNABLE_TO_SAVE_AUCTION_NAME_ALREADY_EXISTS, index: 'auctions_auction_name_uq', sqliteColumns: 'auctions.auction_name' },
  { field: 'clientCode', message: MSG.UNABLE_TO_SAVE_SHORTNAME_ALREADY_EXISTS, index: 'clients_client_code_uq', sqliteColumns: 'clients.client_code' },
  { field: 'companyCode', message: MSG.UNABLE_TO_SAVE_SHORTNAME_ALREADY_EXISTS, index: 'borrowers_company_code_uq', sqliteColumns: 'borrowers.company_code' },
  { field: 'lotNumber', message: MSG.UNABLE_TO_SAVE_LOT_NUMBER_ALREADY_EXISTS, index: 'lots_auction_lot_number_uq', sqliteColumns: 'lots.auction_id, lots.lot_number' },
];

interface DriverError {
  code?: unknown;
  constraint?: unknown;
  message?: unknown;
}

const asDriverError = (e: unknown): DriverError => (typeof e === 'object' && e !== null ? (e) : {});

function uniqueRuleOf(err: DriverError): UniqueRule | undefined {
  if (err.code === '23505') return UNIQUE_RULES.find((r) => r.index === err.constraint);
  const text = typeof err.message === 'string' ? err.message : '';
  const failed = /UNIQUE constraint failed: (.*)$/.exec(text)?.[1]?.trim() ?? '';
  return UNIQUE_RULES.find((r) => failed === r.sqliteColumns || failed === `index '${r.index}'`);
}

/** The port error for a driver error, or the error itself. */
export function translateError(e: unknown): unknown {
  if (e instanceof DuplicateError || e instanceof ReferenceError_) return e;
  const err = asDriverError(e);
  if (err.code === '23505' || err.code === 'SQLITE_CONSTRAINT_UNIQUE') {
    const rule = uniqueRuleOf(err);
    if (rule) return new DuplicateError(rule.field, rule.message);
  }
  if (err.code === '23503' || err.code === 'SQLITE_CONSTRAINT_FOREIGNKEY') {
    return new ReferenceError_(MSG.UNABLE_TO_SAVE_REFERENCED_RECORD_MISSING);
  }
  return e;
}

/** Wraps every method of a repository so that driver errors reach callers as port errors. */
export function withTranslatedErrors<T extends object>(repo: T): T {
  const wrapped: Record<string, unknown> = {};
  for (const [name, member] of Object.entries(repo)) {
    wrapped[name] =
      typeof member === 'function'
        ? async (...args: unknown[]) => {
            try {
              return await (member as (...a: unknown[]) => Promise<unknown>).apply(repo, args);
            } catch (e) {
              throw translateError(e);
            }
          }
        : member;
  }
  return wrapped as T;
}
