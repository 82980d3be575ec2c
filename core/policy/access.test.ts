import { describe, expect, it } from 'vitest';
import { authorize, type AccessRule } from './access';
import { rolesFor } from './capabilities';

const users: AccessRule = { access: 'administerUsers' };
const bids: AccessRule = { access: 'bid' };
const award: AccessRule = { access: 'award' };
const signedIn: AccessRule = { access: 'authenticated' };
const mfaStep: AccessRule = { access: 'authenticated', duringMfa: true };

describe('authorize', () => {
  it('allows public routes to anyone, even with a pending one-time code', () => {
    expect(authorize(null, false, { access: 'public' })).toBe('ALLOW');
    expect(authorize(['MANAGER'], true, { access: 'public' })).toBe('ALLOW');
  });

  it('needs a token otherwise', () => {
    expect(authorize(null, false, signedIn)).toBe('UNAUTHENTICATED');
    expect(authorize(null, false, users)).toBe('UNAUTHENTICATED');
    expect(authorize(null, false, mfaStep)).toBe('UNAUTHENTICATED');
  });

  it('matches role codes exactly, never by substring', () => {
    expect(authorize(['SUPERBIDDER'], false, bids)).toBe('ALLOW');
    expect(authorize(['BIDDER'], false, bids)).toBe('ALLOW');
    expect(authorize(['SUPERBIDDER'], false, users)).toBe('FORBIDDEN');
    // A role text that merely contains a code grants nothing.
    expect(authorize(['SUPERBIDDER_X', 'XMANAGER', 'AWARDS'], false, users)).toBe('FORBIDDEN');
    expect(authorize(['AWARDS'], false, award)).toBe('FORBIDDEN');
    expect(authorize(['AWARD'], false, award)).toBe('ALLOW');
  });

  it('a SUPERBIDDER-only user is not a BIDDER where only BIDDER is listed', () => {
    const bidderOnly: AccessRule = { access: 'bidForOwnBorrower' };
    expect(rolesFor('bidForOwnBorrower')).toEqual(['BIDDER']);
    expect(authorize(['SUPERBIDDER'], false, bidderOnly)).toBe('FORBIDDEN');
  });

  it('lets a pending one-time code through only where the route allows it', () => {
    expect(authorize(['MANAGER'], true, users)).toBe('UNAUTHENTICATED');
    expect(authorize(['MANAGER'], true, signedIn)).toBe('UNAUTHENTICATED');
    expect(authorize(['MANAGER'], true, mfaStep)).toBe('ALLOW');
    expect(authorize(['MANAGER'], false, users)).toBe('ALLOW');
  });
});
