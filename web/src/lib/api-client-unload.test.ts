/**
 * A reload cuts the calls still in flight: that is not a lost connection, so the session (kept in the
 * tab's sessionStorage, which outlives the reload) must survive it; otherwise the reloaded page opens
 * on the login form (seen in e2e/landing-and-receipt after confirming bids). A call that fails while
 * the page is in use still sends the user to login.
 */
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadSessionClient, signInAs, type ClientModule, type SessionModule } from './session-client.test-kit';

let session: SessionModule;
let client: ClientModule;
const visited: string[] = [];
const page = Object.assign(new EventTarget(), { location: { pathname: '/esecauction/enterbids', search: '' } });

beforeAll(async () => {
  vi.stubGlobal('window', page);
  ({ session, client } = await loadSessionClient(visited));
  vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))));
});

beforeEach(() => {
  visited.length = 0;
  signInAs(session, 'bidder3');
});

describe('a call cut while the page is being left', () => {
  it('fails the call but keeps the session and stays put while the page is being left', async () => {
    page.dispatchEvent(new Event('pagehide'));
    expect((await client.api('/auction/getbids/1', { method: 'POST' })).status).toBe(0);
    expect(session.getSession().username).toBe('bidder3');
    expect(visited).toEqual([]);
  });

  it('sends the user to login again once the page is shown again (back from the back-forward cache)', async () => {
    page.dispatchEvent(new Event('pageshow'));
    expect((await client.api('/auction/getbids/1', { method: 'POST' })).status).toBe(0);
    expect(session.getSession().username).toBeNull();
    expect(visited).toEqual(['/login?returnUrl=%2Fenterbids']);
  });
});
