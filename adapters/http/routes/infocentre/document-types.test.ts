/**
 * The info centre publishes only PDF, Office documents, CSV, plain text and images, checked by
 * content; anything else is refused with a clear message and nothing is written; downloads are
 * attachments served as the type their content was accepted as.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { testAppForEachTest } from '../../tests/kits/test-app-lifecycle.test-kit';
import { snapshotter, type Snapshotter } from '../../tests/kits/db-snapshot.test-kit';
import { documentTypeRefused } from '../../../../core/domain/staff-messages';
import { bytesOf } from '../../tests/kits/participation.test-kit';
import { contentTypesBombDocx } from '../../../excel/hostile-xlsx.test-kit';

const t = testAppForEachTest();
let snap: Snapshotter;
let live: number;
let manager: string;
beforeEach(async () => {
  snap = snapshotter(t);
  live = t.world.auctions.live.id;
  manager = await t.signIn('manager');
  await t.request('POST', `/api/auction/choosetemplate/${live}/columns/false`, { token: manager });
});
afterEach(() => {
  snap.close();
});

const EXE = Uint8Array.from([0x4d, 0x5a, 0x90, 0, 3, 0, 0, 0, 4, 0, 0, 0, 0xff, 0xff]);

const ruleRows = async () => (await (await t.request('POST', `/api/auction/auctionrulesedit/${live}`, { token: manager })).json()) as { id: number }[];

const upload = async (files: [rowId: number, name: string, content: Uint8Array][]) => {
  const form = new FormData();
  for (const [id, name, content] of files) {
    form.append('uploadedfiles', new Blob([new Uint8Array(content)]), name);
    form.append('uploadedruleid', String(id));
  }
  return t.request('POST', `/api/auction/uploadrulesfiles/${live}`, { token: manager, form });
};

describe('info-centre document types: only the kinds staff publish', () => {
  it('refuses evil.exe, and an executable renamed .pdf, with a clear message, writing nothing (not even the good file beside it)', async () => {
    const rows = await ruleRows();
    const xlsx = await t.deps.spreadsheets.render({ sheets: [{ name: 'Lots', rows: [['Lot'], ['1']] }] });
    for (const [name, content] of [['evil.exe', EXE], ['Auction Rules.pdf', EXE], ['run.sh', new TextEncoder().encode('#!/bin/sh\n')]] as const) {
      const before = await snap.snapshot();
      const res = await upload([[rows[0].id, 'Lots.xlsx', xlsx], [rows[1].id, name, content]]);
      expect(res.status, name).toBe(400);
      const answer = (await res.json()) as { error: string; fields?: Record<string, string> };
      expect(answer.error).toBe(documentTypeRefused(name));
      expect(answer.fields?.uploadedfiles).toBe(documentTypeRefused(name));
      expect(await snap.snapshot(), `${name} wrote`).toBe(before);
    }
  });

  it("refuses a .docx whose [Content_Types].xml declares 1,000 bytes and inflates to 1,000 MiB, file-type inflating no more than its 1 MiB bound", async () => {
    // Every byte file-type inflates goes through DecompressionStream: count what comes out of them.
    let inflated = 0;
    const Original = globalThis.DecompressionStream;
    class Counting extends Original {
      constructor(format: CompressionFormat) {
        super(format);
        const counted = super.readable.pipeThrough(new TransformStream<Uint8Array, Uint8Array>({ transform: (chunk, out) => ((inflated += chunk.length), out.enqueue(chunk)) }));
        Object.defineProperty(this, 'readable', { get: () => counted });
      }
    }
    vi.stubGlobal('DecompressionStream', Counting);
    try {
      const rows = await ruleRows();
      const before = await snap.snapshot();
      const res = await upload([[rows[0].id, 'Rules.docx', contentTypesBombDocx()]]);
      expect(res.status).toBe(400);
      expect(((await res.json()) as { error: string }).error).toBe(documentTypeRefused('Rules.docx'));
      expect(await snap.snapshot()).toBe(before);
    } finally {
      vi.unstubAllGlobals();
    }
    expect(inflated).toBeGreaterThan(0);
    expect(inflated).toBeLessThanOrEqual(1024 * 1024 + 64 * 1024);
  });

  it('accepts a real workbook and serves it as an attachment with its type', async () => {
    const rows = await ruleRows();
    const xlsx = await t.deps.spreadsheets.render({ sheets: [{ name: 'Lots', rows: [['Lot'], ['1']] }] });
    expect((await upload([[rows[0].id, 'Lots.xlsx', xlsx]])).status).toBe(200);
    const file = await t.request('POST', '/api/auction/download/rules', { token: manager, json: { id: rows[0].id } });
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(file.headers.get('content-disposition')).toMatch(/^attachment; filename="Lots.xlsx"/);
    expect(file.headers.get('x-content-type-options')).toBe('nosniff');
    expect(await bytesOf(file)).toEqual(new Uint8Array(xlsx));
  });

  it('serves a file stored before the check (an .exe) as opaque bytes, still as an attachment', async () => {
    const rows = await ruleRows();
    await t.deps.files.put(`auctions/${live}/rules/${rows[0].id}-evil.exe`, EXE);
    await t.deps.store.infoCentre.setDocumentFile(rows[0].id, 'evil.exe', `auctions/${live}/rules/${rows[0].id}-evil.exe`);
    const file = await t.request('POST', '/api/auction/download/rules', { token: manager, json: { id: rows[0].id } });
    expect(file.headers.get('content-type')).toBe('application/octet-stream');
    expect(file.headers.get('content-disposition')).toMatch(/^attachment;/);
  });
});
