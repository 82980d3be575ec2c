import { describe, expect, it } from 'vitest';
import { needsInfoCentres, postLoginRoute } from './access';
import { menuLinks } from './menu';

describe('web access helpers over core/policy', () => {
  it('asks for the info centres only in the last branch of the post-login routing', () => {
    expect(needsInfoCentres(['MANAGER'], false)).toBe(false);
    expect(needsInfoCentres(['BIDDER', 'CLIENT'], true)).toBe(false);
    expect(needsInfoCentres(['AIC'], false)).toBe(false);
    expect(needsInfoCentres(['AIC'], true)).toBe(true);
    expect(needsInfoCentres(['SUPERBIDDER'], true)).toBe(true);
  });

  it('agrees with postLoginRoute: when it is not asked, the info centres do not change the route', () => {
    const centres = [{ id: 7, template: 'columns' as const, aicapprovalFlag: true }];
    for (const roles of [['MANAGER'], ['BIDDER', 'CLIENT'], ['AIC'], ['REPORT'], ['CLIENT']]) {
      for (const hasCompanyName of [true, false]) {
        if (needsInfoCentres(roles, hasCompanyName)) continue;
        expect(postLoginRoute({ roles, hasCompanyName, infoCentres: centres })).toEqual(postLoginRoute({ roles, hasCompanyName, infoCentres: [] }));
      }
    }
  });

  it('lists the manager menu leaves once each, and nothing for a bidder', () => {
    const manager = menuLinks(['MANAGER']).map((l) => l.path);
    expect(manager).toContain('/users');
    expect(manager).toContain('/lots');
    expect(new Set(manager).size).toBe(manager.length);
    expect(menuLinks(['CLIENT_RELATIONS']).map((l) => l.path)).not.toContain('/lots');
    expect(menuLinks(['BIDDER'])).toEqual([]);
    expect(menuLinks(['SUPERBIDDER'])).toEqual([]);
  });
});
