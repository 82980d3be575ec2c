/**
 * FileStore in the database (table stored_files, migration 0005): with PostgreSQL every server
 * behind a load balancer reads and writes the same documents and logos, where a local folder would
 * hold each server's own. Keys follow the same rule as on disk (isSafeFileKey); a put replaces the
 * file in one statement, so a reader sees the old bytes or the new ones, never half a file.
 */
import type { Kysely } from 'kysely';
import type { FileStore } from '../../core/ports/file-store';
import type { Database } from '../kysely/schema';
import { isSafeFileKey, UnsafeFileKeyError } from './local-file-store';

const checked = (key: string): string => {
  if (!isSafeFileKey(key)) throw new UnsafeFileKeyError(key);
  return key;
};

export const databaseFileStore = (db: Kysely<Database>): FileStore => ({
  async put(key, content) {
    const bytes = Buffer.from(content.buffer, content.byteOffset, content.byteLength);
    await db
      .insertInto('stored_files')
      .values({ key: checked(key), content: bytes })
      .onConflict((oc) => oc.column('key').doUpdateSet({ content: bytes }))
      .execute();
  },
  async putIfAbsent(key, content) {
    const bytes = Buffer.from(content.buffer, content.byteOffset, content.byteLength);
    await db.insertInto('stored_files').values({ key: checked(key), content: bytes }).onConflict((oc) => oc.column('key').doNothing()).execute();
    const row = await db.selectFrom('stored_files').select('content').where('key', '=', checked(key)).executeTakeFirstOrThrow();
    return new Uint8Array(row.content.buffer, row.content.byteOffset, row.content.byteLength).slice();
  },
  async get(key) {
    const row = await db.selectFrom('stored_files').select('content').where('key', '=', checked(key)).executeTakeFirst();
    return row ? new Uint8Array(row.content.buffer, row.content.byteOffset, row.content.byteLength).slice() : null;
  },
  async delete(key) {
    await db.deleteFrom('stored_files').where('key', '=', checked(key)).execute();
  },
  async exists(key) {
    return (await db.selectFrom('stored_files').select('key').where('key', '=', checked(key)).executeTakeFirst()) !== undefined;
  },
});
