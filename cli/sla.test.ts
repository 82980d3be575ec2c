/**
 * End-to-end tests of the `sla` command: real processes (node bin/sla.mjs) over a fresh SQLite
 * file and data folder, then the database is opened to check what was written.
 */
import { spawn } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '../core/domain/messages';
import type { Store } from '../core/ports/repositories';
import { makeAuction } from '../fixtures/builders';
import { ROOT, slaRunner, withSqliteStore, type Run } from './sla-process.test-kit';

const fixture = (name: string) => path.join(ROOT, 'fixtures', name);

let dir: string;
let env: Record<string, string>;

const sla = slaRunner(() => env);

/** Opens the test database (migrated by `sla migrate` in the first test), runs `fn`, closes it. */
const withStore = <T>(fn: (store: Store) => Promise<T>): Promise<T> => withSqliteStore(env.DATABASE_URL, fn);

const expectOneLineError = (run: Run, exitCode: number, text: string) => {
  expect(run.code, run.stderr).toBe(exitCode);
  expect(run.stderr.trim().split('\n')).toHaveLength(1);
  expect(run.stderr).toContain(text);
  expect(run.stderr).not.toMatch(/\n\s+at /);
};

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'sla-cli-'));
  env = { DATABASE_URL: path.join(dir, 'app.db'), DATA_DIR: path.join(dir, 'data'), SMTP_URL: '', DEMO_PASSWORD: '' };
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('sla', { timeout: 120_000 }, () => {
  it('migrates, and seeds the demo world idempotently', async () => {
    const migrated = await sla('migrate', '--json');
    expect(migrated.code, migrated.stderr).toBe(0);
    expect(JSON.parse(migrated.stdout)).toMatchObject({ engine: 'sqlite', appliedNow: expect.arrayContaining([expect.stringMatching(/initial/)]) });

    const first = await sla('seed', '--demo');
    expect(first.code, first.stderr).toBe(0);
    expect(first.stdout).toContain('superbidder');
    expect(first.stdout).toContain('Demo-Pass-2026!');
    const count = () =>
      withStore(async (store) => {
        const auctions = await store.auctions.list();
        let lots = 0;
        let bids = 0;
        for (const a of auctions) {
          lots += (await store.lots.listByAuction(a.id)).length;
          bids += (await store.bids.listByAuction(a.id)).length;
        }
        return { users: (await store.users.list()).length, clients: (await store.clients.list()).length, auctions: auctions.length, lots, bids };
      });
    const before = await count();
    expect(before.users).toBeGreaterThanOrEqual(12);
    expect(before.auctions).toBeGreaterThanOrEqual(3);

    const second = await sla('seed', '--demo', '--json');
    expect(second.code, second.stderr).toBe(0);
    expect(JSON.parse(second.stdout).created).toMatchObject({ users: 0, auctions: 0, lots: 0, bids: 0 });
    expect(await count()).toEqual(before);

    await withStore(async (store) => {
      const mfa = await store.users.getByLogin('mfauser');
      expect(mfa?.mfaEnabled).toBe(true);
      const superbidder = await store.users.getByLogin('superbidder');
      const bidder1 = await store.users.getByLogin('bidder1');
      expect(superbidder?.bidderId).toBe(bidder1?.id);
      expect((await store.users.getCredentials(bidder1?.id ?? -1)).passwordHash).toMatch(/^scrypt\$/);
    });
  });

  it('adds users with the form validation messages and exit codes', async () => {
    const added = await sla('user', 'add', '--login', 'newbidder', '--email', 'newbidder@alpha.example', '--first', 'New', '--last', 'Bidder', '--roles', 'BIDDER', '--borrower', 'ALPHA', '--password', 'Another-Pass-9');
    expect(added.code, added.stderr).toBe(0);
    expect(added.stdout).toContain('Created user newbidder');

    const [invalid, superWithOthers, duplicate, unknownBorrower, missingOption] = await Promise.all([
      sla('user', 'add', '--login', 'x1', '--email', '', '--first', 'A', '--last', 'B', '--roles', ''),
      sla('user', 'add', '--login', 'x2', '--email', 'x2@a.example', '--first', 'A', '--last', 'B', '--roles', 'SUPERBIDDER,BIDDER'),
      sla('user', 'add', '--login', 'NEWBIDDER', '--email', 'n@a.example', '--first', 'A', '--last', 'B', '--roles', 'REPORT'),
      sla('user', 'add', '--login', 'x3', '--email', 'x3@a.example', '--first', 'A', '--last', 'B', '--roles', 'BIDDER', '--borrower', 'NOPE'),
      sla('user', 'add', '--login', 'x4'),
    ]);
    expectOneLineError(invalid, 2, 'Unable to create user');
    expect(invalid.stderr).toContain('Email is required');
    expect(invalid.stderr).toContain('Please select Role');
    expectOneLineError(superWithOthers, 2, 'Cannot select other roles with Super Bidder role');
    expectOneLineError(duplicate, 4, 'Unable to save. Login Name already exists.');
    expectOneLineError(unknownBorrower, 3, 'No borrower with shortname "NOPE"');
    expectOneLineError(missingOption, 2, '--email');

    await withStore(async (store) => {
      const user = await store.users.getByLogin('newbidder');
      expect(user).toMatchObject({ roles: ['BIDDER'], emailAddress: 'newbidder@alpha.example' });
      expect(user?.borrowerId).toBe((await store.borrowers.getByCode('ALPHA'))?.id);
      for (const login of ['x1', 'x2', 'x3', 'x4']) expect(await store.users.getByLogin(login)).toBeNull();
    });
  });

  it('e-mails a reset link to the outbox and enrols MFA', async () => {
    const reset = await sla('user', 'reset-password', 'bidder2');
    expect(reset.code, reset.stderr).toBe(0);
    const outbox = await sla('outbox', '--json');
    expect(outbox.code, outbox.stderr).toBe(0);
    const mails = JSON.parse(outbox.stdout) as Array<{ file: string; to: string[] }>;
    expect(mails.at(-1)?.to).toEqual(['bidder2@beta-capital.example']);
    const shown = await sla('outbox', mails.at(-1)?.file ?? '', '--json');
    expect(JSON.parse(shown.stdout).text).toMatch(/resetpassword\?loginName=bidder2&passwordResetCode=/);

    const [mfa, unknown, log] = await Promise.all([
      sla('user', 'mfa', 'bidder3', '--json'),
      sla('user', 'reset-password', 'nobody'),
      sla('outbox', '--log', '--json'),
    ]);
    expect(JSON.parse(log.stdout)).toMatchObject([{ to: ['bidder2@beta-capital.example'], reference: mails.at(-1)?.file }]);
    expect(mfa.code, mfa.stderr).toBe(0);
    expect(JSON.parse(mfa.stdout).uri).toMatch(/^otpauth:\/\/totp\//);
    expectOneLineError(unknown, 3, 'No user with login name "nobody"');
    await withStore(async (store) => {
      expect((await store.users.getByLogin('bidder3'))?.mfaEnabled).toBe(true);
    });
  });

  it('imports lots from CSV, skipping bad rows and writing nothing for rejected files', async () => {
    const ids = await withStore(async (store) => {
      const clientId = (await store.clients.getByCode('NORTHPEN'))?.id ?? -1;
      const make = async (name: string) => (await store.auctions.create(makeAuction({ clientId, auctionName: name }))).id;
      return { sample: await make('CLI import sample'), wrong: await make('CLI import wrong count'), bad: await make('CLI import bad values') };
    });
    const sample = await sla('lots', 'import', 'CLI import sample', fixture('lots-sample.csv'), '--json');
    expect(sample.code, sample.stderr).toBe(0);
    expect(JSON.parse(sample.stdout)).toMatchObject({ imported: 32, skipped: [] });

    const [empty, headerOnly, wrong, bad, missing] = await Promise.all([
      sla('lots', 'import', String(ids.sample), fixture('empty.csv')),
      sla('lots', 'import', String(ids.sample), fixture('header-only.csv')),
      sla('lots', 'import', String(ids.wrong), fixture('wrong-field-count.csv')),
      sla('lots', 'import', String(ids.bad), fixture('bad-values.csv'), '--json'),
      sla('lots', 'import', String(ids.sample), fixture('no-such-file.csv')),
    ]);
    expectOneLineError(empty, 2, 'Please do not upload an empty file');
    expectOneLineError(headerOnly, 2, 'Please make sure the template has data');
    expect(wrong.code, wrong.stderr).toBe(0);
    expect(wrong.stdout).toContain('Line 3: Expected 16 fields, found 11');
    expect(wrong.stdout).toContain('Line 5: Expected 16 fields, found 18');
    expect(bad.code, bad.stderr).toBe(0);
    const badSummary = JSON.parse(bad.stdout) as { imported: number; skipped: Array<{ line: number; reason: string }> };
    expect(badSummary.imported).toBe(1);
    expect(badSummary.skipped.map((s) => s.line)).toEqual([3, 4, 5, 6, 7, 8, 9]);
    expectOneLineError(missing, 2, 'no such file');
    // Importing nothing (every row a duplicate) fails, listing the skipped lines on stdout.
    const none = await sla('lots', 'import', String(ids.sample), fixture('lots-sample.csv'));
    expectOneLineError(none, 2, 'No lots were imported');
    expect(none.stdout).toContain('Line 2:');

    await withStore(async (store) => {
      const lots = await store.lots.listByAuction(ids.sample);
      expect(lots).toHaveLength(32);
      expect(lots.map((l) => l.lotName)).toContain('Large Cap, Growth and Income');
      expect(lots.map((l) => l.lotName)).toContain('Europe ex-UK, "Core" Financials');
      expect((await store.lots.listByAuction(ids.wrong)).map((l) => l.lotNumber)).toEqual(['1', '3', '5']);
      expect((await store.lots.listByAuction(ids.bad)).map((l) => l.lotName)).toEqual(['Good lot']);
    });
  });

  it('generates, confirms and unconfirms awards', async () => {
    const name = 'Summer 2026 ETF and Treasury Auction';
    const generated = await sla('award', 'generate', name, '--json');
    expect(generated.code, generated.stderr).toBe(0);
    const awards = JSON.parse(generated.stdout).awards as unknown[];
    expect(awards.length).toBeGreaterThan(0);

    const confirmed = await sla('award', 'confirm', name);
    expect(confirmed.code, confirmed.stderr).toBe(0);
    const [again, regenerate] = await Promise.all([sla('award', 'confirm', name), sla('award', 'generate', name)]);
    expectOneLineError(again, 4, MSG.AWARDS_ALREADY_CONFIRMED);
    expect(regenerate.code).toBe(4);

    const reason = 'Client asked to revisit lot 2';
    const unconfirmed = await sla('award', 'unconfirm', name, '--reason', reason, '--as', 'awarder');
    expect(unconfirmed.code, unconfirmed.stderr).toBe(0);
    const [notAwarder, noAuction] = await Promise.all([
      sla('award', 'confirm', name, '--as', 'bidder1'),
      sla('award', 'confirm', 'No such auction'),
    ]);
    expectOneLineError(notAwarder, 5, 'You do not have access to this function.');
    expectOneLineError(noAuction, 3, 'No auction');
    // The demo seed started the ledger; every award change since chained onto it.
    const audited = await sla('audit', 'verify', name, '--json');
    expect(audited.code, audited.stderr).toBe(0);
    expect(JSON.parse(audited.stdout)).toMatchObject({ intact: true, problem: null });

    await withStore(async (store) => {
      const auction = await store.auctions.getByName(name);
      expect(auction?.awardConfirmFlag).toBe(false);
      expect(await store.awards.listByAuction(auction?.id ?? -1)).toHaveLength(awards.length);
      const history = await store.awards.listHistory(auction?.id ?? -1);
      expect(history.map((h) => h.action)).toEqual(['CONFIRM', 'UNCONFIRM']);
      expect(history[1].reason).toBe(reason);
    });
  });

  it('optimises the award: gain over the preselection, caps with their cost, --apply, refused once confirmed', async () => {
    const name = 'Summer 2026 ETF and Treasury Auction';
    const savedBefore = await withStore(async (store) => store.awards.listByAuction((await store.auctions.getByName(name))?.id ?? -1));
    const proposed = await sla('award', 'optimize', name, '--json');
    expect(proposed.code, proposed.stderr).toBe(0);
    const proposal = JSON.parse(proposed.stdout) as { total: string; preselectionTotal: string; gain: string; proven: boolean; selectedBidIds: number[]; awards: { lotNumber: string }[] };
    // The demo's combos 6-7 and 8-9 together beat the 7-8 combo the preselection takes with lots 6 and 9 (in dollars:
    // lots 3, 6 and 9 are EUR lots at 1.0850).
    expect(proposal).toMatchObject({ total: '1008474.75', preselectionTotal: '1001546.34', gain: '6928.41', proven: true, currency: 'USD' });
    expect(proposal.awards.map((a) => a.lotNumber)).toEqual(expect.arrayContaining(['7E', '9F']));
    expect(await withStore(async (store) => store.awards.listByAuction((await store.auctions.getByName(name))?.id ?? -1))).toEqual(savedBefore);

    const capped = await sla('award', 'optimize', name, '--max-lots', 'BETA=4', '--cap', 'Alpha Securities LLC=150000000', '--time-limit', '5');
    expect(capped.code, capped.stderr).toBe(0);
    expect(capped.stdout).toContain('; cost of the limits 10095.02 USD');
    expect(capped.stdout).not.toContain('gain -');
    expect(capped.stdout).toContain('cap Beta Capital Markets lots 4: used 4, costs 10095.02 USD');
    // Alpha's 7E (lots 6-7) is worth USD 165,093,750 of market value now that its EUR lot counts at 1.085: over the cap.
    expect(capped.stdout).toContain('cap Alpha Securities LLC market value 150000000.00 USD: used 79250000.00 USD, costs 10358.87 USD');

    const [badLots, badLimit, badBorrower] = await Promise.all([
      sla('award', 'optimize', name, '--max-lots', 'BETA=many'),
      sla('award', 'optimize', name, '--time-limit', '0'),
      sla('award', 'optimize', name, '--cap', 'NOBODY=5'),
    ]);
    expectOneLineError(badLots, 2, 'A lot cap is a whole number of lots.');
    expectOneLineError(badLimit, 2, 'The time limit must be more than 0 seconds.');
    expectOneLineError(badBorrower, 2, 'No borrower "NOBODY" has confirmed bids in this auction.');

    const applied = await sla('award', 'optimize', name, '--apply', '--json');
    expect(applied.code, applied.stderr).toBe(0);
    expect(JSON.parse(applied.stdout).applied).toBe('Saved Bids Selected.');
    const awardedBids = () => withStore(async (store) => (await store.awards.listByAuction((await store.auctions.getByName(name))?.id ?? -1)).map((a) => a.bidId).sort((a, b) => a - b));
    expect(await awardedBids()).toEqual(proposal.selectedBidIds);

    expect((await sla('award', 'confirm', name)).code).toBe(0);
    const refused = await sla('award', 'optimize', name, '--apply');
    expectOneLineError(refused, 4, 'confirmed');
    expect(await awardedBids()).toEqual(proposal.selectedBidIds);
    expect((await sla('award', 'unconfirm', name, '--reason', 'optimiser test')).code).toBe(0);
  }, 300_000); // seven rounds of CLI processes: slow on a loaded machine

  it('solves a winner-determination instance file in the documented format', async () => {
    const file = path.join(dir, 'instance.json');
    await writeFile(
      file,
      JSON.stringify({
        lots: [{ id: 1, marketValue: 1000 }, { id: 2, marketValue: 1000 }, { id: 3, marketValue: 500 }],
        bids: [
          { id: 1, bidder: 'B7', lots: [1, 2], value: 4567 },
          { id: 2, bidder: 'B8', lots: [1], value: 3000 },
          { id: 3, bidder: 'B8', lots: [2], value: 2000 },
          { id: 4, bidder: 'B7', lots: [3], value: 100 },
        ],
        caps: { B7: { marketValue: 2000, lots: 3 } },
      }),
    );
    const solved = await sla('award', 'solve', file, '--json');
    expect(solved.code, solved.stderr).toBe(0);
    const answer = JSON.parse(solved.stdout) as Record<string, unknown>;
    expect(Object.keys(answer)).toEqual(['objective', 'winners', 'proven', 'ms']);
    expect(answer).toMatchObject({ objective: 5100, winners: [2, 3, 4], proven: true, ms: expect.any(Number) });

    const bad = path.join(dir, 'bad-instance.json');
    await writeFile(bad, JSON.stringify({ lots: [{ id: 1, marketValue: 10 }], bids: [{ id: 1, bidder: 'B1', lots: [2], value: 5 }] }));
    const [unknownLot, missing] = await Promise.all([sla('award', 'solve', bad), sla('award', 'solve', path.join(dir, 'nothing.json'))]);
    expectOneLineError(unknownLot, 2, 'bid 1 names lot 2, which is not in "lots"');
    expectOneLineError(missing, 2, 'Cannot read');
  });

  it('backs up the SQLite database to a readable file', async () => {
    const file = path.join(dir, 'backup', 'copy.db');
    const run = await sla('backup', file);
    expect(run.code, run.stderr).toBe(0);
    const copy = new Database(file, { readonly: true });
    try {
      const row = copy.prepare('select count(*) as n from users').get() as { n: number };
      expect(row.n).toBeGreaterThanOrEqual(13);
    } finally {
      copy.close();
    }
  });

  it('ends cleanly with its own status when the reader of its output has gone (sla … | head -2)', async () => {
    const run = await new Promise<Run>((resolve) => {
      const child = spawn(process.execPath, [path.join(ROOT, 'bin/sla.mjs'), 'audit', 'verify', '1'], { cwd: ROOT, env: { ...process.env, ...env } });
      // Closed before the command writes its first line: every line it writes meets a closed pipe (EPIPE).
      child.stdout.destroy();
      let stderr = '';
      child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
      child.on('close', (code) => resolve({ code: code ?? -1, stdout: '', stderr }));
    });
    expect(run).toEqual({ code: 0, stdout: '', stderr: '' });
  });

  it('prints help and refuses unknown commands with one line', async () => {
    const [help, unknown] = await Promise.all([sla('lots', 'import', '--help'), sla('frobnicate')]);
    expect(help.code).toBe(0);
    expect(help.stdout).toContain('Usage: sla lots import');
    expectOneLineError(unknown, 2, 'unknown command');
  });
});
