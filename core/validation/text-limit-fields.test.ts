import { describe, expect, it } from 'vitest';
import { TEXT_FIELD_MAX_LENGTH, fieldsTooLong } from './text-limit-fields';
import { MSG } from '../domain/messages';

describe('fieldsTooLong', () => {
  it('names only the fields over the limit', () => {
    const at = 'x'.repeat(TEXT_FIELD_MAX_LENGTH);
    expect(fieldsTooLong({ a: at, b: `${at}y`, c: null, d: undefined, e: '' })).toEqual({ b: MSG.TEXT_TOO_LONG });
    expect(MSG.TEXT_TOO_LONG).toContain(String(TEXT_FIELD_MAX_LENGTH));
  });
});
