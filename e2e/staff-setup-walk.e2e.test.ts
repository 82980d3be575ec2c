/**
 * Issue 27, "Setup and information centre" and "Security residue", in the browser over the demo world:
 * no page logs a Permissions-Policy error.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appUrl, launch, newPage, signIn } from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

/** Every console error and warning of the page (Chromium logs header problems there, "Error with Permissions-Policy header" as a warning). */
const consoleProblems = (page: Page): string[] => {
  const problems: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' || m.type() === 'warning') problems.push(m.text());
  });
  return problems;
};

describe('staff setup walk (issue 27)', () => {
  it('logs no Permissions-Policy error on the pages a manager opens', async () => {
    const page = await newPage(browser);
    const problems = consoleProblems(page);
    await page.goto(appUrl('/login'));
    await signIn(page, 'manager');
    await page.goto(appUrl('/auctions'));
    await page.getByRole('heading').first().waitFor();
    expect(problems.filter((e) => /permissions-policy/i.test(e))).toEqual([]);
  });
});
