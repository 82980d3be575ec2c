import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { shortHmacSha256 } from './short-hmac';

describe('shortHmacSha256', () => {
  it('is the first 32 bits of node:crypto HMAC-SHA-256 for every message length up to 55 and several keys', () => {
    for (const key of [new Uint8Array(32).fill(7), Uint8Array.from({ length: 32 }, (_, i) => i * 37), new Uint8Array(64).fill(255), new Uint8Array(5).fill(1)]) {
      const hmac = shortHmacSha256(key);
      for (let n = 0; n <= 55; n++) {
        const message = 'supplemental:9:67108863-bid:0:1234567890~!'.repeat(2).slice(0, n);
        expect(hmac(message)).toBe(createHmac('sha256', key).update(message).digest().readUInt32BE(0));
      }
    }
  });

  it('refuses what one block cannot hold', () => {
    const hmac = shortHmacSha256(new Uint8Array(32));
    expect(() => hmac('x'.repeat(56))).toThrow();
    expect(() => hmac('é')).toThrow();
    expect(() => shortHmacSha256(new Uint8Array(65))).toThrow();
  });
});
