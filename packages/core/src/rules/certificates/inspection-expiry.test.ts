import { describe, expect, it } from 'vitest';
import { inspectionExpiry } from './inspection-expiry.js';

describe('inspectionExpiry', () => {
  it('expires six calendar months after the inspection date', () => {
    expect(inspectionExpiry('2024-01-15', '2024-02-01').expiresOn).toBe('15.07.2024');
  });

  it('clamps to the last day of a shorter month', () => {
    expect(inspectionExpiry('2023-08-31', '2023-09-01').expiresOn).toBe('29.02.2024');
    expect(inspectionExpiry('2024-08-31', '2024-09-01').expiresOn).toBe('28.02.2025');
  });

  it('is 0 days past due before and on the expiry day', () => {
    expect(inspectionExpiry('2024-01-15', '2024-07-14')).toEqual({
      expiresOn: '15.07.2024',
      daysPastDue: 0,
      label: '0 days',
    });
    expect(inspectionExpiry('2024-01-15', '2024-07-15').label).toBe('0 days');
  });

  it('counts whole days past due from the day after', () => {
    expect(inspectionExpiry('2024-01-15', '2024-07-16').label).toBe('1 days');
    expect(inspectionExpiry('2024-01-15', '2024-07-20')).toEqual({
      expiresOn: '15.07.2024',
      daysPastDue: 5,
      label: '5 days',
    });
  });

  it('gives a BHA tool inspected six days ago 0 days and one inspected in May 4 days, on 2026-11-26', () => {
    expect(inspectionExpiry('2026-11-20', '2026-11-26')).toEqual({
      expiresOn: '20.05.2027',
      daysPastDue: 0,
      label: '0 days',
    });
    expect(inspectionExpiry('2026-05-22', '2026-11-26')).toEqual({
      expiresOn: '22.11.2026',
      daysPastDue: 4,
      label: '4 days',
    });
  });

  it('refuses numbers and bad dates', () => {
    // @ts-expect-error a bare number is not a date
    expect(() => inspectionExpiry(1705276800, '2024-07-15')).toThrow('A number is not a date');
    expect(() => inspectionExpiry('15.01.2024', '2024-07-15')).toThrow(RangeError);
    expect(() => inspectionExpiry('2024-01-15', 'now')).toThrow(RangeError);
  });
});
