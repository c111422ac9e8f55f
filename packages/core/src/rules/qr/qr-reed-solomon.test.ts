import { describe, expect, it } from 'vitest';
import { reedSolomonRemainder } from './qr-reed-solomon.js';

describe('reedSolomonRemainder', () => {
  it('gives the error correction of the well-known HELLO WORLD 1-M block', () => {
    const data = [32, 91, 11, 120, 209, 114, 220, 77, 67, 64, 236, 17, 236, 17, 236, 17];
    expect(reedSolomonRemainder(data, 10)).toEqual([196, 35, 39, 119, 235, 215, 231, 226, 93, 23]);
  });

  it('gives all zeros for all-zero data', () => {
    expect(reedSolomonRemainder([0, 0, 0], 7)).toEqual([0, 0, 0, 0, 0, 0, 0]);
  });

  it('refuses codewords that are not bytes and lengths outside 1 to 68', () => {
    expect(() => reedSolomonRemainder([256], 10)).toThrow('Codewords must be bytes (0-255), got 256');
    expect(() => reedSolomonRemainder([1], 0)).toThrow(
      'Error correction length must be an integer from 1 to 68',
    );
    expect(() => reedSolomonRemainder([1], 69)).toThrow('got 69');
  });
});
