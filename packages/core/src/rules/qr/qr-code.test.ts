import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { encodeQrCode, type QrMask, qrFormatBitsM, qrVersionBits } from './qr-code.js';
import { qrPenalty } from './qr-penalty.js';

const picture = (modules: boolean[][]) =>
  modules.map((row) => row.map((dark) => (dark ? '#' : '.')).join(''));

// Known-good symbols, cross-checked module by module against an independent encoder (python-qrcode 8.2,
// byte mode, level M, same mask), which agreed on all 8 masks of 16 texts over versions 1 to 10.
const HELLO_WORLD_V1_MASK2 = [
  '#######.....#.#######',
  '#.....#..#.#..#.....#',
  '#.###.#.#.###.#.###.#',
  '#.###.#.#.....#.###.#',
  '#.###.#.##..#.#.###.#',
  '#.....#.####..#.....#',
  '#######.#.#.#.#######',
  '........#.#..........',
  '#.#####..###..#####..',
  '...##..##...##..###.#',
  '...#..#.###.###..###.',
  '.##..#.#..####.#.##..',
  '##.####.#...#.##....#',
  '........#....#####...',
  '#######..##.####..##.',
  '#.....#.#.#.##.#.###.',
  '#.###.#.##.####.#..##',
  '#.###.#.#.#....###...',
  '#.###.#.#####.##..#..',
  '#.....#...#.##..###..',
  '#######.##.#..#.#..#.',
];

const SERIAL_URL = 'https://rigready.test/keystone?customer=ACME&serialnr=B-7';
const SERIAL_URL_V4_MASK1 = [
  '#######.##.####..##.###...#######',
  '#.....#...###....#...##.#.#.....#',
  '#.###.#.####.#...###.###..#.###.#',
  '#.###.#..##....#.#..###...#.###.#',
  '#.###.#..###.#.#.....#..#.#.###.#',
  '#.....#.##.#..##.##.....#.#.....#',
  '#######.#.#.#.#.#.#.#.#.#.#######',
  '.........####.###.###.#.#........',
  '#.#...##..##..#.#......##..#..#.#',
  '#.#..#..#.########.##..##.#..#.##',
  '#..##.#.###.#..#.#.#..#####..##.#',
  '.####......###.##.##..##..####.#.',
  '##.#.###.#.#.#...#.##..####.....#',
  '##...#.#....#....#.##...####...##',
  '.####.#.#.###..#..####.#....#...#',
  '..#.#....##..##...#.#...####.#...',
  '##...####.#.##.##.........##...#.',
  '..#.#..#.###..###..##.#####..#.##',
  '..#####..#...#.##.##.#.#...#.##.#',
  '####.#.###.####.#...#.####..##.##',
  '####..###.##..###.###..##.##...##',
  '.#........##..#.#..####.#..#.#..#',
  '##...##...#..#..##.#.###.##.###.#',
  '..#.....##.#.####.#...##..####.#.',
  '########....#.#....##.########.#.',
  '........#....#.######...#...#...#',
  '#######.##..####.#.##.#.#.#.###.#',
  '#.....#...###..#..#.#..##...##.##',
  '#.###.#...#.##.##.###..######....',
  '#.###.#..###.##..#####.#.#.######',
  '#.###.#.#.##..##.###...#.#.##..##',
  '#.....#..###...##.#........###...',
  '#######.#.###..#........#.####..#',
];

