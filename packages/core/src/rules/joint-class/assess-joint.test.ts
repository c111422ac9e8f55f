import { describe, expect, it } from 'vitest';
import { assessJoint } from './assess-joint.js';

const LIMITS = { TJ_OD_Premium_Min: 6.094, TJ_OD_Class2_Min: 5.969, TS_Pin_Min: 4, TS_Box_Min: 4.5 };

describe('assessJoint', () => {
  it('classes the latest inspection, not the worst, and projects from every wall figure', () => {
    const result = assessJoint(
      [
        { Inspection_Date: '2026-02-16', Wall: 90, OD_Box: 6.15, TS_Pin: 6.05, TS_Box: 6.4 },
        { Inspection_Date: '2025-02-14', Wall: 91, OD_Box: 5.9, TS_Pin: 6.8, TS_Box: 7.2 },
      ],
      { limits: LIMITS, recuts: { setting: 0.75 } },
    );
    // 2025: box OD 5.9 under 5.969 was Reject; 2026 measures 6.15 (a new tool joint): Premium.
    expect(result.class?.overall).toBe('Premium');
    expect(result.latest?.Inspection_Date).toBe('2026-02-16');
    expect(result.wear.wall).toEqual([
      { date: '2025-02-14', value: 91 },
      { date: '2026-02-16', value: 90 },
    ]);
    // 91 → 90 in 367 days: 80 after 11 × 367 = 4037 days (2036-03-05), 70 after 7707 (2046-03-23).
    expect(result.projection.premiumUntil).toBe('2036-03-05');
    expect(result.projection.class2Until).toBe('2046-03-23');
    // pin (6.05 − 4) / 0.75 = 2.73 → 2; box (6.4 − 4.5) / 0.75 = 2.53 → 2.
    expect([result.recutsLeft.pin.recutsLeft, result.recutsLeft.box.recutsLeft]).toEqual([2, 2]);
  });

  it('takes the later listed of two inspections on the same day as the latest', () => {
    const result = assessJoint(
      [
        { Inspection_Date: '2026-02-16', Wall: 90 },
        { Inspection_Date: '2026-02-16', Wall: 75 },
      ],
      { limits: null },
    );
    expect(result.class?.body).toBe('Class 2');
  });

  it('has no class for a joint never inspected', () => {
    const result = assessJoint([], { limits: LIMITS });
    expect(result.class).toBeNull();
    expect(result.latest).toBeNull();
    expect(result.projection.premium).toBe('too few inspections');
    expect(result.recutsLeft.pin.text).toBe('no pin tong space figure at the latest inspection');
  });

  it('refuses bad limits and thresholds even without inspections', () => {
    expect(() => assessJoint([], { limits: { ...LIMITS, TS_Pin_Min: -4 } })).toThrow(RangeError);
    expect(() =>
      assessJoint([], { limits: null, thresholds: { premiumMinWall: 60, class2MinWall: 70 } }),
    ).toThrow(RangeError);
  });
});
