import { qrPenalty } from './qr-penalty.js';
import { reedSolomonRemainder } from './qr-reed-solomon.js';
import { type QrVersion, qrByteCapacityM, qrByteCountBits, qrVersionLayoutM } from './qr-versions.js';

/** A QR mask pattern number, 0 to 7. */
export type QrMask = 0 | 1 | 2 | 3 | 4 | 5 | 6 | 7;

/** An encoded QR symbol: `modules[row][column]` is true for a dark module; no quiet zone included. */
export interface QrCode {
  version: QrVersion;
  mask: QrMask;
  size: number;
  modules: boolean[][];
}

/** Options of {@link encodeQrCode}; by default the smallest version and the best mask are chosen. */
export interface QrCodeOptions {
  /** Use at least this version (1 to 10). */
  minVersion?: QrVersion;
  /** Force a mask instead of choosing the one with the lowest penalty. */
  mask?: QrMask;
}

const VERSIONS: readonly QrVersion[] = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10];

const MASKS: readonly ((row: number, col: number) => boolean)[] = [
  (r, c) => (r + c) % 2 === 0,
  (r) => r % 2 === 0,
  (_, c) => c % 3 === 0,
  (r, c) => (r + c) % 3 === 0,
  (r, c) => (Math.floor(r / 2) + Math.floor(c / 3)) % 2 === 0,
  (r, c) => ((r * c) % 2) + ((r * c) % 3) === 0,
  (r, c) => (((r * c) % 2) + ((r * c) % 3)) % 2 === 0,
  (r, c) => (((r + c) % 2) + ((r * c) % 3)) % 2 === 0,
];

/**
 * Encodes text as a QR code (ISO/IEC 18004): byte mode (UTF-8), error correction level M, the smallest of
 * versions 1 to 10 that holds it, and the mask with the lowest penalty score. Text longer than version
 * 10 holds (213 UTF-8 bytes) is refused.
 *
 * @example
 * const qr = encodeQrCode('https://portal.example/keystone?customer=ACME&serialnr=S-1');
 * qr.size; // 37 (version 5)
 * qr.modules[0][0]; // true: the top-left finder pattern's corner
 */
export function encodeQrCode(text: string, options: QrCodeOptions = {}): QrCode {
  const bytes = new TextEncoder().encode(text);
  const minVersion = options.minVersion ?? 1;
  const version = VERSIONS.find((v) => v >= minVersion && bytes.length <= qrByteCapacityM(v));
  if (version === undefined) {
    throw new RangeError(
      `Text is too long for a QR code up to version 10 at level M: ${bytes.length} bytes, at most ${qrByteCapacityM(10)}`,
    );
  }
  const layout = qrVersionLayoutM(version);
  const codewords = interleave(dataCodewords(bytes, version), layout.blockDataLengths, layout.ecPerBlock);
  const { modules, reserved } = functionPatterns(version);
  placeCodewords(modules, reserved, codewords);
  const candidates: readonly QrMask[] =
    options.mask === undefined ? [0, 1, 2, 3, 4, 5, 6, 7] : [options.mask];
  let best: QrCode | null = null;
  let bestScore = Number.POSITIVE_INFINITY;
  for (const mask of candidates) {
    const masked = applyMask(modules, reserved, mask);
    drawFormatBits(masked, mask);
    const score = candidates.length === 1 ? 0 : qrPenalty(masked);
    if (score < bestScore) {
      best = { version, mask, size: layout.size, modules: masked };
      bestScore = score;
    }
  }
  if (!best) throw new RangeError(`QR mask must be 0 to 7, got ${options.mask}`);
  return best;
}

/**
 * The 15 format information bits of level M with a mask (BCH(15,5) code, masked with 101010000010010),
 * most significant bit first.
 *
 * @example
 * qrFormatBitsM(0).toString(2); // '101010000010010'
 */
export function qrFormatBitsM(mask: QrMask): number {
  const data = (0b00 << 3) | mask;
  let remainder = data;
  for (let i = 0; i < 10; i++) remainder = (remainder << 1) ^ ((remainder >>> 9) * 0x537);
  return ((data << 10) | remainder) ^ 0x5412;
}

/**
 * The 18 version information bits (BCH(18,6) code) drawn from version 7 on.
 *
 * @example
 * qrVersionBits(7).toString(16); // '7c94'
 */
export function qrVersionBits(version: QrVersion): number {
  let remainder: number = version;
  for (let i = 0; i < 12; i++) remainder = (remainder << 1) ^ ((remainder >>> 11) * 0x1f25);
  return (version << 12) | remainder;
}

/** Mode indicator, count, bytes, terminator and pad codewords filling the version's data capacity. */
function dataCodewords(bytes: Uint8Array, version: QrVersion): number[] {
  const capacityBits = qrVersionLayoutM(version).blockDataLengths.reduce((sum, n) => sum + n, 0) * 8;
  const bits: number[] = [];
  const push = (value: number, length: number) => {
    for (let i = length - 1; i >= 0; i--) bits.push((value >>> i) & 1);
  };
  push(0b0100, 4);
  push(bytes.length, qrByteCountBits(version));
  for (const byte of bytes) push(byte, 8);
  push(0, Math.min(4, capacityBits - bits.length));
  push(0, (8 - (bits.length % 8)) % 8);
  const codewords: number[] = [];
  for (let i = 0; i < bits.length; i += 8)
    codewords.push(bits.slice(i, i + 8).reduce((acc, b) => (acc << 1) | b, 0));
  for (let pad = 0xec; codewords.length < capacityBits / 8; pad ^= 0xec ^ 0x11) codewords.push(pad);
  return codewords;
}

