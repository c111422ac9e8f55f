import { describe, expect, it } from 'vitest';
import { qrPenalty } from './qr-penalty.js';

const grid = (rows: string[]) => rows.map((row) => [...row].map((c) => c === '#'));

describe('qrPenalty', () => {
  it('scores an all-light 5×5 for its runs, its 2×2 blocks and its 50 % distance', () => {
    // 10 runs of 5 (3 each), 16 blocks (3 each), 0 % dark is 10 steps of 5 % (100); no finder-like line.
    expect(qrPenalty(grid(['.....', '.....', '.....', '.....', '.....']))).toBe(30 + 48 + 100);
  });

  it('gives a checkerboard nothing but its 50 % distance (none at an even count)', () => {
    expect(qrPenalty(grid(['#.#.', '.#.#', '#.#.', '.#.#']))).toBe(0);
  });

  // Below the first row a checkerboard adds no runs, blocks or finder-like lines, so two first rows with
  // the same runs and dark count differ only by rule 3.
  const withFirstRow = (first: string) =>
    grid([
      first,
      ...Array.from({ length: 10 }, (_, r) =>
        Array.from({ length: 11 }, (_, c) => ((r + 1 + c) % 2 === 0 ? '#' : '.')).join(''),
      ),
    ]);

  it('adds 40 for a 1:1:3:1:1 line followed by four light modules', () => {
    expect(qrPenalty(withFirstRow('#.###.#....')) - qrPenalty(withFirstRow('###.#.#....'))).toBe(40);
  });

  it('counts the quiet zone as the light side of a finder-like line at the edge', () => {
    expect(qrPenalty(withFirstRow('#.###.##.#.')) - qrPenalty(withFirstRow('###.#.##.#.'))).toBe(40);
  });
});
