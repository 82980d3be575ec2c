import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localFileStore, UnsafeFileKeyError } from './local-file-store';

describe('localFileStore', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'sla-files-'));
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('puts, gets, overwrites and deletes files under nested keys', async () => {
    const files = localFileStore(dir);
    const key = 'auctions/12/rules/3-terms.pdf';
    expect(await files.exists(key)).toBe(false);
    expect(await files.get(key)).toBeNull();
    await files.put(key, new Uint8Array([1, 2, 3]));
    expect(await files.exists(key)).toBe(true);
    expect(Array.from((await files.get(key)) ?? [])).toEqual([1, 2, 3]);
    await files.put(key, new Uint8Array([9]));
    expect(Array.from((await files.get(key)) ?? [])).toEqual([9]);
    // No temp files left behind by the atomic write.
    expect(await readdir(path.join(dir, 'auctions/12/rules'))).toEqual(['3-terms.pdf']);
    await files.delete(key);
    expect(await files.exists(key)).toBe(false);
    await files.delete(key); // deleting a missing file is fine
  });

  it.each(['../escape.txt', 'a/../../b', '/etc/passwd', 'a\\b', 'a\0b', '', 'a//b', './a', 'C:/x'])(
    'rejects the unsafe key %j',
    async (key) => {
      const files = localFileStore(dir);
      await expect(files.put(key, new Uint8Array([1]))).rejects.toBeInstanceOf(UnsafeFileKeyError);
      await expect(files.get(key)).rejects.toBeInstanceOf(UnsafeFileKeyError);
    },
  );
});
