import { describe, expect, it } from 'vitest';
import { managesInfoCentreTemplate, seesInfoCentreCountdown } from './infocentre-roles';

describe('info centre roles', () => {
  it('template controls for managers and client relations only', () => {
    expect(managesInfoCentreTemplate(['MANAGER'])).toBe(true);
    expect(managesInfoCentreTemplate(['CLIENT_RELATIONS'])).toBe(true);
    expect(managesInfoCentreTemplate(['AIC'])).toBe(false);
    expect(managesInfoCentreTemplate(['SUPERBIDDER'])).toBe(false);
  });
  it('the countdown for everybody but the manager', () => {
    expect(seesInfoCentreCountdown(['MANAGER'])).toBe(false);
    expect(seesInfoCentreCountdown(['CLIENT_RELATIONS'])).toBe(true);
    expect(seesInfoCentreCountdown(['BIDDER'])).toBe(true);
  });
});
