import { describe, expect, it } from 'vitest';
import { MSG } from '../../core/domain/messages';
import { DuplicateError, ReferenceError_ } from '../../core/ports/repositories';
import { translateError } from './errors';

const sqlite = (message: string, code: string) => Object.assign(new Error(message), { code });
const pg = (code: string, constraint: string) => Object.assign(new Error('pg'), { code, constraint });

describe('translateError', () => {
  it.each([
    [sqlite("UNIQUE constraint failed: index 'users_login_name_uq'", 'SQLITE_CONSTRAINT_UNIQUE'), 'loginName', MSG.UNABLE_TO_SAVE_LOGIN_NAME_ALREADY_EXISTS],
    [sqlite('UNIQUE constraint failed: auctions.auction_name', 'SQLITE_CONSTRAINT_UNIQUE'), 'auctionName', MSG.UNABLE_TO_SAVE_AUCTION_NAME_ALREADY_EXISTS],
    [sqlite('UNIQUE constraint failed: lots.auction_id, lots.lot_number', 'SQLITE_CONSTRAINT_UNIQUE'), 'lotNumber', MSG.UNABLE_TO_SAVE_LOT_NUMBER_ALREADY_EXISTS],
    [pg('23505', 'clients_client_code_uq'), 'clientCode', 'Unable to save. Shortname already exists.'],
    [pg('23505', 'borrowers_company_code_uq'), 'companyCode', 'Unable to save. Shortname already exists.'],
  ])('maps a unique violation to DuplicateError (%#)', (driverError, field, message) => {
    const e = translateError(driverError);
    expect(e).toBeInstanceOf(DuplicateError);
    expect(e).toMatchObject({ field, message });
  });

  it('maps foreign key violations of both engines', () => {
    expect(translateError(sqlite('FOREIGN KEY constraint failed', 'SQLITE_CONSTRAINT_FOREIGNKEY'))).toBeInstanceOf(ReferenceError_);
    expect(translateError(pg('23503', 'lots_auction_id_fkey'))).toBeInstanceOf(ReferenceError_);
  });

  it('leaves other errors alone, including unknown unique constraints', () => {
    const other = pg('23505', 'access_tokens_access_hash_key');
    expect(translateError(other)).toBe(other);
    const plain = new Error('boom');
    expect(translateError(plain)).toBe(plain);
  });
});
