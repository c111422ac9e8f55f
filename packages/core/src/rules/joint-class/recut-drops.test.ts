import { describe, expect, it } from 'vitest';
import { recutDrops } from './recut-drops.js';

describe('recutDrops', () => {
  it('takes the median drop over inspections where the later one records a recut, per end', () => {
    const drops = recutDrops([
      [
        {
          Inspection_Date: '2025-02-14',
          TS_Pin: 6.2,
          TS_Box: 7.5,
          Machining_Pin: 'SUM',
          Machining_Box: 'OK',
        },
        { Inspection_Date: '2024-02-15', TS_Pin: 7.0, TS_Box: 7.5 },
        {
          Inspection_Date: '2026-02-16',
          TS_Pin: 5.5,
          TS_Box: 6.6,
          Machining_Pin: 'SUM',
          Machining_Box: 'SUM',
        },
      ],
      [
        { Inspection_Date: '2025-02-14', TS_Pin: 6.8, TS_Box: 7.2 },
        {
          Inspection_Date: '2026-02-16',
          TS_Pin: '6.05',
          TS_Box: 6.4,
          Machining_Pin: ' sum ',
          Machining_Box: 'SUM',
        },
      ],
    ]);
    // pin: 7.0 − 6.2 = 0.8, 6.2 − 5.5 = 0.7, 6.8 − 6.05 = 0.75 → 0.7, 0.75, 0.8: median 0.75.
    // box: 7.5 − 6.6 = 0.9 and 7.2 − 6.4 = 0.8 (2024 → 2025 recorded OK): median (0.8 + 0.9) / 2 = 0.85.
    expect(drops).toEqual({ pin: { perRecut: 0.75, recuts: 3 }, box: { perRecut: 0.85, recuts: 2 } });
  });

  it('skips pairs missing a figure, undated inspections, and drops of zero or less', () => {
    const drops = recutDrops([
      [
        { Inspection_Date: '2024-01-10', TS_Pin: 7 },
        { Inspection_Date: '2025-01-10', TS_Pin: null, Machining_Pin: 'SUM' },
        { Inspection_Date: '2026-01-10', TS_Pin: 6, Machining_Pin: 'SUM' },
      ],
      [
        { Inspection_Date: null, TS_Pin: 9 },
        { Inspection_Date: '2025-01-10', TS_Pin: 6, Machining_Pin: 'SUM' },
        { Inspection_Date: '2026-01-10', TS_Pin: 6.1, Machining_Pin: 'SUM' },
        { Inspection_Date: '2026-06-10', TS_Pin: 6.1, Machining_Pin: 'SUM' },
        { Inspection_Date: '2026-09-10', TS_Pin: 5.2, Machining_Pin: 'SRF' },
      ],
    ]);
    // Every pair is skipped: a missing figure either side (2024 → 2025 → 2026 of the first joint), an
    // undated inspection (9 → 6), a rise (6 → 6.1), no change (6.1 → 6.1), no recut recorded (SRF).
    expect(drops).toEqual({ pin: null, box: null });
  });

  it('gives one recut as its own median, rounded to the figures’ thousandth', () => {
    // 6.7 − 6.05 = 0.6500000000000004 in doubles, 0.65 in the figures.
    expect(
      recutDrops([
        [
          { Inspection_Date: '2025-01-10', TS_Box: 6.7 },
          { Inspection_Date: '2026-01-10', TS_Box: 6.05, Machining_Box: 'SUM' },
        ],
      ]),
    ).toEqual({ pin: null, box: { perRecut: 0.65, recuts: 1 } });
  });

  it('has nothing to measure without joints', () => {
    expect(recutDrops([])).toEqual({ pin: null, box: null });
  });
});
