import { describe, expect, it } from 'vitest';
import { dayDate, wearSeries } from './wear-series.js';

describe('wearSeries', () => {
  it('gives each figure oldest first, leaving out what was not measured and undated inspections', () => {
    const series = wearSeries([
      { Inspection_Date: '2026-02-16', Wall: 84, OD_Box: '6.8', TS_Pin: 5.5, TS_Box: null },
      { Inspection_Date: null, Wall: 99, OD_Box: 7, TS_Pin: 7, TS_Box: 7 },
      { Inspection_Date: '2024-02-15', Wall: 92, OD_Box: 6.9, TS_Pin: '', TS_Box: 6.25 },
      { Inspection_Date: '2025-02-14', Wall: null, OD_Box: 6.85, TS_Pin: 5.75, TS_Box: 6.25 },
    ]);
    expect(series).toEqual({
      wall: [
        { date: '2024-02-15', value: 92 },
        { date: '2026-02-16', value: 84 },
      ],
      odBox: [
        { date: '2024-02-15', value: 6.9 },
        { date: '2025-02-14', value: 6.85 },
        { date: '2026-02-16', value: 6.8 },
      ],
      tsPin: [
        { date: '2025-02-14', value: 5.75 },
        { date: '2026-02-16', value: 5.5 },
      ],
      tsBox: [
        { date: '2024-02-15', value: 6.25 },
        { date: '2025-02-14', value: 6.25 },
      ],
    });
  });

  it('is empty for a joint never inspected', () => {
    expect(wearSeries([])).toEqual({ wall: [], odBox: [], tsPin: [], tsBox: [] });
  });

  it('writes a timestamp by its UTC day', () => {
    expect(wearSeries([{ Inspection_Date: '2026-02-16T23:30:00-02:00', Wall: 90 }]).wall).toEqual([
      { date: '2026-02-17', value: 90 },
    ]);
  });
});

describe('dayDate', () => {
  it('writes a UTC day number as YYYY-MM-DD', () => {
    expect(dayDate(0)).toBe('1970-01-01');
    expect(dayDate(20500)).toBe('2026-02-16');
    expect(dayDate(-1)).toBe('1969-12-31');
    expect(dayDate(-693961)).toBe('0069-12-31');
  });
});
