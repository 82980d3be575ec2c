/** The report selector's list (a report is its entry here, with its screen). */
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { MemoryStorage } from '../../../lib/memory-storage.test-kit';

let list: typeof import('./report-list');
beforeAll(async () => {
  // The screens reach the session module, which reads the browser's storage when loaded.
  vi.stubGlobal('localStorage', new MemoryStorage());
  vi.stubGlobal('sessionStorage', new MemoryStorage());
  list = await import('./report-list');
});

describe('report list', () => {
  it('gives each report its own id and a screen of its own', () => {
    const ids = list.REPORTS.map((r) => r.id);
    expect(new Set(ids).size).toBe(ids.length);
    const views = list.REPORTS.map((r) => r.view);
    expect(views.every((v) => typeof v === 'function')).toBe(true);
    expect(new Set(views).size).toBe(views.length);
  });

  it("shows whoever may call a report's route that report, and nobody else", () => {
    expect(list.reportsFor(['REPORT']).map((r) => r.label)).toEqual(list.REPORTS.map((r) => r.label));
    const client = list.reportsFor(['CLIENT']).map((r) => r.label);
    expect(client).not.toContain('Award Summary');
    expect(client).not.toContain('Auction Recommendations');
    expect(client).toContain('Auction Summary');
    expect(list.reportsFor(['BIDDER'])).toEqual([]);
  });
});
