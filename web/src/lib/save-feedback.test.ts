import { describe, expect, it } from 'vitest';
import { MSG } from '../../../core/domain/messages';
import { saveFailureText, withoutKeys } from './save-feedback';

describe('save feedback', () => {
  it('keeps the spec message of a refused save (by its code), else says Unable to save.', () => {
    const conflict = { ok: false, status: 409, code: 'CONFLICT', message: MSG.UNABLE_TO_SAVE_LOGIN_NAME_ALREADY_EXISTS } as const;
    expect(saveFailureText(conflict)).toBe(MSG.UNABLE_TO_SAVE_LOGIN_NAME_ALREADY_EXISTS);
    expect(saveFailureText({ ok: false, status: 500, code: 'INTERNAL', message: 'Unable to reach the database' })).toBe(MSG.UNABLE_TO_SAVE);
    expect(saveFailureText({ ok: false, status: 500, message: 'boom' })).toBe(MSG.UNABLE_TO_SAVE);
    expect(saveFailureText({ ok: false, status: 0, message: '' })).toBe(MSG.UNABLE_TO_SAVE);
  });

  it('drops only the named field messages, and returns the same object when nothing changes', () => {
    const errors = { a: 'x', b: 'y' };
    expect(withoutKeys(errors, ['a'])).toEqual({ b: 'y' });
    expect(withoutKeys(errors, ['c'])).toBe(errors);
  });
});
