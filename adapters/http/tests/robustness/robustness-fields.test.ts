/** Robustness of each field of valid bodies, and the text limit of names (the rules: robustness.test-kit.ts). */
import { describe, expect, it } from 'vitest';
import { robustnessHarness } from './robustness.test-kit';
import { TEXT_FIELD_MAX_LENGTH } from '../../../../core/validation/text-limit-fields';
import { MSG } from '../../../../core/domain/messages';
import type { RouteEntry } from '../kits/policy-path.test-kit';

const r = robustnessHarness();
const { json, mutationsOf, problemWith, send, validBodies } = r;

describe('robustness of each field of valid bodies', () => {
  it('never answers 5xx and writes nothing when it refuses a body with one bad field', async () => {
    const problems: string[] = [];
    for (const valid of validBodies()) {
      const entry: RouteEntry = { method: valid.method === 'POST' ? 'post' : 'delete', path: valid.path, access: 'authenticated' };
      for (const m of mutationsOf(await valid.body())) {
        const { o, wrote } = await send(entry, valid.path, valid.login, json(m.name, m.body));
        const p = problemWith(o, wrote);
        if (p) problems.push(`${valid.method} ${valid.path} [${m.name}]: ${p}`);
      }
    }
    expect(problems).toEqual([]);
  }, 300_000);
});

describe('names longer than the text limit', () => {
  it('are refused with the field named on every setup form, and the limit itself is accepted', async () => {
    const bodies = validBodies().filter((b) => ['/api/auction/companysave', '/api/auction/clientsave', '/api/auction/usersave', '/api/auction/saveAuction', '/api/auction/lotsave'].includes(b.path));
    const fieldOf: Record<string, string> = {
      '/api/auction/companysave': 'companyName',
      '/api/auction/clientsave': 'clientName',
      '/api/auction/usersave': 'lastName',
      '/api/auction/saveAuction': 'auctionName',
      '/api/auction/lotsave': 'lotName',
    };
    expect(bodies).toHaveLength(5);
    for (const b of bodies) {
      const field = fieldOf[b.path];
      const entry: RouteEntry = { method: 'post', path: b.path, access: 'authenticated' };
      const valid = (await b.body()) as Record<string, unknown>;
      const { o, wrote } = await send(entry, b.path, b.login, json('too long', { ...valid, [field]: 'n'.repeat(TEXT_FIELD_MAX_LENGTH + 1) }));
      expect(o.status, `${b.path} ${o.text.slice(0, 200)}`).toBe(400);
      expect((JSON.parse(o.text) as { fields: Record<string, string> }).fields[field]).toBe(MSG.TEXT_TOO_LONG);
      expect(wrote).toBe(false);
      const fits = await send(entry, b.path, b.login, json('at the limit', { ...valid, [field]: 'n'.repeat(TEXT_FIELD_MAX_LENGTH) }));
      expect(fits.o.status, `${b.path} ${fits.o.text.slice(0, 200)}`).toBe(200);
    }
  });
});
