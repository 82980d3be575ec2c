/**
 * An export past the render pool's time budget answers 422 with a message, not a 500 (that rendering
 * in the pool leaves the event loop free is shown in adapters/workers/render-pool.test.ts).
 */
import { describe, expect, it } from 'vitest';
import { createApp } from '../../app';
import { testAppForAllTests } from '../kits/test-app-lifecycle.test-kit';
import { createRenderPool } from '../../../workers/render-pool';
import { MSG } from '../../../../core/domain/messages';

const t = testAppForAllTests();

const rows = (n: number) => Array.from({ length: n }, (_, i) => ({ firstName: `First ${i}`, lastName: `Last ${i}`, emailAddress: `user${i}@example.com` }));

describe('rendering off the request event loop', () => {
  it('answers 422 with a message when a render exceeds its budget', async () => {
    const tight = createRenderPool({ threads: 1, budgetMs: 50 });
    try {
      await tight.ready();
      const app = createApp({ ...t.deps, spreadsheets: tight.spreadsheets, pdf: tight.pdf });
      const res = await app.request('/api/excel/exportExcel', {
        method: 'POST',
        headers: { authorization: `Bearer ${await t.signIn('manager')}`, 'content-type': 'application/json' },
        body: JSON.stringify(rows(20_000)), // the most exportExcel takes (EXPORT_MAX_ROWS)
      });
      expect(res.status).toBe(422);
      expect(await res.json()).toEqual({ error: MSG.EXPORT_TOO_LARGE, code: 'EXPORT_TOO_LARGE' });
    } finally {
      await tight.close();
    }
  }, 120_000);
});
