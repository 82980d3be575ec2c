/**
 * Data loading for the screens, over TanStack Query (web/src/lib/query-client.ts): answers are cached
 * by key, one request serves every component asking the same key at once, and a load whose screen
 * closes is cancelled. Keys come from the contract route called and its inputs (`routeKey`).
 *
 * The answer keeps the shape screens used before: a failed load only stops the spinner (spec §8);
 * screens that must say more read `error`.
 */
import { hashKey, useQuery, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import type { ContractRoute, ResponseOf } from '../../../contract/route';
import { apiCall, type CallInput } from './api-call';
import type { ApiErr, ApiResult } from './api-client';

/**
 * The cache key of a route's answer: its method and path pattern, then its inputs. The key without
 * inputs is the prefix of every input's key, so `invalidateQueries({ queryKey: routeKey(route) })`
 * reaches them all.
 */
export const routeKey = <R extends ContractRoute>(route: R, input?: CallInput<R>): QueryKey =>
  input === undefined ? [route.method, route.path] : [route.method, route.path, input];

/** A failed load, kept whole so a screen could read its status or code. */
export class LoadFailure extends Error {
  constructor(readonly failure: ApiErr) {
    super(failure.message);
  }
}

export interface Loaded<T> {
  /** The last answer (kept while a newer one loads, and after a failed reload), or null. */
  data: T | null;
  /** True while a load of this key is under way. */
  loading: boolean;
  /** The server's message of the last load when it failed ('' when it sent none), else null. */
  error: string | null;
  /** The browser time the answer shown arrived or was last set (epoch ms; 0 before any). */
  receivedAtMs: number;
  /** Loads the key again (the answer shown stays until the new one arrives). */
  reload: () => Promise<void>;
  /** Replaces the cached answer (a save's result, a live event), for every component showing it. */
  setData: (next: T | null | ((prev: T | null) => T | null)) => void;
}

/**
 * Loads `load()` under `key`. Everything `load` reads must be in the key (two inputs with the same key
 * would share one answer). `enabled: false` loads nothing (data null, not loading).
 */
export function useApiQuery<T>(key: QueryKey, load: (signal: AbortSignal) => Promise<ApiResult<T>>, options: { enabled?: boolean } = {}): Loaded<T> {
  const client = useQueryClient();
  const q = useQuery({
    queryKey: key,
    queryFn: async ({ signal }) => {
      const res = await load(signal);
      if (!res.ok) throw new LoadFailure(res);
      return res.data;
    },
    enabled: options.enabled ?? true,
  });
  const hash = hashKey(key);
  // The key's hash stands for the key: the callbacks stay the same while the key's content does.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const stableKey = useMemo(() => key, [hash]);
  const reload = useCallback(() => client.invalidateQueries({ queryKey: stableKey, exact: true }), [client, stableKey]);
  const setData = useCallback(
    (next: T | null | ((prev: T | null) => T | null)) =>
      client.setQueryData<T | null>(stableKey, (prev) => (typeof next === 'function' ? (next as (p: T | null) => T | null)(prev ?? null) : next)),
    [client, stableKey],
  );
  return {
    data: q.data ?? null,
    loading: q.isFetching,
    error: q.error ? q.error.message : null,
    receivedAtMs: q.dataUpdatedAt,
    reload,
    setData,
  };
}

/** Loads a contract route's answer, keyed by the route and its inputs. */
export function useRouteQuery<R extends ContractRoute>(route: R, input: CallInput<R>, options: { enabled?: boolean } = {}): Loaded<ResponseOf<R>> {
  return useApiQuery(routeKey(route, input), (signal) => apiCall(route, input, { signal }), options);
}

/** The rows of a list not loaded (yet): one shared empty array, so a table's effects do not re-run on every render. */
export const NO_ROWS: never[] = [];
