/** Whether the session an event stream was opened with still holds: the rules of authenticateBearer, and the roles. */
import { describe, expect, it } from 'vitest';
import { sessionEndOf } from './tokens';
import type { SessionState } from '../ports/repositories';

const NOW = Date.parse('2026-11-22T15:00:00.000Z');
const live: SessionState = {
  tokenId: 7,
  userId: 3,
  revoked: false,
  accessExpiresAt: '2026-11-22T15:30:00.000Z',
  accountEnabled: true,
  accountLocked: false,
  roles: ['BIDDER', 'SUPERBIDDER'],
};

describe('sessionEndOf', () => {
  it('holds while the token is live, the account usable and the roles those of the opening, in any order', () => {
    expect(sessionEndOf(live, ['SUPERBIDDER', 'BIDDER'], NOW)).toBeNull();
  });

  it('ends with the token unknown, revoked or expired, or the account disabled or locked', () => {
    expect(sessionEndOf(undefined, ['BIDDER'], NOW)).toBe('ENDED');
    expect(sessionEndOf({ ...live, revoked: true }, live.roles, NOW)).toBe('ENDED');
    expect(sessionEndOf(live, live.roles, Date.parse(live.accessExpiresAt))).toBe('ENDED');
    expect(sessionEndOf({ ...live, accountEnabled: false }, live.roles, NOW)).toBe('ENDED');
    expect(sessionEndOf({ ...live, accountLocked: true }, live.roles, NOW)).toBe('ENDED');
  });

  it('says the roles changed when one was taken away or added', () => {
    expect(sessionEndOf({ ...live, roles: ['BIDDER'] }, ['BIDDER', 'SUPERBIDDER'], NOW)).toBe('ROLES_CHANGED');
    expect(sessionEndOf({ ...live, roles: ['BIDDER', 'MANAGER', 'SUPERBIDDER'] }, ['BIDDER', 'SUPERBIDDER'], NOW)).toBe('ROLES_CHANGED');
  });
});
