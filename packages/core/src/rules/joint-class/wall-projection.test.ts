import { describe, expect, it } from 'vitest';
import { PROJECTION_HORIZON_YEARS, wallProjection } from './wall-projection.js';

const points = (...pairs: [string, number][]) => pairs.map(([date, value]) => ({ date, value }));

describe('wallProjection', () => {
  it('gives the last day the trend is at or above 80 and 70 %', () => {
    // 91 → 90 in 367 days: 11 % down to 80 takes 11 × 367 = 4037 days → 2036-03-05;
    // 21 % down to 70 takes 21 × 367 = 7707 days → 2046-03-23 (date -d '2025-02-14 +N days').
    const projection = wallProjection(points(['2025-02-14', 91], ['2026-02-16', 90]));
    expect(projection).toMatchObject({
      premiumUntil: '2036-03-05',
      class2Until: '2046-03-23',
      premium: 'projected',
      class2: 'projected',
    });
    expect(projection.wallRatePerYear).toBeCloseTo(-0.9952316076294278, 12);
  });

  it('counts a day on which the line is exactly at the threshold, floating point notwithstanding', () => {
    // 90.1 → 80.1 in 100 days: 0.1 % a day, exactly 80 on day 101 (2026-04-12), exactly 70 on day 201
    // (2026-07-21). In doubles the quotient is 100.99999999999996.
    expect(wallProjection(points(['2026-01-01', 90.1], ['2026-04-11', 80.1]))).toMatchObject({
      premiumUntil: '2026-04-12',
      class2Until: '2026-07-21',
    });
  });

  it('never dates the last Premium day before the latest inspection that measured Premium', () => {
    // 100, 80.5, 80.5 on days 0, 10, 20: mean day 10, mean wall 87; slope = (−10 × 13 + 10 × −6.5) / 200
    // = −0.975 %/day (−356.11875 %/yr); line on day 0 = 87 + 9.75 = 96.75. It crosses 80 on day
    // 16.75 / 0.975 = 17.18, before the latest inspection (day 20, 80.5 %): 2026-01-21. It crosses 70 on
    // day 26.75 / 0.975 = 27.44 → day 27 = 2026-01-28.
    const projection = wallProjection(
      points(['2026-01-01', 100], ['2026-01-11', 80.5], ['2026-01-21', 80.5]),
    );
    expect(projection).toMatchObject({ premiumUntil: '2026-01-21', class2Until: '2026-01-28' });
    expect(projection.wallRatePerYear).toBeCloseTo(-356.11875, 9);
  });

  it('gives no date once the latest wall is under the threshold', () => {
    // 84 → 79.9 in 367 days: below Premium; the line starts 14 % above 70 at 4.1 % per 367 days:
    // 14 × 367 / 4.1 = 1253.17 days after 2025-02-14 → day 1253 = 2028-07-21.
    expect(wallProjection(points(['2025-02-14', 84], ['2026-02-16', 79.9]))).toMatchObject({
      premiumUntil: null,
      premium: 'below',
      class2Until: '2028-07-21',
      class2: 'projected',
    });
    expect(wallProjection(points(['2026-02-16', 69.9]))).toMatchObject({ premium: 'below', class2: 'below' });
  });

  it('needs two days with a wall figure', () => {
    expect(wallProjection([])).toEqual({
      wallRatePerYear: null,
      premiumUntil: null,
      class2Until: null,
      premium: 'too few inspections',
      class2: 'too few inspections',
      trend: null,
    });
    expect(wallProjection(points(['2026-02-16', 85]))).toMatchObject({
      premium: 'too few inspections',
      class2: 'too few inspections',
    });
  });

  it('gives no date while the wall is not falling', () => {
    expect(wallProjection(points(['2025-02-14', 85], ['2026-02-16', 85]))).toMatchObject({
      wallRatePerYear: 0,
      premiumUntil: null,
      premium: 'not falling',
      class2: 'not falling',
    });
    expect(wallProjection(points(['2025-02-14', 85], ['2026-02-16', 86])).premium).toBe('not falling');
  });

  it(`gives no date further than ${PROJECTION_HORIZON_YEARS} years ahead`, () => {
    // 0.01 % a year: 10 % down to 80 takes about 1000 years.
    expect(wallProjection(points(['2025-02-14', 90], ['2026-02-14', 89.99]))).toMatchObject({
      premiumUntil: null,
      premium: 'beyond horizon',
      class2: 'beyond horizon',
    });
  });

  it('projects to the provider’s thresholds when given (85 and 75 %)', () => {
    // 91 → 90 in 367 days: (91 − 85) × 367 = 2202 days → 2031-02-25; (91 − 75) × 367 = 5872 → 2041-03-14.
    expect(
      wallProjection(points(['2025-02-14', 91], ['2026-02-16', 90]), {
        premiumMinWall: 85,
        class2MinWall: 75,
      }),
    ).toMatchObject({ premiumUntil: '2031-02-25', class2Until: '2041-03-14' });
  });
});
