import { describe, expect, it } from 'vitest';
import { parseAwardsSaveBody } from './awards-save-body';
import { MSG } from '../domain/messages';

describe('parseAwardsSaveBody', () => {
  it('reads triples and the final remove list (always the last element)', () => {
    expect(parseAwardsSaveBody([[-1, 10, 1], [7, '11', '2'], [3, 4, 5]])).toEqual({
      ok: true,
      value: { selections: [{ id: null, bidId: 10, lotId: 1 }, { id: 7, bidId: 11, lotId: 2 }], removeIds: [3, 4, 5] },
    });
    expect(parseAwardsSaveBody([[]])).toEqual({ ok: true, value: { selections: [], removeIds: [] } });
    expect(parseAwardsSaveBody([[null, 10, 1], []])).toEqual({ ok: true, value: { selections: [{ id: null, bidId: 10, lotId: 1 }], removeIds: [] } });
  });

  it('refuses anything else with "Unable to save."', () => {
    for (const body of [undefined, null, {}, [], [[1, 2, 3]].slice(1), [[1, 2], []], [[1, 'x', 3], []], [[1, 2, 3], 'x'], [[1, 2, 3], [1.5]]]) {
      const r = parseAwardsSaveBody(body);
      expect(r.ok, JSON.stringify(body)).toBe(false);
      if (!r.ok) expect(r.message).toBe(MSG.UNABLE_TO_SAVE);
    }
  });
});
