/**
 * HMAC-SHA-256 (RFC 2104, FIPS 180-4) of short ASCII messages, only the digest's first 32 bits: what the
 * opaque ids' Feistel rounds need (opaque-ids.ts), about ten times cheaper than node:crypto's per-call
 * objects. The padded key blocks are compressed once; a message of at most 55 bytes is then one block for
 * the inner hash and one for the outer. Checked against `createHmac` in opaque-ids.test.ts.
 */

const K = Int32Array.from([
  0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5,
  0xd807aa98, 0x12835b01, 0x243185be, 0x550c7dc3, 0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174,
  0xe49b69c1, 0xefbe4786, 0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da,
  0x983e5152, 0xa831c66d, 0xb00327c8, 0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967,
  0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13, 0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85,
  0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819, 0xd6990624, 0xf40e3585, 0x106aa070,
  0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a, 0x5b9cca4f, 0x682e6ff3,
  0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7, 0xc67178f2,
]);
const IV = Int32Array.from([0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a, 0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19]);
const MAX_MESSAGE = 55;

const rotr = (x: number, n: number) => (x >>> n) | (x << (32 - n));

/** One SHA-256 compression of the 16 words in `w[0..15]` onto `state`, written to `out`. */
function compress(state: Int32Array, w: Int32Array, out: Int32Array): void {
  for (let i = 16; i < 64; i++) {
    const x = w[i - 15];
    const y = w[i - 2];
    const s0 = rotr(x, 7) ^ rotr(x, 18) ^ (x >>> 3);
    const s1 = rotr(y, 17) ^ rotr(y, 19) ^ (y >>> 10);
    w[i] = ((w[i - 16]) + s0 + (w[i - 7]) + s1) | 0;
  }
  let a = state[0];
  let b = state[1];
  let c = state[2];
  let d = state[3];
  let e = state[4];
  let f = state[5];
  let g = state[6];
  let h = state[7];
  for (let i = 0; i < 64; i++) {
    const t1 = (h + (rotr(e, 6) ^ rotr(e, 11) ^ rotr(e, 25)) + ((e & f) ^ (~e & g)) + (K[i]) + (w[i])) | 0;
    const t2 = ((rotr(a, 2) ^ rotr(a, 13) ^ rotr(a, 22)) + ((a & b) ^ (a & c) ^ (b & c))) | 0;
    h = g;
    g = f;
    f = e;
    e = (d + t1) | 0;
    d = c;
    c = b;
    b = a;
    a = (t1 + t2) | 0;
  }
  out[0] = ((state[0]) + a) | 0;
  out[1] = ((state[1]) + b) | 0;
  out[2] = ((state[2]) + c) | 0;
  out[3] = ((state[3]) + d) | 0;
  out[4] = ((state[4]) + e) | 0;
  out[5] = ((state[5]) + f) | 0;
  out[6] = ((state[6]) + g) | 0;
  out[7] = ((state[7]) + h) | 0;
}

/** `message => first 32 bits (unsigned) of HMAC-SHA-256(key, message)`, for ASCII messages of at most 55 bytes. */
export function shortHmacSha256(key: Uint8Array): (message: string) => number {
  if (key.length > 64) throw new Error('Keys over one block are hashed first; not needed here');
  const w = new Int32Array(64);
  const keyState = (pad: number) => {
    for (let i = 0; i < 16; i++) {
      let word = 0;
      for (let j = 0; j < 4; j++) word = (word << 8) | (((key[4 * i + j] ?? 0) ^ pad) & 0xff);
      w[i] = word;
    }
    const state = new Int32Array(8);
    compress(IV, w, state);
    return state;
  };
  const inner = keyState(0x36);
  const outer = keyState(0x5c);
  const mid = new Int32Array(8);
  const out = new Int32Array(8);
  return (message) => {
    const n = message.length;
    if (n > MAX_MESSAGE) throw new Error('Message too long for one block');
    w.fill(0, 0, 16);
    for (let i = 0; i < n; i++) {
      const code = message.charCodeAt(i);
      if (code > 0x7f) throw new Error('ASCII messages only');
      w[i >> 2] = (w[i >> 2]) | (code << (24 - 8 * (i & 3)));
    }
    w[n >> 2] = (w[n >> 2]) | (0x80 << (24 - 8 * (n & 3)));
    w[15] = (64 + n) * 8; // bit length, the key block included
    compress(inner, w, mid);
    w.set(mid, 0);
    w[8] = 0x80000000;
    w.fill(0, 9, 15);
    w[15] = (64 + 32) * 8;
    compress(outer, w, out);
    return (out[0]) >>> 0;
  };
}
