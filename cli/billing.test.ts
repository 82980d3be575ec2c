/**
 * `sla billing statements`, run in this process (cli/program.ts runSla) over a SQLite file seeded with the demo
 * world: it writes each borrower's PDF and workbook for the month, `--borrower` narrows to one, `--email` sends
 * them to the borrowers' users (outbox), a bidder acting for itself gets only its own borrower's, a client and a
 * malformed month are refused with one line and their exit codes.
 */
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runSla } from './program';
import type { CliIo } from './cli-io';
import { withSqliteStore } from './sla-process.test-kit';
import { formatEasternDate } from '../core/clock/eastern-format';
import { dayNumberOf, monthsOfTerm } from '../core/billing/accrual';
import { BILLING_MONTH_INVALID } from '../core/domain/staff-messages';
import { MSG } from '../core/domain/messages';
import type { BorrowerStatement } from '../core/billing/statement';
import { EXIT } from './cli-error';

const AUTUMN = 'Autumn 2026 International Equities Auction';

let dir: string;
let env: Record<string, string>;
let month: string;

const sla = async (...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> => {
  let stdout = '';
  let stderr = '';
  const io: CliIo = { env, out: (t) => void (stdout += t), err: (t) => void (stderr += t), isTTY: false };
  const code = await runSla(args, io);
  return { code, stdout, stderr };
};

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'sla-billing-'));
  env = { DATABASE_URL: path.join(dir, 'app.db'), DATA_DIR: path.join(dir, 'data'), SMTP_URL: '', DEMO_PASSWORD: '' };
  expect((await sla('migrate')).code).toBe(0);
  const seeded = await sla('seed', '--demo');
  expect(seeded.code, seeded.stderr).toBe(0);
  const auction = await withSqliteStore(env.DATABASE_URL, (store) => store.auctions.getByName(AUTUMN));
  if (!auction) throw new Error('no Autumn auction');
  // The second month of its term: every awarded lot accrues all of it.
  month = monthsOfTerm({ startDay: dayNumberOf(formatEasternDate(auction.termStartDate)), days: 90 })[1];
}, 120_000);
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('sla billing statements', { timeout: 120_000 }, () => {
  it("writes each borrower's statement as a PDF and a workbook whose figures are the statement's", async () => {
    const out = path.join(dir, 'all');
    const run = await sla('billing', 'statements', AUTUMN, '--month', month, '--out', out, '--json');
    expect(run.code, run.stderr).toBe(0);
    const answer = JSON.parse(run.stdout) as { statements: BorrowerStatement[]; written: { borrower: string; files: string[] }[]; emailed: null };
    expect(answer.statements.length).toBeGreaterThan(1);
    expect(answer.emailed).toBeNull();
    const files = (await readdir(out)).sort();
    expect(files).toHaveLength(2 * answer.statements.length);
    for (const s of answer.statements) {
      const [pdf, xlsx] = answer.written.find((w) => w.borrower === s.borrower.companyCode)?.files ?? [];
      expect((await readFile(pdf)).subarray(0, 5).toString()).toBe('%PDF-');
      const book = new ExcelJS.Workbook();
      await book.xlsx.load((await readFile(xlsx)) as unknown as ArrayBuffer);
      const rows: unknown[][] = [];
      book.worksheets[0].eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
      const header = rows.findIndex((r) => r[0] === 'Lot');
      const lines = rows.slice(header + 1, header + 1 + s.lines.length);
      expect(lines.map((r) => [r[0], r[7]])).toEqual(s.lines.map((l) => [expect.anything(), l.currency]));
      const amounts = lines.map((r) => r[8]);
      expect(amounts).toEqual(s.lines.map((l) => Number(l.amount)));
    }
  });

  it('narrows to one borrower, and e-mails with --email as the award user', async () => {
    const out = path.join(dir, 'one');
    const listed = JSON.parse((await sla('billing', 'statements', AUTUMN, '--month', month, '--out', path.join(dir, 'all'), '--json')).stdout) as { statements: BorrowerStatement[] };
    const code = listed.statements[0].borrower.companyCode;
    const one = await sla('billing', 'statements', AUTUMN, '--month', month, '--out', out, '--borrower', code.toLowerCase());
    expect(one.code, one.stderr).toBe(0);
    expect(one.stdout).toContain(`1 statements of ${AUTUMN} for ${month}:`);
    expect(await readdir(out)).toHaveLength(2);

    const mailed = await sla('billing', 'statements', AUTUMN, '--month', month, '--out', out, '--borrower', code, '--email', '--json');
    expect(mailed.code, mailed.stderr).toBe(0);
    const emailed = (JSON.parse(mailed.stdout) as { emailed: { sent: number; failed: unknown[] } }).emailed;
    expect(emailed.sent).toBeGreaterThan(0);
    expect(emailed.failed).toEqual([]);
    const outbox = await readdir(path.join(dir, 'data', 'outbox'));
    expect(outbox.length).toBeGreaterThanOrEqual(emailed.sent);

    const refused = await sla('billing', 'statements', AUTUMN, '--month', month, '--out', out, '--email', '--as', 'reporter');
    expect(refused.code).toBe(EXIT.DENIED);
    expect(refused.stderr.trim()).toBe(`error: ${MSG.FORBIDDEN}`);
  });

  it("gives a borrower's user only its own statement, and refuses a client and a malformed month", async () => {
    const own = await sla('billing', 'statements', AUTUMN, '--month', month, '--out', path.join(dir, 'own'), '--as', 'bidder1', '--json');
    if (own.code === 0) {
      const statements = (JSON.parse(own.stdout) as { statements: BorrowerStatement[] }).statements;
      expect(statements.map((s) => s.borrower.companyCode)).toEqual(['ALPHA']);
    } else {
      // ALPHA has no confirmed award here: the auction answers like an unknown one.
      expect(own.code).toBe(EXIT.NOT_FOUND);
    }
    const client = await sla('billing', 'statements', AUTUMN, '--month', month, '--as', 'client');
    expect(client.code).toBe(EXIT.DENIED);
    const bad = await sla('billing', 'statements', AUTUMN, '--month', '2026-13');
    expect(bad.code).toBe(EXIT.INVALID);
    expect(bad.stderr.trim().split('\n')).toHaveLength(1);
    expect(bad.stderr).toContain(`error: ${BILLING_MONTH_INVALID}`);
  });
});
