import { describe, expect, it } from 'vitest';
import { dispositionFileName } from './content-disposition';

describe('dispositionFileName', () => {
  it('prefers the UTF-8 name, then the quoted or bare name', () => {
    expect(dispositionFileName(`attachment; filename="Full_Bid.xlsx"; filename*=UTF-8''Full%20B%C3%AFd.xlsx`)).toBe('Full Bïd.xlsx');
    expect(dispositionFileName('attachment; filename="Users.xlsx"')).toBe('Users.xlsx');
    expect(dispositionFileName('attachment; filename=Export.xlsx')).toBe('Export.xlsx');
  });
  it('is null without a name', () => {
    expect(dispositionFileName(null)).toBeNull();
    expect(dispositionFileName('inline')).toBeNull();
  });
});
