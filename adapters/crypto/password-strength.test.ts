import { describe, expect, it } from 'vitest';
import { bundledPasswordStrength } from './password-strength';

const estimator = bundledPasswordStrength();

// One test per password, so a failure names it.
describe('password strength estimator', () => {
  it.each(['Password123!', 'Welcome1!', 'Qwerty123!', 'P@ssw0rd2024', 'Summer2026!', 'Iloveyou1!', 'Letmein123!', 'abcdefgh1', 'qwertyuiop', '1qaz2wsx3edc', 'aaaaaaaaaaaa', 'abcabcabcabc'])(
    'scores the common password %s (a suffix added) below 3, with feedback',
    async (pw) => {
      const e = await estimator.estimate(pw);
      expect(e.score, pw).toBeLessThan(3);
      expect(e.warning.length + e.suggestions.length, pw).toBeGreaterThan(0);
    },
  );

  it('names the warning of a common password and of a heavily used one', async () => {
    expect((await estimator.estimate('Password123!')).warning).toBe('This is similar to a commonly used password.');
    expect((await estimator.estimate('password')).warning).toBe('This is a heavily used password.');
    expect((await estimator.estimate('1234567890')).suggestions.length).toBeGreaterThan(0);
  });

  it("refuses the user's own name and login with the personal-data warning", async () => {
    const e = await estimator.estimate('Morgan2026!', ['manager', 'Morgan', 'Manager', 'morgan.manager@lending-agent.example']);
    expect(e.score).toBeLessThan(3);
    expect(e.warning).toBe('There should not be any personal or page related data.');
  });

  it.each(['Demo-Pass-2026!', 'Correct-Horse-Battery-9', 'correct horse battery staple', 'Correct horse battery staple, Correct horse battery staple,', 'zK8#qL2!vN', 'New-Pass-2026!', 'Tr0ub4dor&3x'])(
    'scores %s 3 or more (the demo password, and those the tests and docs use)',
    async (pw) => {
      expect((await estimator.estimate(pw)).score, pw).toBeGreaterThanOrEqual(3);
    },
  );

  it('gives the demo password no warning and no suggestion', async () => {
    expect(await estimator.estimate('Demo-Pass-2026!')).toMatchObject({ warning: '', suggestions: [] });
  });

  it('judges 128 characters by their first 64: repeated or l33t-only text stays weak', async () => {
    expect((await estimator.estimate('a'.repeat(128))).score).toBeLessThan(3);
    expect((await estimator.estimate('1'.repeat(128))).score).toBeLessThan(3);
    expect((await estimator.estimate(`${'a'.repeat(64)}zK8#qL2!vN`)).score).toBeLessThan(3);
  });
});
