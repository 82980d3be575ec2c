import { describe, expect, it } from 'vitest';
import { editIdOf } from './use-edit-id';

describe('edit route id', () => {
  it('reads a positive id and treats -1, 0, blank and junk as a new record', () => {
    expect(editIdOf('42')).toBe(42);
    expect(['-1', '0', '', 'abc', undefined].map(editIdOf)).toEqual([-1, -1, -1, -1, -1]);
  });
});