/** Splits data into blocks, adds each block's error correction and interleaves them column by column. */
function interleave(data: readonly number[], blockLengths: readonly number[], ecPerBlock: number): number[] {
  const blocks: number[][] = [];
  let offset = 0;
  for (const length of blockLengths) {
    blocks.push(data.slice(offset, offset + length));
    offset += length;
  }
  const ec = blocks.map((block) => reedSolomonRemainder(block, ecPerBlock));
  const longest = Math.max(...blockLengths);
  const out: number[] = [];
  for (let i = 0; i < longest; i++) for (const block of blocks) if (i < block.length) out.push(block[i] ?? 0);
  for (let i = 0; i < ecPerBlock; i++) for (const block of ec) out.push(block[i] ?? 0);
  return out;
}

/** Finder, separator, timing, alignment patterns, dark module and the reserved format/version areas. */
function functionPatterns(version: QrVersion): { modules: boolean[][]; reserved: boolean[][] } {
  const { size, alignmentCentres } = qrVersionLayoutM(version);
  const modules = Array.from({ length: size }, () => new Array<boolean>(size).fill(false));
  const reserved = Array.from({ length: size }, () => new Array<boolean>(size).fill(false));
  const set = (row: number, col: number, dark: boolean) => {
    if (row < 0 || col < 0 || row >= size || col >= size) return;
    (modules[row] as boolean[])[col] = dark;
    (reserved[row] as boolean[])[col] = true;
  };
  for (let i = 0; i < size; i++) {
    set(6, i, i % 2 === 0);
    set(i, 6, i % 2 === 0);
  }
  for (const [top, left] of [
    [0, 0],
    [0, size - 7],
    [size - 7, 0],
  ] as const) {
    for (let dr = -1; dr <= 7; dr++) {
      for (let dc = -1; dc <= 7; dc++) {
        const ring = Math.max(Math.abs(dr - 3), Math.abs(dc - 3));
        set(top + dr, left + dc, ring !== 2 && ring !== 4);
      }
    }
  }
  const last = alignmentCentres.length - 1;
  alignmentCentres.forEach((row, i) => {
    alignmentCentres.forEach((col, j) => {
      // The three corners taken by the finder patterns get no alignment pattern.
      if ((i === 0 && j === 0) || (i === 0 && j === last) || (i === last && j === 0)) return;
      for (let dr = -2; dr <= 2; dr++) {
        for (let dc = -2; dc <= 2; dc++) set(row + dr, col + dc, Math.max(Math.abs(dr), Math.abs(dc)) !== 1);
      }
    });
  });
  // Reserve the format areas now (drawn per mask later) and draw the always-dark module.
  for (let i = 0; i < 9; i++) {
    if (i === 6) continue; // the timing patterns cross here
    set(8, i, false);
    set(i, 8, false);
  }
  for (let i = 0; i < 8; i++) {
    set(8, size - 1 - i, false);
    set(size - 1 - i, 8, false);
  }
  set(size - 8, 8, true);
  if (version >= 7) {
    const bits = qrVersionBits(version);
    for (let i = 0; i < 18; i++) {
      const dark = ((bits >>> i) & 1) === 1;
      const a = size - 11 + (i % 3);
      const b = Math.floor(i / 3);
      set(b, a, dark);
      set(a, b, dark);
    }
  }
  return { modules, reserved };
}

/** Fills the free modules in the standard two-column zigzag from the bottom-right corner. */
function placeCodewords(
  modules: boolean[][],
  reserved: readonly (readonly boolean[])[],
  codewords: number[],
): void {
  const size = modules.length;
  const totalBits = codewords.length * 8;
  let bit = 0;
  for (let right = size - 1; right >= 1; right -= 2) {
    // Column 6 is the vertical timing pattern: the zigzag skips over it.
    if (right === 6) right = 5;
    const upward = ((right + 1) & 2) === 0;
    for (let step = 0; step < size; step++) {
      const row = upward ? size - 1 - step : step;
      for (const col of [right, right - 1]) {
        if (reserved[row]?.[col] || bit >= totalBits) continue;
        (modules[row] as boolean[])[col] = (((codewords[bit >>> 3] ?? 0) >>> (7 - (bit & 7))) & 1) === 1;
        bit++;
      }
    }
  }
}

function applyMask(
  modules: readonly (readonly boolean[])[],
  reserved: readonly (readonly boolean[])[],
  mask: QrMask,
) {
  const flip = MASKS[mask];
  if (!flip) throw new RangeError(`QR mask must be 0 to 7, got ${mask}`);
  return modules.map((line, row) =>
    line.map((dark, col) => (reserved[row]?.[col] ? dark : dark !== flip(row, col))),
  );
}

/** Both copies of the format information: around the top-left finder, and split bottom-left / top-right. */
function drawFormatBits(modules: boolean[][], mask: QrMask): void {
  const size = modules.length;
  const bits = qrFormatBitsM(mask);
  const bitAt = (i: number) => ((bits >>> i) & 1) === 1;
  const set = (row: number, col: number, dark: boolean) => {
    (modules[row] as boolean[])[col] = dark;
  };
  for (let i = 0; i <= 5; i++) set(i, 8, bitAt(i));
  set(7, 8, bitAt(6));
  set(8, 8, bitAt(7));
  set(8, 7, bitAt(8));
  for (let i = 9; i < 15; i++) set(8, 14 - i, bitAt(i));
  for (let i = 0; i < 8; i++) set(8, size - 1 - i, bitAt(i));
  for (let i = 8; i < 15; i++) set(size - 15 + i, 8, bitAt(i));
}
