import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { MSG } from '../domain/messages';
import { addError, isBlank, okUnlessErrors, parseShape, validationFailure } from './field-failure';

describe('field failures', () => {
  it('summarises with the given message or the first field message', () => {
    expect(validationFailure({ a: 'A wrong', b: 'B wrong' })).toEqual({ ok: false, code: 'VALIDATION', message: 'A wrong', fields: { a: 'A wrong', b: 'B wrong' } });
    expect(validationFailure({ a: 'A wrong' }, 'Fix it')).toMatchObject({ message: 'Fix it' });
  });

  it('keeps the first error per field', () => {
    const fields: Record<string, string> = {};
    addError(fields, 'x', 'first');
    addError(fields, 'x', 'second');
    expect(fields).toEqual({ x: 'first' });
    expect(okUnlessErrors(fields, () => 1)).toMatchObject({ ok: false });
    expect(okUnlessErrors({}, () => 1)).toEqual({ ok: true, value: 1 });
  });

  it('maps shape errors to their top-level field', () => {
    const schema = z.object({ n: z.number(), list: z.array(z.number()) });
    expect(parseShape(schema, { n: 'x', list: [1, 'y'] })).toMatchObject({ fields: { n: MSG.INVALID_VALUE, list: MSG.INVALID_VALUE } });
    expect(parseShape(schema, { n: 1, list: [] })).toEqual({ ok: true, value: { n: 1, list: [] } });
  });

  it('treats whitespace as blank', () => {
    expect(isBlank('  ')).toBe(true);
    expect(isBlank(null)).toBe(true);
    expect(isBlank(' a ')).toBe(false);
  });
});
