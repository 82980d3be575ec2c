import { useCallback, useEffect, useState } from 'react';
import type { ApiResult } from './api-client';

/**
 * Load data for a screen. A failed list load only stops the spinner (spec §8: "such failures stop
 * the loading spinner only"); screens that must say more read `error`.
 */
export function useLoad<T>(load: () => Promise<ApiResult<T>>, deps: readonly unknown[]) {
  const [data, setData] = useState<T | null>(null);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<string | null>(null);
  // The caller's deps are checked at each call site: eslint.config.js names useLoad in exhaustive-deps' additionalHooks.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const run = useCallback(load, deps);
  const reload = useCallback(async () => {
    setLoading(true);
    const res = await run();
    if (res.ok) {
      setData(res.data);
      setError(null);
    } else setError(res.message);
    setLoading(false);
  }, [run]);
  useEffect(() => {
    void reload();
  }, [reload]);
  return { data, setData, loading, error, reload };
}

/** The rows of a list not loaded (yet): one shared empty array, so a table's effects do not re-run on every render. */
export const NO_ROWS: never[] = [];
