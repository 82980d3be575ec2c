/**
 * What lib/use-case-policy.test.ts and lib/validators-in-use-cases.test.ts (the public facade, role by
 * role and validator by validator) do not cover of the participation use cases:
 * - `replaceAwards`, exported by core but not in the facade (Generate Award and an applied optimiser
 *   proposal call it), refuses exactly the actors the policy refuses for the awards save;
 * - the award, report and info-centre saves refuse a raw caller's malformed input (no screen validator
 *   checks it: the contract's schemas do at the HTTP edge) with the spec's messages, writing nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../kits/test-app.test-kit';
import { asActor } from '../kits/participation.test-kit';
import type { Id } from '../../../../core/domain/entities';
import { MSG } from '../../../../core/domain/messages';
import { authorize } from '../../../../core/policy/access';
import { contractRouteAt } from '../kits/route-lookup.test-kit';
import { replaceAwards, saveAwards } from '../../../../core/awards/award-service';
import { optimizeAwards } from '../../../../core/awards/award-optimizer-service';
import { addLegalComment, saveLegalComments } from '../../../../core/reports/legal-comments';
import { saveRecommendations } from '../../../../core/reports/recommendations';
import { saveRows } from '../../../../core/infocentre/infocentre';
import { FREE_TEXT_MAX_LENGTH } from '../../../../core/validation/text-limits';

const ROLES = ['manager', 'relations', 'reporter', 'awarder', 'bidder1', 'superbidder', 'aic', 'client', 'disabled'];

let t: TestApp;
let live: Id;
let lotId: Id;
let ruleRowId: Id;

/** Everything these use cases may write, read back for the live auction. */
async function stateOf(): Promise<string> {
  const s = t.deps.store;
  const parts = await Promise.all([
    s.awards.listByAuction(live),
    s.awards.listHistory(live),
    s.audit.list(live),
    s.reports.listLegalComments(live),
    s.reports.listRecommendations(live),
    s.infoCentre.listDocuments(live),
  ]);
  return JSON.stringify(parts);
}

beforeAll(async () => {
  t = await createTestApp();
  live = t.world.auctions.live.id;
  lotId = t.world.lots.lot1.id;
  await t.deps.store.infoCentre.ensureSlots(live);
  ruleRowId = (await t.deps.store.infoCentre.listDocuments(live, 'rules'))[0].id;
  t.clock.set(Date.parse(t.world.auctions.live.auctionEndDate) + 60_000);
});
afterAll(async () => {
  await t.close();
});

describe('replaceAwards (outside the facade) called directly', () => {
  it('refuses exactly the actors the awards save refuses, with FORBIDDEN, writing nothing', async () => {
    const entry = contractRouteAt('POST', `/award/auctions/${live}/awardssave`);
    expect(entry).toBeDefined();
    for (const login of ROLES) {
      const user = t.world.users[login];
      const allowed = user.accountEnabled && !user.accountLocked && authorize(user.roles, false, entry!) === 'ALLOW';
      const before = await stateOf();
      const result = await replaceAwards(t.deps, asActor(user), live, []);
      if (allowed) expect(result, login).not.toEqual({ ok: false, code: 'FORBIDDEN', message: MSG.FORBIDDEN });
      else {
        expect(result, login).toEqual({ ok: false, code: 'FORBIDDEN', message: MSG.FORBIDDEN });
        expect(await stateOf(), login).toBe(before);
      }
    }
  });
});

describe('participation use cases validate their input as the edge does', () => {
  it("refuse a raw caller's malformed input with the spec's messages, writing nothing", async () => {
    const d = t.deps;
    const awarder = asActor(t.world.users.awarder);
    const manager = asActor(t.world.users.manager);
    const long = 'x'.repeat(FREE_TEXT_MAX_LENGTH + 1);
    const unableToSave = (fields: Record<string, string>) => ({ ok: false, code: 'VALIDATION', message: MSG.UNABLE_TO_SAVE, fields });
    const before = await stateOf();
    expect(await saveAwards(d, awarder, live, { selections: [{ id: null, bidId: '7' as unknown as number, lotId }], removeIds: [] })).toEqual(
      unableToSave({ 'selections.0.bidId': MSG.INVALID_VALUE }),
    );
    expect(await saveAwards(d, awarder, live, { selections: [], removeIds: [1.5] })).toEqual(unableToSave({ 'removeIds.0': MSG.INVALID_VALUE }));
    expect(await optimizeAwards(d, awarder, live, { timeLimitSeconds: 0 })).toMatchObject({
      ok: false,
      code: 'VALIDATION',
      fields: { timeLimitSeconds: 'The time limit must be more than 0 seconds.' },
    });
    expect(await saveLegalComments(d, manager, { auctionId: live, rows: [] })).toEqual(unableToSave({ _: MSG.INVALID_VALUE }));
    expect(await addLegalComment(d, manager, { auctionId: live, borrower: '  ', comments: 'c' })).toEqual(unableToSave({ borrower: MSG.INVALID_VALUE }));
    expect(await saveRecommendations(d, manager, [])).toEqual({ ok: false, code: 'VALIDATION', message: MSG.UNABLE_TO_SAVE });
    expect(await saveRows(d, manager, 'rules', [{ id: ruleRowId, displayFlag: true, details: long }])).toEqual(unableToSave({ '0.details': MSG.FREE_TEXT_TOO_LONG }));
    expect(await saveRows(d, manager, 'rules', [])).toEqual(unableToSave({ _: MSG.INVALID_VALUE }));
    expect(await stateOf()).toBe(before);
  });
});
