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

/**
 * Writes `content` to a temporary file beside `full`, then `place`s it (rename or link) and removes
 * whatever temporary file is left, so a reader never sees half a file and a failure leaves nothing.
 */
async function writeAside(full: string, content: Uint8Array, place: (temp: string, full: string) => Promise<void>): Promise<void> {
  await mkdir(path.dirname(full), { recursive: true });
  const temp = `${full}.${randomBytes(6).toString('hex')}.tmp`;
  try {
    await writeFile(temp, content);
    await place(temp, full);
  } finally {
    await rm(temp, { force: true });
  }
}

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
      await writeAside(resolve(key), content, (temp, full) => rename(temp, full));
    },
    async putIfAbsent(key, content) {
      const full = resolve(key);
      // Linked into place: link() fails when the key exists, so one writer wins whole.
      await writeAside(full, content, (temp) =>
        link(temp, full).catch((e: unknown) => {
          if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e;
        }),
      );
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
