import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-app.test-kit';
import { ENDPOINT_POLICIES } from '../../../core/policy/endpoint-policy';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
});
afterAll(async () => {
  await t.close();
});

/** The participation area's policy paths, as registered (the two logo templates get concrete names). */
const PARTICIPATION = /^\/(auction\/(findInfocenter|templatedata|choosetemplate|download|specaucrules|auction(rules|asset|op)edit|rulessave|assetsave|operationalsave|upload(rules|asset|op)files|enterbids|getAcceptRules|acceptrules|exportbids|getbids|bidssave|bidsconfirm|sendConfirmationEmail)|pdf\/|report\/|award\/|excel\/\{report-export\})/;

describe('OpenAPI document', () => {
  it('documents every participation endpoint of the policy table', async () => {
    const res = await t.request('GET', '/api/openapi.json');
    expect(res.status).toBe(200);
    const doc = (await res.json()) as { paths: Record<string, Record<string, unknown>> };
    const documented = new Set(Object.entries(doc.paths).flatMap(([p, ops]) => Object.keys(ops).map((m) => `${m.toUpperCase()} ${p}`)));
    const expected = ENDPOINT_POLICIES.filter((e) => PARTICIPATION.test(e.path)).map((e) =>
      `${e.method} ${e.path
        .replace('load{provider}logo', 'loadproviderlogo')
        .replace('load{second-logo}logo', 'loadpartnerlogo')
        .replace('{report-export}', 'report')}`,
    );
    expect(expected.length).toBeGreaterThan(50);
    const missing = expected.filter((e) => !documented.has(e));
    expect(missing).toEqual([]);
  });
});
