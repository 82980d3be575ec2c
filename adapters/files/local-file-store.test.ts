/** What only the folder store does; the FileStore contract itself is in file-store.contract.test.ts. */
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localFileStore } from './local-file-store';

describe('localFileStore', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'sla-files-'));
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('writes atomically under nested folders, leaving no temp file behind', async () => {
    const files = localFileStore(dir);
    await files.put('auctions/12/rules/3-terms.pdf', new Uint8Array([1, 2, 3]));
    await files.put('auctions/12/rules/3-terms.pdf', new Uint8Array([9]));
    expect(await readdir(path.join(dir, 'auctions/12/rules'))).toEqual(['3-terms.pdf']);
  });
});
