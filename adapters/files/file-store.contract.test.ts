/**
 * One contract for every FileStore: the local folder, and the database store on SQLite and (with
 * DATABASE_URL=postgres://…, in a fresh schema) on PostgreSQL.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { POSTGRES_URL } from '../kysely/engines.test-kit';
import type { FileStore } from '../../core/ports/file-store';
import { openTempSqliteStore } from '../sqlite/temp-sqlite-store.test-kit';
import { openTempPostgresStore } from '../postgres/temp-postgres-store.test-kit';
import { databaseFileStore } from './database-file-store';
import { localFileStore, UnsafeFileKeyError } from './local-file-store';

interface Subject {
  files: FileStore;
  close(): Promise<void>;
}

const SUBJECTS: Array<[string, () => Promise<Subject>]> = [
  [
    'local folder',
    async () => {
      const dir = await mkdtemp(path.join(tmpdir(), 'sla-files-'));
      return { files: localFileStore(dir), close: () => rm(dir, { recursive: true, force: true }) };
    },
  ],
  [
    'database (SQLite)',
    async () => {
      const store = await openTempSqliteStore();
      return { files: databaseFileStore(store.db), close: () => store.close() };
    },
  ],
];
if (POSTGRES_URL) {
  const pgUrl = POSTGRES_URL;
  SUBJECTS.push([
    'database (PostgreSQL)',
    async () => {
      const store = await openTempPostgresStore(pgUrl);
      return { files: databaseFileStore(store.db), close: () => store.close() };
    },
  ]);
}

describe.each(SUBJECTS)('FileStore contract: %s', (_name, open) => {
  let subject: Subject;
  beforeAll(async () => {
    subject = await open();
  });
  afterAll(async () => {
    await subject.close();
  });

  it('puts, gets, overwrites and deletes under nested keys', async () => {
    const { files } = subject;
    const key = 'auctions/12/rules/3-terms.pdf';
    expect(await files.exists(key)).toBe(false);
    expect(await files.get(key)).toBeNull();
    await files.put(key, new Uint8Array([1, 2, 3]));
    expect(await files.exists(key)).toBe(true);
    expect(Array.from((await files.get(key)) ?? [])).toEqual([1, 2, 3]);
    await files.put(key, new Uint8Array([9]));
    expect(Array.from((await files.get(key)) ?? [])).toEqual([9]);
    await files.delete(key);
    expect(await files.exists(key)).toBe(false);
    await files.delete(key); // deleting a missing file is fine
  });

  it('putIfAbsent stores once: of racing writers one wins and all read its bytes', async () => {
    const { files } = subject;
    const key = 'keys/race.key';
    const answers = await Promise.all([1, 2, 3, 4].map((n) => files.putIfAbsent(key, new Uint8Array([n, n]))));
    const stored = Array.from((await files.get(key)) ?? []);
    expect(stored).toHaveLength(2);
    for (const a of answers) expect(Array.from(a)).toEqual(stored);
    expect(Array.from(await files.putIfAbsent(key, new Uint8Array([7])))).toEqual(stored);
    await files.delete(key);
  });

  it('keeps every byte value and large files byte-identical, also from a view into a bigger buffer', async () => {
    const { files } = subject;
    const all = Uint8Array.from({ length: 256 }, (_, i) => i);
    await files.put('logos/client-1.png', all);
    expect(Buffer.from((await files.get('logos/client-1.png'))!).equals(Buffer.from(all))).toBe(true);
    const big = new Uint8Array(5 * 1024 * 1024 + 7).map((_, i) => (i * 31) % 251);
    const view = new Uint8Array(big.buffer, 7, 5 * 1024 * 1024);
    await files.put('auctions/1/assets/9-big.bin', view);
    const back = (await files.get('auctions/1/assets/9-big.bin'))!;
    expect(back.byteLength).toBe(view.byteLength);
    expect(Buffer.from(back).equals(Buffer.from(view))).toBe(true);
  });

  it.each(['../escape.txt', 'a/../../b', '/etc/passwd', 'a\\b', 'a\0b', '', 'a//b', './a', 'C:/x'])('rejects the unsafe key %j', async (key) => {
    await expect(subject.files.put(key, new Uint8Array([1]))).rejects.toBeInstanceOf(UnsafeFileKeyError);
    await expect(subject.files.get(key)).rejects.toBeInstanceOf(UnsafeFileKeyError);
  });
});
