/**
 * FileStore on the local disk under one root folder. Keys are application-made relative paths
 * (`logos/ACME.png`); anything that could escape the root is refused. Writes are atomic
 * (temp file in the same folder, then rename), so a reader never sees half a file.
 */
import { randomBytes } from 'node:crypto';
import { link, mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FileStore } from '../../core/ports/file-store';

/** Thrown for a key that is not a safe relative path (a programming error: keys never come from requests). */
export class UnsafeFileKeyError extends Error {
  constructor(readonly key: string) {
    super(`Unsafe file key: ${JSON.stringify(key)}`);
    this.name = 'UnsafeFileKeyError';
  }
}

export const isSafeFileKey = (key: string): boolean =>
  key.length > 0 &&
  !key.includes('\0') &&
  !key.includes('\\') &&
  !key.startsWith('/') &&
  !/^[A-Za-z]:/.test(key) &&
  key.split('/').every((segment) => segment !== '' && segment !== '.' && segment !== '..');

export const localFileStore = (rootDir: string): FileStore => {
  const root = path.resolve(rootDir);
  const resolve = (key: string): string => {
    if (!isSafeFileKey(key)) throw new UnsafeFileKeyError(key);
    const full = path.resolve(root, key);
    if (!full.startsWith(root + path.sep)) throw new UnsafeFileKeyError(key);
    return full;
  };
  const isMissing = (e: unknown) => (e as NodeJS.ErrnoException).code === 'ENOENT';

  return {
    async put(key, content) {
      const full = resolve(key);
      await mkdir(path.dirname(full), { recursive: true });
      const temp = `${full}.${randomBytes(6).toString('hex')}.tmp`;
      try {
        await writeFile(temp, content);
        await rename(temp, full);
      } catch (e) {
        await rm(temp, { force: true });
        throw e;
      }
    },
    async putIfAbsent(key, content) {
      const full = resolve(key);
      await mkdir(path.dirname(full), { recursive: true });
      // Written aside, then linked into place: link() fails when the key exists, so one writer wins whole.
      const temp = `${full}.${randomBytes(6).toString('hex')}.tmp`;
      try {
        await writeFile(temp, content);
        await link(temp, full).catch((e: unknown) => {
          if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e;
        });
      } finally {
        await rm(temp, { force: true });
      }
      return new Uint8Array(await readFile(full));
    },
    async get(key) {
      try {
        return new Uint8Array(await readFile(resolve(key)));
      } catch (e) {
        if (isMissing(e)) return null;
        throw e;
      }
    },
    async delete(key) {
      await rm(resolve(key), { force: true });
    },
    async exists(key) {
      try {
        return (await stat(resolve(key))).isFile();
      } catch (e) {
        if (isMissing(e)) return false;
        throw e;
      }
    },
  };
};
