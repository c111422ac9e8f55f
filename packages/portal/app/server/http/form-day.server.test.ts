import { describe, expect, it } from 'vitest';
import { formDay } from './form-day.server.js';

describe('formDay', () => {
  it("should read the portal's DD.MM.YYYY and ISO days alike", () => {
    expect(formDay('09.03.2026')).toBe('2026-03-09');
    expect(formDay('9.3.2026')).toBe('2026-03-09');
    expect(formDay(' 2026-03-09 ')).toBe('2026-03-09');
  });

  it('should answer null for an empty field or a day the calendar has not', () => {
    expect(formDay('')).toBeNull();
    expect(formDay(null)).toBeNull();
    expect(formDay('31.02.2026')).toBeNull();
    expect(formDay('03/09/2026')).toBeNull();
  });
});
