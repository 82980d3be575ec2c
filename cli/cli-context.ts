/**
 * What running commands share: the application's dependencies (the store always closed afterwards), the
 * auction and the acting user a command names, and its output. (Their options: command-options.ts.)
 */
import { createCoreDeps, type ComposedDeps } from '../adapters/compose';
import type { Actor } from '../core/policy/actor';
import type { Auction } from '../core/domain/entities';
import type { Capability } from '../core/policy/capabilities';
import type { Store } from '../core/ports/repositories';
import { actingUser } from './acting-user';
import { CliError, EXIT } from './cli-error';
import type { CliIo } from './cli-io';

export const withDeps = async <T>(io: CliIo, fn: (composed: ComposedDeps) => Promise<T>): Promise<T> => {
  const composed = await createCoreDeps(io.env);
  try {
    return await fn(composed);
  } finally {
    await composed.close();
  }
};

/** Runs `fn` with the composed dependencies and the auction named by `ref` (an id or the exact name). */
export const withAuction = async <T>(io: CliIo, ref: string, fn: (composed: ComposedDeps & { auction: Auction }) => Promise<T>): Promise<T> =>
  withDeps(io, async (composed) => fn({ ...composed, auction: await findAuction(composed.deps.store, ref) }));

/** Runs `fn` on the auction named by `ref` as the acting user: `login`, else the first usable holder of `capability`. */
export const withAuctionActor = async <T>(
  io: CliIo,
  ref: string,
  capability: Capability,
  login: string | undefined,
  fn: (composed: ComposedDeps & { auction: Auction; actor: Actor }) => Promise<T>,
): Promise<T> => withAuction(io, ref, async (composed) => fn({ ...composed, actor: await actingUser(composed.deps, capability, login) }));

/** An auction by numeric id or by exact name. */
export const findAuction = async (store: Store, ref: string): Promise<Auction> => {
  const trimmed = ref.trim();
  const auction = /^\d+$/.test(trimmed) ? await store.auctions.get(Number(trimmed)) : await store.auctions.getByName(trimmed);
  if (!auction) throw new CliError(`No auction with id or name "${ref}"`, EXIT.NOT_FOUND);
  return auction;
};

/** Writes data as JSON (for `--json`) or as the given text lines. */
export const output = (io: CliIo, json: boolean, data: unknown, lines: () => string[]): void => {
  if (json) io.out(`${JSON.stringify(data, null, 2)}\n`);
  else for (const line of lines()) io.out(`${line}\n`);
};
