import { describe, expect, it } from 'vitest';
import { measurement, TALLY_MEASURED_FIELDS } from './tally-row.js';

describe('measurement', () => {
  it('reads numbers and numeric strings', () => {
    expect(measurement(6.25)).toBe(6.25);
    expect(measurement(' 6.5 ')).toBe(6.5);
    expect(measurement(0)).toBe(0);
  });

  it('gives null for empty and non-numeric values', () => {
    expect(measurement(null)).toBeNull();
    expect(measurement(undefined)).toBeNull();
    expect(measurement('  ')).toBeNull();
    expect(measurement('n/a')).toBeNull();
    expect(measurement(Number.NaN)).toBeNull();
  });

  it('lists the measured fields', () => {
    expect(TALLY_MEASURED_FIELDS).toEqual(['TS_Pin', 'TS_Box', 'OD_Box', 'Wall']);
  });
});
