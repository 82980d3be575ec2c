// Clients and borrowers saved by the use cases themselves (no HTTP), on the known test world.
import { LEI_INVALID } from '../parties/parties';
import { describe, expect, it } from 'vitest';
import { useCaseWorldForAllTests } from '../../fixtures/use-case-world.test-kit';
import { MSG } from '../domain/messages';
import { loadClient, saveClient, BLANK_CLIENT } from './clients';
import { loadBorrower, saveBorrower, BLANK_BORROWER } from './borrowers';

const w = useCaseWorldForAllTests();

describe('saveClient', () => {
  it('creates a client with trimmed name and shortname, and writes it', async () => {
    const r = await saveClient(w.deps, w.actor('manager'), { id: -1, clientName: '  Initech Trust ', clientCode: ' INIT ', active: true });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.value).toMatchObject({ clientName: 'Initech Trust', clientCode: 'INIT', active: true, logoFile: null });
    expect(await w.deps.store.clients.get(r.value.id)).toEqual(r.value);
  });

  it('refuses a shortname another client has: CONFLICT with the spec message, nothing written', async () => {
    const before = await w.deps.store.clients.list();
    const r = await saveClient(w.deps, w.actor('manager'), { id: -1, clientName: 'Another Acme', clientCode: 'ACME' });
    expect(r).toMatchObject({ ok: false, code: 'CONFLICT', message: MSG.UNABLE_TO_SAVE_SHORTNAME_ALREADY_EXISTS });
    expect(await w.deps.store.clients.list()).toHaveLength(before.length);
  });

  it('renaming a client to another client\'s shortname is a CONFLICT and leaves it unchanged', async () => {
    const { globex } = w.world.clients;
    const r = await saveClient(w.deps, w.actor('manager'), { id: globex.id, clientName: globex.clientName, clientCode: 'ACME' });
    expect(r).toMatchObject({ ok: false, code: 'CONFLICT', message: MSG.UNABLE_TO_SAVE_SHORTNAME_ALREADY_EXISTS });
    expect((await w.deps.store.clients.get(globex.id))?.clientCode).toBe('GLOBEX');
  });

  it('answers each blank required field with its spec message', async () => {
    const r = await saveClient(w.deps, w.actor('manager'), { id: -1, clientName: ' ', clientCode: '' });
    expect(r).toMatchObject({ ok: false, code: 'VALIDATION', fields: { clientName: MSG.CLIENT_NAME_IS_REQUIRED, clientCode: MSG.SHORTNAME_IS_REQUIRED } });
  });

  it('updates an existing client, keeping its logo file', async () => {
    const { acme } = w.world.clients;
    await w.deps.store.clients.update({ ...acme, logoFile: 'acme.png' });
    const r = await saveClient(w.deps, w.actor('manager'), { id: acme.id, clientName: 'Acme Pension Fund II', clientCode: 'ACME', active: false });
    expect(r).toMatchObject({ ok: true, value: { id: acme.id, clientName: 'Acme Pension Fund II', active: false, logoFile: 'acme.png' } });
    await w.deps.store.clients.update(acme);
  });

  it('answers NOT_FOUND for an unknown id, and FORBIDDEN for a user who may not manage clients', async () => {
    expect(await saveClient(w.deps, w.actor('manager'), { id: 999_999, clientName: 'X', clientCode: 'X' })).toMatchObject({ ok: false, code: 'NOT_FOUND', message: MSG.NOT_FOUND });
    expect(await saveClient(w.deps, w.actor('bidder1'), { id: -1, clientName: 'X', clientCode: 'XX' })).toMatchObject({ ok: false, code: 'FORBIDDEN' });
    expect((await w.deps.store.clients.list()).some((c) => c.clientCode === 'XX')).toBe(false);
  });

  it('loads the blank form for -1 and the stored client otherwise', async () => {
    expect(await loadClient(w.deps, w.actor('manager'), -1)).toEqual({ ok: true, value: BLANK_CLIENT });
    expect(await loadClient(w.deps, w.actor('manager'), w.world.clients.globex.id)).toEqual({ ok: true, value: w.world.clients.globex });
  });
});

