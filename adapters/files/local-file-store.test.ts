/** What only the folder store does; the FileStore contract itself is in file-store.contract.test.ts. */
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { useTempDir } from '../../fixtures/temp-dir';
import { localFileStore } from './local-file-store';

describe('localFileStore', () => {
  const dir = useTempDir('sla-files-');

  it('writes atomically under nested folders, leaving no temp file behind', async () => {
    const files = localFileStore(dir());
    await files.put('auctions/12/rules/3-terms.pdf', new Uint8Array([1, 2, 3]));
    await files.put('auctions/12/rules/3-terms.pdf', new Uint8Array([9]));
    expect(await readdir(path.join(dir(), 'auctions/12/rules'))).toEqual(['3-terms.pdf']);
  });
});
