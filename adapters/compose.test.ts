import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { useTempDir } from '../fixtures/temp-dir';
import { fixedClock } from '../core/ports/clock';
import { createCoreDeps, settingsFromEnv } from './compose';
import { DEFAULT_SETTINGS } from './create-core';
import { listOutbox } from './mail/eml';

describe('settingsFromEnv', () => {
  it('has the documented defaults', () => {
    // The defaults are DEFAULT_SETTINGS (create-core.ts), the values of the configuration table in docs/operations.md.
    expect(settingsFromEnv({})).toEqual(DEFAULT_SETTINGS);
    expect(DEFAULT_SETTINGS).toMatchObject({ tokenTtlSeconds: 1800, refreshTtlSeconds: 28800, sessionMaxSeconds: 43200, maxFailedLogins: 10 });
  });

  it('reads the super bidder\'s after-close window', () => {
    expect(settingsFromEnv({ SUPER_BIDDER_AFTER_CLOSE: '45' }).superBidderAfterClose).toEqual({ kind: 'minutes', minutes: 45 });
    expect(settingsFromEnv({ SUPER_BIDDER_AFTER_CLOSE: 'none' }).superBidderAfterClose).toEqual({ kind: 'none' });
    expect(() => settingsFromEnv({ SUPER_BIDDER_AFTER_CLOSE: 'forever' })).toThrow(/SUPER_BIDDER_AFTER_CLOSE/);
  });

  it('reads the environment', () => {
    const s = settingsFromEnv({ PORT: '9090', TOKEN_TTL_SECONDS: '60', ENVIRONMENT_LABEL: 'UAT' });
    expect(s.publicUrl).toBe('http://localhost:9090');
    expect(s.tokenTtlSeconds).toBe(60);
    expect(s.environmentLabel).toBe('UAT');
    expect(settingsFromEnv({ PUBLIC_URL: 'https://auctions.example/' }).publicUrl).toBe('https://auctions.example');
    expect(() => settingsFromEnv({ MAX_FAILED_LOGINS: 'five' })).toThrow(/MAX_FAILED_LOGINS/);
  });

  it('reads the holdings tolerance, the agent and the New York holidays, and stops on a bad one', () => {
    const s = settingsFromEnv({ HOLDINGS_TOLERANCE_PCT: '1.25', AGENT_NAME: 'Agent Bank', AGENT_LEI: '5493001kjtiigc8y1r12', VENUE_NAME: 'Agent Auctions', NY_HOLIDAYS: '2028-01-17, 2027-12-24' });
    expect(s.holdingsTolerancePct).toBe('1.25');
    expect(s.agent).toEqual({ name: 'Agent Bank', lei: '5493001KJTIIGC8Y1R12', venueName: 'Agent Auctions' });
    expect(s.newYorkHolidays).toEqual(['2027-12-24', '2028-01-17']);
    expect(() => settingsFromEnv({ HOLDINGS_TOLERANCE_PCT: 'half' })).toThrow(/HOLDINGS_TOLERANCE_PCT/);
    expect(() => settingsFromEnv({ AGENT_LEI: '5493001KJTIIGC8Y1R13' })).toThrow(/AGENT_LEI/);
    expect(() => settingsFromEnv({ NY_HOLIDAYS: '2026-07-04' })).toThrow(/NY_HOLIDAYS: .*weekend/);
  });
});

describe('createCoreDeps', () => {
  const dir = useTempDir('sla-compose-');

  it('wires a migrated SQLite store, files and the outbox mailer under DATA_DIR', async () => {
    const clock = fixedClock(Date.UTC(2026, 10, 22, 15));
    const { deps, dataDir, outboxDir, close } = await createCoreDeps({ DATA_DIR: dir() }, { clock });
    try {
      expect(dataDir).toBe(path.resolve(dir()));
      expect(deps.store.engine).toBe('sqlite');
      expect((await deps.store.reference.currencies()).map((c) => c.currencyCode)).toContain('USD');
      await deps.files.put('logos/X/x.png', new Uint8Array([1]));
      expect(await deps.files.exists('logos/X/x.png')).toBe(true);
      const sent = await deps.mailer.send({ to: ['someone@borrower.example'], subject: 'Hello', text: 'Body' });
      expect((await listOutbox(outboxDir)).map((m) => m.file)).toEqual([sent.reference]);
      expect(await deps.store.mailLog.list()).toMatchObject([{ subject: 'Hello', reference: sent.reference, sentAt: '2026-11-22T15:00:00.000Z' }]);
    } finally {
      await close();
    }
  });

  it('refuses a PASSWORD_CHECKS_AT_ONCE that is not a whole number from 1, before opening anything', async () => {
    for (const value of ['many', '0']) await expect(createCoreDeps({ DATA_DIR: dir(), PASSWORD_CHECKS_AT_ONCE: value })).rejects.toThrow(/PASSWORD_CHECKS_AT_ONCE/);
  });
});
