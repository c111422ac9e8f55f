import { describe, expect, it } from 'vitest';
import { expectedReady } from './expected-ready.server.js';

describe('expectedReady', () => {
  it('should mark an estimate already past as late, by the calendar days from it to today', () => {
    // 29.10.2026 to 10.11.2026: 2 days left of October (30, 31) + 10 of November = 12 days.
    expect(expectedReady({ estimate: '2026-10-29', completed: null, today: '2026-11-10' })).toEqual({
      Expected_Ready: '2026-10-29',
      Ready_Late: 'late by 12 days',
    });
  });

  it('should say "late by 1 day" for yesterday and nothing for an estimate of today or later', () => {
    expect(expectedReady({ estimate: '2026-11-09', completed: null, today: '2026-11-10' }).Ready_Late).toBe(
      'late by 1 day',
    );
    expect(expectedReady({ estimate: '2026-11-10', completed: null, today: '2026-11-10' })).toEqual({
      Expected_Ready: '2026-11-10',
      Ready_Late: '',
    });
  });

  it('should give a completed line its completion date and never call it late', () => {
    expect(expectedReady({ estimate: null, completed: '2026-03-11', today: '2026-11-10' })).toEqual({
      Expected_Ready: '2026-03-11',
      Ready_Late: '',
    });
  });

  it('should give a line without estimate or completion no date', () => {
    expect(expectedReady({ estimate: null, completed: null, today: '2026-11-10' })).toEqual({
      Expected_Ready: '',
      Ready_Late: '',
    });
  });
});
