import { describe, expect, it } from 'vitest';
import { idsOf, parseExportRows, parseInviteesChange, parseLotIds, parseSendInvitesBody, parseUserListChange, readSendInvitesBody } from './admin-bodies';

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
    const title = { report: 'Bid Overview', client: 'Acme', auction: 'Autumn', auctionDate: '2026-11-22T14:30:00.000Z' };
    expect(parseExportRows({ rows: [{ a: 1 }], title })).toEqual({ ok: true, value: { rows: [{ a: 1 }], title } });
    expect(parseExportRows([{ a: 1 }])).toEqual({ ok: true, value: { rows: [{ a: 1 }], title: null } });
    for (const bad of [{ client: 'x' }, { report: ' ' }, { report: 'R', auctionDate: 'soon' }, { report: 'R', client: 3 }, { report: 'x'.repeat(256) }, 'R']) {
      expect(parseExportRows({ rows: [{ a: 1 }], title: bad }).ok, JSON.stringify(bad)).toBe(false);
    }
  });
  it('reads back its own answers unchanged (the edge and the use case both run them)', () => {
    const again = <T>(parse: (b: unknown) => { ok: boolean; value?: T }, body: unknown) => {
      const once = parse(body);
      expect(once.ok).toBe(true);
      expect(parse(once.value)).toEqual(once);
    };
    again(parseLotIds, { lots: [{ id: 3 }, '4', 3] });
    again(parseInviteesChange, { added: [{ id: 1 }, '2'] });
    again(parseUserListChange, { checked: [5], removed: ['6'] });
    again(readSendInvitesBody, ['Hello', 'Bid Invite', 'a@b.co', 4, '5']);
    again(parseExportRows, { rows: [{ a: 1 }] });
    again(parseExportRows, { rows: [{ a: 1 }], title: { report: 'R', auction: 'A' } });
  });
});
