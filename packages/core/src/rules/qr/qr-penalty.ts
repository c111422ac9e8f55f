/**
 * The mask penalty score of a module matrix (ISO/IEC 18004 §7.8.3): runs of five or more same-coloured
 * modules in a row or column (3 + run − 5 each), 2×2 blocks of one colour (3 each), finder-like
 * 1:1:3:1:1 patterns with four light modules (or the quiet zone) on one side (40 each) and the distance of the dark share
 * from 50 % (10 per whole 5 % step). The encoder keeps the mask with the lowest score.
 *
 * @example
 * qrPenalty(matrix); // e.g. 412
 */
export function qrPenalty(matrix: readonly (readonly boolean[])[]): number {
  const size = matrix.length;
  const at = (row: number, col: number): boolean => matrix[row]?.[col] ?? false;
  let score = 0;
  for (let line = 0; line < size; line++) {
    score += linePenalty((i) => at(line, i), size);
    score += linePenalty((i) => at(i, line), size);
  }
  for (let row = 0; row + 1 < size; row++) {
    for (let col = 0; col + 1 < size; col++) {
      const colour = at(row, col);
      if (at(row, col + 1) === colour && at(row + 1, col) === colour && at(row + 1, col + 1) === colour)
        score += 3;
    }
  }
  let dark = 0;
  for (let row = 0; row < size; row++) for (let col = 0; col < size; col++) if (at(row, col)) dark++;
  const total = size * size;
  score += Math.floor(Math.abs(dark * 20 - total * 10) / total) * 10;
  return score;
}

const FINDER_LIKE = [true, false, true, true, true, false, true];

/** Rules 1 and 3 along one row or column. */
function linePenalty(module: (i: number) => boolean, size: number): number {
  let score = 0;
  let run = 1;
  for (let i = 1; i <= size; i++) {
    if (i < size && module(i) === module(i - 1)) {
      run++;
      continue;
    }
    if (run >= 5) score += 3 + run - 5;
    run = 1;
  }
  for (let start = 0; start + 7 <= size; start++) {
    if (!FINDER_LIKE.every((dark, k) => module(start + k) === dark)) continue;
    if (lightRun(module, start - 4, size) || lightRun(module, start + 7, size)) score += 40;
  }
  return score;
}

/** Whether the four modules from `from` are light; the quiet zone around the symbol is light too. */
function lightRun(module: (i: number) => boolean, from: number, size: number): boolean {
  for (let i = Math.max(from, 0); i < Math.min(from + 4, size); i++) if (module(i)) return false;
  return true;
}
