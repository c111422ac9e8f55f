/** The QR versions the encoder supports: 1 (21×21 modules) to 10 (57×57). */
export type QrVersion = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10;

/** How one version's codewords split at error correction level M (ISO/IEC 18004 table 9). */
export interface QrVersionLayoutM {
  version: QrVersion;
  /** Side length in modules: 17 + 4 × version. */
  size: number;
  /** Data codewords of each block, in order (short blocks first). */
  blockDataLengths: number[];
  /** Error correction codewords per block. */
  ecPerBlock: number;
  /** Centre coordinates of the alignment patterns along each axis. */
  alignmentCentres: number[];
}

// [total codewords, error correction codewords per block, blocks] for level M, versions 1 to 10.
const LEVEL_M: readonly (readonly [number, number, number])[] = [
  [26, 10, 1],
  [44, 16, 1],
  [70, 26, 1],
  [100, 18, 2],
  [134, 24, 2],
  [172, 16, 4],
  [196, 18, 4],
  [242, 22, 4],
  [292, 22, 5],
  [346, 26, 5],
];

const ALIGNMENT: readonly (readonly number[])[] = [
  [],
  [6, 18],
  [6, 22],
  [6, 26],
  [6, 30],
  [6, 34],
  [6, 22, 38],
  [6, 24, 42],
  [6, 26, 46],
  [6, 28, 50],
];

/**
 * The codeword layout of a version at error correction level M: block lengths, error correction per
 * block and alignment pattern centres.
 *
 * @example
 * qrVersionLayoutM(8).blockDataLengths; // [38, 38, 39, 39]
 * qrVersionLayoutM(1).size; // 21
 */
export function qrVersionLayoutM(version: QrVersion): QrVersionLayoutM {
  const row = LEVEL_M[version - 1];
  const alignmentCentres = ALIGNMENT[version - 1];
  if (!row || !alignmentCentres) throw new RangeError(`QR version must be 1 to 10, got ${version}`);
  const [total, ecPerBlock, blocks] = row;
  const longBlocks = total % blocks;
  const shortLength = Math.floor(total / blocks) - ecPerBlock;
  const blockDataLengths = Array.from({ length: blocks }, (_, i) =>
    i < blocks - longBlocks ? shortLength : shortLength + 1,
  );
  return {
    version,
    size: 17 + 4 * version,
    blockDataLengths,
    ecPerBlock,
    alignmentCentres: [...alignmentCentres],
  };
}

/**
 * How many bytes a version holds in byte mode at level M (mode indicator and count included).
 *
 * @example
 * qrByteCapacityM(1); // 14
 * qrByteCapacityM(10); // 213
 */
export function qrByteCapacityM(version: QrVersion): number {
  const dataBits = qrVersionLayoutM(version).blockDataLengths.reduce((sum, n) => sum + n, 0) * 8;
  return Math.floor((dataBits - 4 - qrByteCountBits(version)) / 8);
}

/**
 * Width of the byte mode character count: 8 bits up to version 9, 16 from version 10.
 *
 * @example
 * qrByteCountBits(9); // 8
 */
export function qrByteCountBits(version: QrVersion): number {
  return version < 10 ? 8 : 16;
}
