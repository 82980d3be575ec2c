import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../kits/test-app.test-kit';
import { CONTRACT, routesOf } from '../../../../contract/index';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
});
afterAll(async () => {
  await t.close();
});

/** The participation area's route groups (routes/participation.ts registers them). */
const { infoCentreRoutes, biddingRoutes, reportRoutes, awardRoutes, awardHistoryRoute, auditRoutes, closeRoutes } = CONTRACT;
const PARTICIPATION = [infoCentreRoutes, biddingRoutes, reportRoutes, awardRoutes, awardHistoryRoute, auditRoutes, closeRoutes].flatMap((g) => [
  ...routesOf(g),
]);

describe('OpenAPI document', () => {
  it('documents every participation route of the contract, with the security its access needs', async () => {
    const res = await t.request('GET', '/api/openapi.json');
    expect(res.status).toBe(200);
    const doc = (await res.json()) as { paths: Record<string, Record<string, { security?: Record<string, string[]>[] }>> };
    expect(PARTICIPATION.length).toBeGreaterThan(50);
    const problems = PARTICIPATION.flatMap(({ route }) => {
      const op = doc.paths[route.path]?.[route.method];
      if (!op) return [`${route.method} ${route.path}: undocumented`];
      const expected = route.access === 'authenticated' ? [{ bearer: [] }] : [{ bearer: [route.access] }];
      return JSON.stringify(op.security) === JSON.stringify(expected) ? [] : [`${route.method} ${route.path}: security ${JSON.stringify(op.security)}`];
    });
    expect(problems).toEqual([]);
  });
});
