/** Runs a command with the application's dependencies, always closing the store afterwards. */
import { createCoreDeps, type ComposedDeps } from '../adapters/compose';
import type { Auction } from '../core/domain/entities';
import type { Store } from '../core/ports/repositories';
import { CliError, EXIT } from './cli-error';

export const withDeps = async <T>(fn: (composed: ComposedDeps) => Promise<T>): Promise<T> => {
  const composed = await createCoreDeps(process.env);
  try {
    return await fn(composed);
  } finally {
    await composed.close();
  }
};

/** Runs `fn` with the composed dependencies and the auction named by `ref` (an id or the exact name). */
export const withAuction = async <T>(ref: string, fn: (composed: ComposedDeps & { auction: Auction }) => Promise<T>): Promise<T> =>
  withDeps(async (composed) => fn({ ...composed, auction: await findAuction(composed.deps.store, ref) }));

/** An auction by numeric id or by exact name. */
export const findAuction = async (store: Store, ref: string): Promise<Auction> => {
  const trimmed = ref.trim();
  const auction = /^\d+$/.test(trimmed) ? await store.auctions.get(Number(trimmed)) : await store.auctions.getByName(trimmed);
  if (!auction) throw new CliError(`No auction with id or name "${ref}"`, EXIT.NOT_FOUND);
  return auction;
};

/** Writes data as JSON (for `--json`) or as the given text lines. */
export const output = (json: boolean, data: unknown, lines: () => string[]): void => {
  if (json) process.stdout.write(`${JSON.stringify(data, null, 2)}\n`);
  else for (const line of lines()) process.stdout.write(`${line}\n`);
};
