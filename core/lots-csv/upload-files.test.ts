import { describe, expect, it } from 'vitest';
import { MSG } from '../domain/messages';
import { checkLotUploadFiles } from './upload-files';

describe('checkLotUploadFiles', () => {
  it('takes exactly one .csv file', () => {
    expect(checkLotUploadFiles([{ name: 'lots.CSV' }])).toEqual({ ok: true, value: { name: 'lots.CSV' } });
    for (const files of [[], [{ name: 'a.csv' }, { name: 'b.csv' }], [{ name: 'lots.xlsx' }], [{ name: 'csv' }]]) {
      expect(checkLotUploadFiles(files)).toMatchObject({ ok: false, code: 'VALIDATION', message: MSG.FILE_MUST_BE_CSV });
    }
  });
});
