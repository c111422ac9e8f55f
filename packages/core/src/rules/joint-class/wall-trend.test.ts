import { describe, expect, it } from 'vitest';
import { DAYS_PER_YEAR, trendWallOn, wallTrend } from './wall-trend.js';

describe('wallTrend', () => {
  it('is the line through two points, in % per year of 365.25 days', () => {
    // 91 → 90 from 2025-02-14 to 2026-02-16 (367 days): −1 / (367 / 365.25) = −0.99523160762942779...
    const trend = wallTrend([
      { date: '2025-02-14', value: 91 },
      { date: '2026-02-16', value: 90 },
    ]);
    expect(trend?.from).toBe('2025-02-14');
    expect(trend?.wallAtFrom).toBeCloseTo(91, 12);
    expect(trend?.ratePerYear).toBeCloseTo(-0.9952316076294278, 12);
    expect(DAYS_PER_YEAR).toBe(365.25);
  });

  it('fits three points by least squares', () => {
    // t = 0, 365, 732 days; walls 92, 88.5, 84. Mean t 365.667, mean wall 88.1667;
    // Σ(t − t̄)(w − w̄) = −8785/3, Σ(t − t̄)² = 803738/3 → −8785/803738 per day × 365.25 = −3.992247784725868;
    // wall on day 0 = 529/6 + 8785/803738 × 1097/3 = 92.16346869253414 (python3 fractions).
    const trend = wallTrend([
      { date: '2024-02-15', value: 92 },
      { date: '2025-02-14', value: 88.5 },
      { date: '2026-02-16', value: 84 },
    ]);
    expect(trend?.ratePerYear).toBeCloseTo(-3.992247784725868, 12);
    expect(trend?.wallAtFrom).toBeCloseTo(92.16346869253414, 10);
  });

  it('does not depend on the order of the points', () => {
    const trend = wallTrend([
      { date: '2026-02-16', value: 90 },
      { date: '2025-02-14', value: 91 },
    ]);
    expect(trend?.from).toBe('2025-02-14');
    expect(trend?.ratePerYear).toBeCloseTo(-0.9952316076294278, 12);
  });

  it('needs two days: none for one point, or for several on one day', () => {
    expect(wallTrend([])).toBeNull();
    expect(wallTrend([{ date: '2025-02-14', value: 91 }])).toBeNull();
    expect(
      wallTrend([
        { date: '2025-02-14', value: 91 },
        { date: '2025-02-14', value: 89 },
      ]),
    ).toBeNull();
  });

  it('counts a leap year’s extra day: 366 days from 2024-02-01 to 2025-02-01 is 1.002 years', () => {
    // −2 % over 366 days: −2 × 365.25 / 366 = −1.9959016393442623
    const trend = wallTrend([
      { date: '2024-02-01', value: 90 },
      { date: '2025-02-01', value: 88 },
    ]);
    expect(trend?.ratePerYear).toBeCloseTo(-1.9959016393442623, 12);
  });
});

describe('trendWallOn', () => {
  it('reads the line on any day', () => {
    const trend = { from: '2025-02-14', wallAtFrom: 91, ratePerYear: -365.25 / 367 };
    expect(trendWallOn(trend, '2025-02-14')).toBe(91);
    expect(trendWallOn(trend, '2026-02-16')).toBeCloseTo(90, 12);
    // 4037 days on: 91 − 4037 / 367 = 91 − 11 = 80
    expect(trendWallOn(trend, '2036-03-05')).toBeCloseTo(80, 12);
  });
});