describe('encodeQrCode', () => {
  it('encodes a short text as the known version 1-M symbol', () => {
    const qr = encodeQrCode('Hello, world!', { mask: 2 });
    expect(qr).toMatchObject({ version: 1, mask: 2, size: 21 });
    expect(picture(qr.modules)).toEqual(HELLO_WORLD_V1_MASK2);
  });

  it('encodes a serial history link as the known version 4-M symbol', () => {
    expect(picture(encodeQrCode(SERIAL_URL, { mask: 1 }).modules)).toEqual(SERIAL_URL_V4_MASK1);
  });

  it('encodes a version 7 symbol (two blocks sizes, version information) as the reference does', () => {
    const qr = encodeQrCode('v'.repeat(122), { mask: 3 });
    expect(qr.version).toBe(7);
    const bits = qr.modules.map((row) => row.map((dark) => (dark ? '1' : '0')).join('')).join('');
    expect(createHash('sha256').update(bits).digest('hex')).toBe(
      '97c91b089e1e2ef05e38ada9638079ea4f2834b65609c0e1aa4ae14d5f407812',
    );
  });

  it('picks the mask with the lowest penalty score', () => {
    // The eight penalties of each text, worked out apart from this code: python-qrcode's symbols scored by a
    // separate implementation of the four rules (rule 3 as zxing reads it: a 1011101 run with four light
    // modules, or the quiet zone, on either side). Lowest: Hello mask 2 (993, then 1041), the serial link
    // mask 1 (1478, then 1491), 100 × 'x' mask 3 (1488, then 1559).
    const masks = [0, 1, 2, 3, 4, 5, 6, 7] as const;
    expect(masks.map((mask) => qrPenalty(encodeQrCode(SERIAL_URL, { mask }).modules))).toEqual([
      1648, 1478, 1491, 1693, 1510, 1542, 1514, 1681,
    ]);
    expect(encodeQrCode('Hello, world!').mask).toBe(2);
    expect(encodeQrCode(SERIAL_URL).mask).toBe(1);
    expect(encodeQrCode('x'.repeat(100)).mask).toBe(3);
  });

  it('chooses the smallest version that holds the UTF-8 bytes, up to version 10', () => {
    expect(encodeQrCode('').version).toBe(1);
    expect(encodeQrCode('x'.repeat(14)).version).toBe(1);
    expect(encodeQrCode('x'.repeat(15)).version).toBe(2);
    expect(encodeQrCode('é'.repeat(7)).version).toBe(1);
    expect(encodeQrCode('é'.repeat(8)).version).toBe(2);
    expect(encodeQrCode('x'.repeat(213))).toMatchObject({ version: 10, size: 57 });
    expect(encodeQrCode('x', { minVersion: 3 }).version).toBe(3);
  });

  it('refuses text longer than version 10 holds, and masks outside 0 to 7', () => {
    expect(() => encodeQrCode('x'.repeat(214))).toThrow(
      'Text is too long for a QR code up to version 10 at level M: 214 bytes, at most 213',
    );
    expect(() => encodeQrCode('x', { mask: 8 as QrMask })).toThrow('QR mask must be 0 to 7, got 8');
  });

  describe('given any version', () => {
    const symbols = [1, 2, 6, 7, 10].map((minVersion) =>
      encodeQrCode('rigready', { minVersion: minVersion as 1 }),
    );

    it('draws the three finder patterns with their light separators', () => {
      const finder = ['#######', '#.....#', '#.###.#', '#.###.#', '#.###.#', '#.....#', '#######'];
      for (const { modules, size } of symbols) {
        const rows = picture(modules);
        for (const [top, left] of [
          [0, 0],
          [0, size - 7],
          [size - 7, 0],
        ] as const) {
          expect(rows.slice(top, top + 7).map((row) => row.slice(left, left + 7))).toEqual(finder);
        }
        expect(rows[7]?.slice(0, 8)).toBe('........');
        expect(rows[size - 8]?.slice(0, 8)).toBe('........');
        expect(
          rows
            .map((row) => row[7])
            .slice(0, 8)
            .join(''),
        ).toBe('........');
      }
    });

    it('alternates the timing patterns and sets the dark module', () => {
      for (const { modules, size } of symbols) {
        for (let i = 8; i < size - 8; i++) {
          expect(modules[6]?.[i]).toBe(i % 2 === 0);
          expect(modules[i]?.[6]).toBe(i % 2 === 0);
        }
        expect(modules[size - 8]?.[8]).toBe(true);
      }
    });

    it('writes the same format information twice, naming level M and the mask used', () => {
      for (const { modules, size, mask } of symbols) {
        const at = (row: number, col: number) => (modules[row]?.[col] ? 1 : 0);
        const first = [0, 1, 2, 3, 4, 5, 7, 8].map((row) => at(row, 8));
        first.push(at(8, 7), ...[5, 4, 3, 2, 1, 0].map((col) => at(8, col)));
        const second = Array.from({ length: 8 }, (_, i) => at(8, size - 1 - i));
        second.push(...Array.from({ length: 7 }, (_, i) => at(size - 7 + i, 8)));
        const expected = Array.from({ length: 15 }, (_, i) => (qrFormatBitsM(mask) >>> i) & 1);
        expect(first).toEqual(expected);
        expect(second).toEqual(expected);
      }
    });

    it('writes the version information in both corners from version 7 on', () => {
      for (const { modules, size, version } of symbols.filter((qr) => qr.version >= 7)) {
        const bits = qrVersionBits(version);
        for (let i = 0; i < 18; i++) {
          const dark = ((bits >>> i) & 1) === 1;
          expect(modules[Math.floor(i / 3)]?.[size - 11 + (i % 3)]).toBe(dark);
          expect(modules[size - 11 + (i % 3)]?.[Math.floor(i / 3)]).toBe(dark);
        }
      }
    });
  });
});

describe('qrFormatBitsM', () => {
  it('matches the level M rows of the format information table', () => {
    const table = ([0, 1, 2, 3, 4, 5, 6, 7] as const).map((mask) =>
      qrFormatBitsM(mask).toString(2).padStart(15, '0'),
    );
    expect(table).toEqual([
      '101010000010010',
      '101000100100101',
      '101111001111100',
      '101101101001011',
      '100010111111001',
      '100000011001110',
      '100111110010111',
      '100101010100000',
    ]);
  });
});

describe('qrVersionBits', () => {
  it('matches the version information table for versions 7 to 10', () => {
    expect(([7, 8, 9, 10] as const).map((v) => qrVersionBits(v).toString(16))).toEqual([
      '7c94',
      '85bc',
      '9a99',
      'a4d3',
    ]);
  });
});
