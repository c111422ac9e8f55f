import { describe, expect, it } from 'vitest';
import { historyMonths } from './history-sql.js';

describe('historyMonths', () => {
  it('should span from 1095 days before the reference date to its month', () => {
    // 2023-11-20 to 2026-11-20 is 1,096 days (2024 is a leap year), so 1,095 days back is 2023-11-21.
    expect(historyMonths('2026-11-20')).toEqual(['2023-11', '2026-11']);
    expect(historyMonths('2026-01-05')).toEqual(['2023-01', '2026-01']);
  });
});
