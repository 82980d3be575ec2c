import { describe, expect, it } from 'vitest';
import { AwardsSaveBody } from './awards';
import { MSG } from '../core/domain/messages';

describe('AwardsSaveBody', () => {
  it('reads triples and the final remove list (always the last element)', () => {
    expect(AwardsSaveBody.safeParse([[-1, 10, 1], [7, '11', '2'], [3, 4, 5]])).toEqual({
      success: true,
      data: { selections: [{ id: null, bidId: 10, lotId: 1 }, { id: 7, bidId: 11, lotId: 2 }], removeIds: [3, 4, 5] },
    });
    expect(AwardsSaveBody.safeParse([[]])).toEqual({ success: true, data: { selections: [], removeIds: [] } });
    expect(AwardsSaveBody.safeParse([[null, 10, 1], []])).toEqual({ success: true, data: { selections: [{ id: null, bidId: 10, lotId: 1 }], removeIds: [] } });
  });

  it('refuses anything else; a list of lists with a bad element is "Unable to save." naming it', () => {
    for (const body of [undefined, null, {}, [], [[1, 2], []], [[1, 'x', 3], []], [[1, 2, 3], 'x'], [[1, 2, 3], [1.5]]]) {
      expect(AwardsSaveBody.safeParse(body).success, JSON.stringify(body)).toBe(false);
    }
    for (const [body, at] of [[[], '_'], [[[1, 2], []], '0'], [[[1, 2, 3], [1.5]], '1.0']] as const) {
      const r = AwardsSaveBody.safeParse(body);
      expect(r.error?.issues.map((i) => [i.path.join('.') || '_', i.code === 'custom' ? i.params : undefined])).toEqual([[at, { error: MSG.UNABLE_TO_SAVE, code: 'VALIDATION' }]]);
    }
    const r = AwardsSaveBody.safeParse([[1, 'x', 3], []]);
    expect(r.error?.issues.map((i) => [i.path.join('.'), i.message, i.code === 'custom' ? i.params : undefined])).toEqual([['0.1', MSG.INVALID_VALUE, { error: MSG.UNABLE_TO_SAVE, code: 'VALIDATION' }]]);
  });
});
