import type { WearPoint } from '@rigready/core';
import type { WearChartLimit } from './wear-chart.js';

/** The day the wear stories count to. */
export const WEAR_TODAY = '2026-03-01';

/** A joint's wall at three yearly inspections. */
export const WALL_POINTS: WearPoint[] = [
  { date: '2024-02-15', value: 92 },
  { date: '2025-02-14', value: 88.5 },
  { date: '2026-02-16', value: 84 },
];

/**
 * Its least-squares line from the first inspection to its last day at Class 2 (to 0.001 %): 92.163 % on 2024-02-15
 * falling 3.9922 % a year reaches 70 % after 2027 days, on 2029-09-03 (worked out with python3).
 */
export const WALL_PROJECTION: WearPoint[] = [
  { date: '2024-02-15', value: 92.163 },
  { date: '2029-09-03', value: 70.008 },
];

/** The wall's class limits. */
export const WALL_LIMITS: WearChartLimit[] = [
  { label: 'Premium', value: 80, colour: 'var(--rr-color-success)' },
  { label: 'Class 2', value: 70, colour: 'var(--rr-color-warning)' },
];

/** Tong space of pin and box, with a recut on the pin in 2025 and on both in 2026. */
export const TONG_SPACE_POINTS: { pin: WearPoint[]; box: WearPoint[] } = {
  pin: [
    { date: '2024-02-15', value: 7 },
    { date: '2025-02-14', value: 6.2 },
    { date: '2026-02-16', value: 5.5 },
  ],
  box: [
    { date: '2024-02-15', value: 7.5 },
    { date: '2025-02-14', value: 7.5 },
    { date: '2026-02-16', value: 6.6 },
  ],
};

/** The minimum tong space of pin and box. */
export const TONG_SPACE_LIMITS: WearChartLimit[] = [
  { label: 'Pin minimum', value: 4, colour: 'var(--rr-color-danger)' },
  { label: 'Box minimum', value: 4.5, colour: 'var(--rr-color-danger)' },
];

/** Box OD against its Premium and Class 2 minimums, close together. */
export const BOX_OD_POINTS: WearPoint[] = [
  { date: '2024-02-15', value: 6.3 },
  { date: '2025-02-14', value: 6.2 },
  { date: '2026-02-16', value: 6.094 },
];

export const BOX_OD_LIMITS: WearChartLimit[] = [
  { label: 'Premium', value: 6.094, colour: 'var(--rr-color-success)' },
  { label: 'Class 2', value: 5.969, colour: 'var(--rr-color-warning)' },
];