describe('saveBorrower', () => {
  it('creates a borrower and writes it', async () => {
    const r = await saveBorrower(w.deps, w.actor('manager'), { id: -1, companyName: ' Third Lane Capital', companyCode: 'TLC ' });
    expect(r).toMatchObject({ ok: true, value: { companyName: 'Third Lane Capital', companyCode: 'TLC', active: true } });
    if (r.ok) expect(await w.deps.store.borrowers.get(r.value.id)).toEqual(r.value);
  });

  it('refuses a duplicate shortname, new or renamed: CONFLICT with the spec message', async () => {
    const count = (await w.deps.store.borrowers.list()).length;
    const created = await saveBorrower(w.deps, w.actor('manager'), { id: -1, companyName: 'Copy', companyCode: 'FBB' });
    expect(created).toMatchObject({ ok: false, code: 'CONFLICT', message: MSG.UNABLE_TO_SAVE_SHORTNAME_ALREADY_EXISTS });
    expect(await w.deps.store.borrowers.list()).toHaveLength(count);
    const { second } = w.world.borrowers;
    const renamed = await saveBorrower(w.deps, w.actor('manager'), { id: second.id, companyName: second.companyName, companyCode: 'FBB' });
    expect(renamed).toMatchObject({ ok: false, code: 'CONFLICT', message: MSG.UNABLE_TO_SAVE_SHORTNAME_ALREADY_EXISTS });
    expect((await w.deps.store.borrowers.get(second.id))?.companyCode).toBe('SSS');
  });

  it('answers blank fields with the spec messages', async () => {
    const r = await saveBorrower(w.deps, w.actor('manager'), { id: -1 });
    expect(r).toMatchObject({ ok: false, code: 'VALIDATION', fields: { companyName: MSG.BORROWER_NAME_IS_REQUIRED, companyCode: MSG.SHORTNAME_IS_REQUIRED } });
  });

  it('deactivates a borrower and loads the blank and stored forms', async () => {
    const { second } = w.world.borrowers;
    const r = await saveBorrower(w.deps, w.actor('manager'), { id: second.id, companyName: second.companyName, companyCode: 'SSS', active: false });
    expect(r).toEqual({ ok: true, value: { ...second, active: false } });
    expect(await loadBorrower(w.deps, w.actor('manager'), second.id)).toEqual({ ok: true, value: { ...second, active: false } });
    expect(await loadBorrower(w.deps, w.actor('manager'), -1)).toEqual({ ok: true, value: BLANK_BORROWER });
    await w.deps.store.borrowers.update(second);
  });

  it('keeps the LEI, type and MPID it is given, refuses a bad LEI writing nothing, and keeps them when the form leaves them out', async () => {
    const { second } = w.world.borrowers;
    const named = await saveBorrower(w.deps, w.actor('manager'), { ...second, lei: '5493001kjtiigc8y1r12', borrowerType: 'BANK', mpid: 'wxyz' });
    expect(named).toMatchObject({ ok: true, value: { lei: '5493001KJTIIGC8Y1R12', borrowerType: 'BANK', mpid: 'WXYZ' } });
    const bad = await saveBorrower(w.deps, w.actor('manager'), { id: second.id, companyName: 'Renamed', companyCode: 'SSS', lei: '5493001KJTIIGC8Y1R11' });
    expect(bad).toMatchObject({ ok: false, code: 'VALIDATION', fields: { lei: LEI_INVALID } });
    const untouched = await saveBorrower(w.deps, w.actor('manager'), { id: second.id, companyName: second.companyName, companyCode: 'SSS' });
    expect(untouched).toMatchObject({ ok: true, value: { companyName: second.companyName, lei: '5493001KJTIIGC8Y1R12', borrowerType: 'BANK', mpid: 'WXYZ' } });
    const cleared = await saveBorrower(w.deps, w.actor('manager'), { id: second.id, companyName: second.companyName, companyCode: 'SSS', lei: '', mpid: null });
    expect(cleared).toMatchObject({ ok: true, value: { lei: null, mpid: null, borrowerType: 'BANK' } });
    await w.deps.store.borrowers.update(second);
  });
});
