import { describe, expect, it } from 'vitest';
import { qrByteCapacityM, qrByteCountBits, qrVersionLayoutM } from './qr-versions.js';

describe('qrVersionLayoutM', () => {
  it('splits the codewords into the blocks of ISO/IEC 18004 table 9', () => {
    expect(qrVersionLayoutM(1)).toMatchObject({ size: 21, blockDataLengths: [16], ecPerBlock: 10 });
    expect(qrVersionLayoutM(5)).toMatchObject({ size: 37, blockDataLengths: [43, 43], ecPerBlock: 24 });
    expect(qrVersionLayoutM(8).blockDataLengths).toEqual([38, 38, 39, 39]);
    expect(qrVersionLayoutM(9).blockDataLengths).toEqual([36, 36, 36, 37, 37]);
    expect(qrVersionLayoutM(10)).toMatchObject({
      size: 57,
      blockDataLengths: [43, 43, 43, 43, 44],
      ecPerBlock: 26,
    });
  });

  it('places alignment patterns from version 2 on', () => {
    expect(qrVersionLayoutM(1).alignmentCentres).toEqual([]);
    expect(qrVersionLayoutM(2).alignmentCentres).toEqual([6, 18]);
    expect(qrVersionLayoutM(7).alignmentCentres).toEqual([6, 22, 38]);
  });

  it('refuses versions outside 1 to 10', () => {
    expect(() => qrVersionLayoutM(11 as 10)).toThrow('QR version must be 1 to 10, got 11');
  });
});

describe('qrByteCapacityM', () => {
  it('matches the byte mode capacities of level M', () => {
    const capacities = ([1, 2, 3, 4, 5, 6, 7, 8, 9, 10] as const).map(qrByteCapacityM);
    expect(capacities).toEqual([14, 26, 42, 62, 84, 106, 122, 152, 180, 213]);
  });

  it('widens the count to 16 bits at version 10', () => {
    expect(qrByteCountBits(9)).toBe(8);
    expect(qrByteCountBits(10)).toBe(16);
  });
});
