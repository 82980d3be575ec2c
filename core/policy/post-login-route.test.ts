import { describe, expect, it } from 'vitest';
import { landingInfoCentre, postLoginRoute, type InfoCentreSummary } from './post-login-route';

const centres = [
  { id: 4, template: 'collapse' as const, aicapprovalFlag: false },
  { id: 9, template: 'columns' as const, aicapprovalFlag: true },
  { id: 11, template: 'collapse' as const, aicapprovalFlag: true },
];

describe('postLoginRoute', () => {
  it('asks for the one-time code first', () => {
    expect(postLoginRoute({ roles: ['MANAGER'], hasCompanyName: false, infoCentres: [], otpRequired: true })).toEqual({ route: '/softtoken' });
  });

  it('sends users without a bidder-type role home', () => {
    for (const roles of [['MANAGER'], ['CLIENT'], ['REPORT', 'AWARD'], ['CLIENT_RELATIONS'], []]) {
      expect(postLoginRoute({ roles, hasCompanyName: true, infoCentres: centres })).toEqual({ route: '/home' });
    }
  });

  it('sends a bidder-type user who is also a client to the redirect page', () => {
    for (const r of ['BIDDER', 'SUPERBIDDER', 'AIC']) {
      expect(postLoginRoute({ roles: [r, 'CLIENT'], hasCompanyName: true, infoCentres: centres })).toEqual({ route: '/redirect' });
    }
  });

  it('sends an AIC user without a company to the list', () => {
    expect(postLoginRoute({ roles: ['AIC'], hasCompanyName: false, infoCentres: centres })).toEqual({ route: '/infocenterlist' });
  });

  it('opens the first complete info centre, else the list', () => {
    expect(postLoginRoute({ roles: ['BIDDER'], hasCompanyName: true, infoCentres: centres })).toEqual({
      route: '/infocenterpage',
      auctionId: 9,
      template: 'columns',
    });
    expect(postLoginRoute({ roles: ['SUPERBIDDER'], hasCompanyName: true, infoCentres: [centres[0]] })).toEqual({ route: '/infocenterlist' });
    expect(postLoginRoute({ roles: ['AIC'], hasCompanyName: true, infoCentres: centres })).toMatchObject({ route: '/infocenterpage' });
  });

  it('lands a bidder with several auctions on the live one, else an upcoming one, else the first', () => {
    const c = (id: number, phase: InfoCentreSummary['phase'], aicapprovalFlag = true): InfoCentreSummary => ({ id, template: 'columns', aicapprovalFlag, phase });
    // The demo bidder's order: not started, live, ended.
    const demo = [c(1, 'NOT_STARTED'), c(2, 'LIVE'), c(3, 'ENDED')];
    expect(postLoginRoute({ roles: ['BIDDER'], hasCompanyName: true, infoCentres: demo })).toEqual({ route: '/infocenterpage', auctionId: 2, template: 'columns' });
    expect(landingInfoCentre([c(3, 'ENDED'), c(1, 'NOT_STARTED'), c(5, 'NOT_STARTED')])?.id).toBe(1);
    expect(landingInfoCentre([c(3, 'ENDED'), c(4, 'ENDED')])?.id).toBe(3);
    // An incomplete info centre is never a landing, live or not.
    expect(landingInfoCentre([c(7, 'LIVE', false), c(3, 'ENDED')])?.id).toBe(3);
    expect(landingInfoCentre([c(7, 'LIVE', false)])).toBeUndefined();
    // Several live: the first in the server's order.
    expect(landingInfoCentre([c(8, 'LIVE'), c(9, 'LIVE')])?.id).toBe(8);
  });

  it('matches roles exactly', () => {
    expect(postLoginRoute({ roles: ['SUPERBIDDERS', 'XCLIENT'], hasCompanyName: true, infoCentres: centres })).toEqual({ route: '/home' });
  });
});
