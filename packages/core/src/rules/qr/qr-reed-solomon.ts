/** GF(256) with the QR reducing polynomial x^8 + x^4 + x^3 + x^2 + 1. */
const EXP = new Uint8Array(512);
const LOG = new Uint8Array(256);
{
  let value = 1;
  for (let i = 0; i < 255; i++) {
    EXP[i] = value;
    LOG[value] = i;
    value <<= 1;
    if (value & 0x100) value ^= 0x11d;
  }
  for (let i = 255; i < 512; i++) EXP[i] = EXP[i - 255] ?? 0;
}

function multiply(a: number, b: number): number {
  if (a === 0 || b === 0) return 0;
  return EXP[(LOG[a] ?? 0) + (LOG[b] ?? 0)] ?? 0;
}

/** Coefficients (highest power first, leading 1 left out) of the product of (x - α^i) for i < degree. */
function generatorPolynomial(degree: number): number[] {
  let poly = [1];
  for (let i = 0; i < degree; i++) {
    const next = new Array<number>(poly.length + 1).fill(0);
    for (let j = 0; j < poly.length; j++) {
      next[j] = (next[j] ?? 0) ^ (poly[j] ?? 0);
      next[j + 1] = (next[j + 1] ?? 0) ^ multiply(poly[j] ?? 0, EXP[i] ?? 0);
    }
    poly = next;
  }
  return poly.slice(1);
}

/**
 * The Reed-Solomon error correction codewords of one QR block: the remainder of the data polynomial
 * times x^ecCount divided by the generator polynomial, over GF(256) as ISO/IEC 18004 defines it.
 *
 * @example
 * // 'HELLO WORLD' as version 1-M (the well-known worked example)
 * reedSolomonRemainder([32, 91, 11, 120, 209, 114, 220, 77, 67, 64, 236, 17, 236, 17, 236, 17], 10);
 * // [196, 35, 39, 119, 235, 215, 231, 226, 93, 23]
 */
export function reedSolomonRemainder(data: readonly number[], ecCount: number): number[] {
  if (!Number.isInteger(ecCount) || ecCount < 1 || ecCount > 68) {
    throw new RangeError(`Error correction length must be an integer from 1 to 68, got ${ecCount}`);
  }
  const generator = generatorPolynomial(ecCount);
  const remainder = new Array<number>(ecCount).fill(0);
  for (const byte of data) {
    if (!Number.isInteger(byte) || byte < 0 || byte > 255) {
      throw new RangeError(`Codewords must be bytes (0-255), got ${byte}`);
    }
    const factor = byte ^ (remainder.shift() ?? 0);
    remainder.push(0);
    for (let i = 0; i < ecCount; i++)
      remainder[i] = (remainder[i] ?? 0) ^ multiply(generator[i] ?? 0, factor);
  }
  return remainder;
}
