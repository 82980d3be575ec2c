/**
 * Sign-in journeys: every demo role lands where the spec routes it, a non-manager is kept out of
 * manager routes, the one-time-code step, and forgot → reset through the e-mailed link.
 */
import { generate } from 'otplib';
import { describe, expect, it } from 'vitest';
import { MSG } from '../core/domain/messages';
import { appUrl, axeViolations, journeyBrowser, pathOf, requestResetLink, screenshot, signIn } from './browser';

const browser = journeyBrowser();

const MFA_SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP'; // adapters/demo/world.json, user mfauser

describe('sign-in', () => {
  it('shows the required-field messages and the server message for bad credentials', async () => {
    const page = await browser.newPage();
    await page.goto(appUrl('/login'));
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'login');
    await page.getByRole('button', { name: 'Login' }).click();
    await page.getByText(MSG.USERNAME_IS_REQUIRED).waitFor();
    await page.getByText(MSG.PASSWORD_IS_REQUIRED, { exact: true }).waitFor();
    await page.getByLabel('Username').fill('manager');
    await page.getByLabel('Password').fill('wrong-password');
    await page.getByRole('button', { name: 'Login' }).click();
    await page.getByText(MSG.USERNAME_PASSWORD_IS_NOT_VALID).waitFor();
    await page.context().close();
  });

  const staffLandings: [string, string][] = [
    ['manager', '/home'],
    ['relations', '/home'],
    ['reporter', '/home'],
    ['awarder', '/home'],
    ['client', '/home'],
  ];
  for (const [login, landing] of staffLandings) {
    it(`${login} lands on ${landing}`, async () => {
      const page = await browser.signedInPage(login);
      await page.waitForURL(`**/esecauction${landing}`);
      expect(pathOf(page)).toBe(landing);
      await page.getByRole('heading', { name: 'Home' }).waitFor();
      await page.context().close();
    });
  }

  for (const login of ['bidder1', 'superbidder', 'aic']) {
    it(`${login} lands on an information centre page and sees no left menu`, async () => {
      const page = await browser.signedInPage(login);
      await page.waitForURL(/\/esecauction\/(infocenterlist|columnstemplate|collapsetemplate)$/);
      if (login !== 'aic') expect(await page.getByRole('navigation', { name: 'Main menu' }).count()).toBe(0);
      else {
        // The AIC's menu: its Auction Info Center group, under no empty Manager/Client Relations heading.
        const nav = page.getByRole('navigation', { name: 'Main menu' });
        await nav.getByRole('link', { name: 'Auction Rules' }).waitFor();
        expect(await nav.getByText('Auction Info Center', { exact: true }).count()).toBe(1);
        expect(await nav.getByText('Manager/Client Relations').count()).toBe(0);
      }
      await page.context().close();
    });
  }

  it('the manager sees the menu and the header, and the menu collapses', async () => {
    const page = await browser.signedInPage('manager');
    await page.waitForURL('**/home');
    const nav = page.getByRole('navigation', { name: 'Main menu' });
    await nav.waitFor();
    expect(await nav.getByRole('link', { name: 'Users' }).count()).toBe(1);
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'home-manager');
    const wide = await nav.evaluate((n) => n.getBoundingClientRect().width);
    await page.getByRole('button', { name: /Collapse/ }).click();
    await page.waitForTimeout(300);
    const narrow = await nav.evaluate((n) => n.getBoundingClientRect().width);
    expect([Math.round(wide), Math.round(narrow)]).toEqual([210, 65]);
    await page.context().close();
  });

  it('keeps a non-manager out of manager routes and an anonymous user at login with a returnUrl', async () => {
    const page = await browser.newPage();
    await page.goto(appUrl('/users'));
    await page.waitForURL(/\/login\?returnUrl=%2Fusers/);
    await signIn(page, 'relations');
    await page.waitForURL('**/home');
    for (const p of ['/users', '/lots', '/inviteedashboard', '/useredit/-1']) {
      await page.goto(appUrl(p));
      await page.waitForURL('**/home');
      expect(pathOf(page)).toBe('/home');
    }
    // Client relations may open borrowers.
    await page.goto(appUrl('/borrowers'));
    await page.getByRole('heading', { level: 1, name: 'Borrowers' }).waitFor();
    await page.context().close();
  });

  it('a bidder never downloads the administration screens (code split by area)', async () => {
    const page = await browser.newPage();
    const scripts: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
    });
    await signIn(page, 'bidder1');
    await page.waitForURL(/infocenter/);
    await page.getByRole('heading').first().waitFor();
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.filter((s) => /(users|user-edit|auction-edit|lots|lot-edit|invitee|clients|client-edit|borrower)/.test(s))).toEqual([]);
    await page.context().close();
  });

  it('a bidder sees the information centres it is invited to and opens one', async () => {
    const page = await browser.signedInPage('bidder1');
    await page.waitForURL(/infocenter/);
    await page.goto(appUrl('/infocenterlist'));
    await page.getByRole('heading', { name: 'Auctions' }).waitFor();
    const firstRow = page.getByRole('row', { name: /Q4 2026 Global Multi-Asset Auction/ });
    await firstRow.waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'infocentre-list-bidder');
    const name = (await firstRow.locator('td').first().textContent()) ?? '';
    await firstRow.click();
    await page.waitForURL(/(columns|collapse)template$/);
    await page.getByRole('heading', { name: new RegExp(name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) }).waitFor();
    await page.getByRole('button', { name: 'Enter Bids' }).click();
    await page.waitForURL('**/enterbids');
    await page.context().close();
  });

  it('a bidder cannot open the administration screens', async () => {
    const page = await browser.signedInPage('bidder1');
    await page.waitForURL(/infocenter/);
    await page.goto(appUrl('/clients'));
    await page.waitForURL('**/home');
    await page.context().close();
  });

  it('signs in with the keyboard only', async () => {
    const page = await browser.newPage();
    await page.goto(appUrl('/login'));
    await page.getByLabel('Username').focus();
    await page.keyboard.type('relations');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Demo-Pass-2026!');
    await page.keyboard.press('Enter');
    await page.waitForURL('**/home');
    // The table rows open with Enter.
    await page.goto(appUrl('/clients'));
    const row = page.getByRole('row', { name: /Northern Pension Fund/ });
    await row.focus();
    await page.keyboard.press('Enter');
    await page.waitForURL(/clientedit\/\d+$/);
    await page.context().close();
  });

  it('unknown paths go to login', async () => {
    const page = await browser.newPage();
    await page.goto(appUrl('/no-such-page'));
    await page.waitForURL('**/login');
    await page.context().close();
  });

  it('signs in with a one-time code (mfauser)', async () => {
    const page = await browser.signedInPage('mfauser');
    await page.waitForURL('**/softtoken');
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'one-time-code');
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.getByText(MSG.PLEASE_ENTER_TOKEN).waitFor();
    // Other pages stay closed until the code is entered.
    const code = await generate({ secret: MFA_SECRET, epoch: Math.floor(Date.now() / 1000), period: 30, digits: 6 });
    await page.getByLabel('Code').fill(code);
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.waitForURL('**/home');
    await page.context().close();
  });

  it('forgot password → e-mailed link → reset → sign in with the new password', async () => {
    const page = await browser.newPage();
    await page.goto(appUrl('/login'));
    await page.getByRole('link', { name: 'Create Password' }).click();
    await page.waitForURL('**/forgotpassword');
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.getByText(MSG.LOGIN_NAME_IS_REQUIRED).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'forgot-password');
    const url = await requestResetLink(page, 'bidder4', 'bidder4@delta-global.example');
    await page.goto(appUrl(`/resetpassword${url.search}`));
    await page.getByRole('heading', { name: 'Reset Password' }).waitFor();
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await page.getByText(MSG.PASSWORD_IS_REQUIRED, { exact: true }).waitFor();
    await page.getByText(MSG.CONFIRM_PASSWORD_IS_REQUIRED).waitFor();
    await page.getByLabel('Password', { exact: true }).fill('New-Pass-2026!x');
    await page.getByLabel('Confirm Password').fill('New-Pass-2026!x');
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await page.waitForURL('**/login');
    await signIn(page, 'bidder4', 'New-Pass-2026!x');
    await page.waitForURL(/infocenter/);
    await page.context().close();
  });

  it('an invalid reset link says so and returns to login', async () => {
    const page = await browser.newPage();
    await page.goto(appUrl('/resetpassword?loginName=bidder2&passwordResetCode=not-a-real-code'));
    await page.waitForURL('**/login');
    await page.getByText(MSG.UNABLE_TO_CREATE_RESET_PASSWORD).waitFor();
    await page.context().close();
  });

  it('the redirect page needs a choice, then goes to the chosen centre', async () => {
    const page = await browser.signedInPage('client');
    await page.waitForURL('**/home');
    await page.goto(appUrl('/redirect'));
    await page.getByRole('button', { name: 'Go' }).click();
    await page.getByText(MSG.REDIRECT_CHOICE_REQUIRED).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'redirect');
    await page.getByLabel('Auction Report Center').check();
    await page.getByRole('button', { name: 'Go' }).click();
    await page.waitForURL('**/home');
    await page.goto(appUrl('/redirect'));
    await page.getByLabel('Auction Information Center').check();
    await page.getByRole('button', { name: 'Go' }).click();
    await page.waitForURL('**/infocenterlist');
    await page.context().close();
  });

  it('an expired access token is refreshed on the next call; a session the refresh cannot renew is cleared and the user goes to login', async () => {
    const page = await browser.signedInPage('manager');
    await page.waitForURL('**/home');
    const accessToken = () => page.evaluate(() => (JSON.parse(sessionStorage.getItem('esecauction.session') ?? '{}') as { token?: { access_token: string } }).token?.access_token);
    const expired = await accessToken();
    const expire = (refreshToken?: string) =>
      page.evaluate((rt) => {
        const key = 'esecauction.session';
        const s = JSON.parse(sessionStorage.getItem(key) ?? '{}') as { expiresAt: number; token: { refresh_token: string } };
        sessionStorage.setItem(key, JSON.stringify({ ...s, expiresAt: Date.now() - 1000, token: { ...s.token, refresh_token: rt ?? s.token.refresh_token } }));
      }, refreshToken);
    await expire();
    await page.goto(appUrl('/borrowers'));
    await page.getByRole('heading', { level: 1, name: 'Borrowers' }).waitFor();
    expect(pathOf(page)).toBe('/borrowers');
    expect(await accessToken()).not.toBe(expired);
    // The refresh refused (a used, revoked or forged refresh token, or past the session's end): login, and back here after it.
    await expire('not-a-refresh-token');
    await page.goto(appUrl('/borrowers'));
    await page.waitForURL(/\/login\?returnUrl=%2Fborrowers$/);
    expect((await page.evaluate(() => sessionStorage.getItem('esecauction.session'))) ?? '').not.toContain('access_token');
    await page.context().close();
  });

  it('Logout clears the session and returns to the root (login)', async () => {
    const page = await browser.signedInPage('reporter');
    await page.waitForURL('**/home');
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL('**/login');
    await page.goto(appUrl('/home'));
    await page.waitForURL(/\/login\?returnUrl=%2Fhome/);
    await page.context().close();
  });
});
