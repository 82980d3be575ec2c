import { describe, expect, it } from 'vitest';
import { idsOf } from './common';
import { parseExportRows } from './admin-exports';
import { parseSendInvitesBody } from './admin-invitees';
import { readLotsUploadJson } from './admin-lots';

describe('admin body readers', () => {
  it('reads ids from ids, numeric strings or objects', () => {
    expect(idsOf([1, '2', { id: 3 }, 3])).toEqual([1, 2, 3]);
    expect(idsOf(undefined)).toEqual([]);
    expect(idsOf('1')).toBeNull();
    expect(idsOf([{ id: 'x' }])).toBeNull();
  });
  it('reads the sendInvites body in the spec’s flat form and as an object', () => {
    expect(parseSendInvitesBody(['Hello', 'Bid Invite', 'a@b.co', 4, '5'])).toEqual({ text: 'Hello', subject: 'Bid Invite', cc: 'a@b.co', borrowerIds: [4, 5] });
    expect(parseSendInvitesBody({ text: 'Hi', subject: 'AIC Invite', borrowerIds: [1] })).toEqual({ text: 'Hi', subject: 'AIC Invite', cc: '', borrowerIds: [1] });
    expect(parseSendInvitesBody([1, 2])).toBeNull();
  });
  it('refuses an export body that is not a list of objects', () => {
    expect(parseExportRows('rows').ok).toBe(false);
    expect(parseExportRows([1, 2]).ok).toBe(false);
    expect(parseExportRows({ rows: [{ a: 1 }] }).ok).toBe(true);
  });
  it('reads JSON lot records as CSV text, and no csv from records of another shape', () => {
    expect(readLotsUploadJson({ auctionId: '4', records: [['1', 'A, B', 3], '2,C'] })).toEqual({ auctionId: 4, csv: '1,"A, B",3\n2,C' });
    expect(readLotsUploadJson({ records: [{ a: 1 }] })).toEqual({});
  });
});
