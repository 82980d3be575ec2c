import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { promisify } from 'node:util';
import { expect, it } from 'vitest';

/** Whether `pid` is a process that has not ended (a zombie left for its new parent to reap has ended). */
const alive = (pid: number): boolean => {
  try {
    return !/^\d+ \(.*\) [ZX]/.test(readFileSync(`/proc/${pid}/stat`, 'utf8'));
  } catch {
    return false;
  }
};

// A browser-journey run that ended on an unhandled error skipped its teardown and left its servers serving.
it('kills the servers it started when its process exits without stopping them', async () => {
  const kit = new URL('./server-process.test-kit.ts', import.meta.url).href;
  const script = `const { startServer } = await import(${JSON.stringify(kit)}); const s = await startServer(); console.log(s.child.pid); process.exit(0);`;
  const { stdout } = await promisify(execFile)(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { timeout: 60_000 });
  const pid = Number(stdout.trim());
  expect(pid).toBeGreaterThan(0);
  await expect.poll(() => alive(pid), { timeout: 5_000 }).toBe(false);
}, 90_000);
