import { describe, expect, it } from 'vitest';
import { EXIT, EXIT_CODE, exitCodeOf } from './cli-error';
import { FAILURE_CODES } from '../core/domain/failure-codes';

describe('CLI exit codes', () => {
  it('maps every failure code; only INTERNAL is an unexpected error', () => {
    for (const code of FAILURE_CODES) expect(EXIT_CODE[code], code).toBeGreaterThan(0);
    expect(FAILURE_CODES.filter((code) => exitCodeOf(code) === EXIT.ERROR)).toEqual(['INTERNAL']);
  });

  it('gives mail, attempt and address failures their own meaning', () => {
    expect(exitCodeOf('MAIL_FAILED')).toBe(EXIT.UNAVAILABLE);
    expect(exitCodeOf('TOO_MANY_ATTEMPTS')).toBe(EXIT.DENIED);
    expect(exitCodeOf('INVALID_EMAIL')).toBe(EXIT.INVALID);
  });
});
