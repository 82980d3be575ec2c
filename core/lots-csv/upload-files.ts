/**
 * The lots upload takes exactly one .csv file (access-and-administration §5, §9). Checked by the
 * lots upload screen before sending, and by the HTTP upload route.
 */
import { MSG } from '../domain/messages';
import { fail, ok, type Result } from '../domain/result';

export const LOTS_UPLOAD_MAX_FILES = 1;

/** The single file, or Please upload one .csv file. The extension check ignores case (LOTS.CSV). */
export const checkLotUploadFiles = <F extends { name: string }>(files: readonly F[]): Result<F, 'VALIDATION'> => {
  const [file] = files;
  if (files.length !== LOTS_UPLOAD_MAX_FILES || !file || !/\.csv$/i.test(file.name)) {
    return fail('VALIDATION', MSG.FILE_MUST_BE_CSV, { file: MSG.FILE_MUST_BE_CSV });
  }
  return ok(file);
};
