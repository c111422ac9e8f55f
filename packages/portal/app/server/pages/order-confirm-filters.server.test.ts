import { describe, expect, it } from 'vitest';
import { readInspectionFilter } from './joint-list-page.server.js';
import { readOrderConfirmFilters } from './order-confirm-filters.server.js';

/** The status and message of the 400 answer a reader throws. */
function refusal(read: () => unknown): { status: number; message: string } {
  try {
    read();
  } catch (error) {
    const answer = error as { init: { status: number }; data: { message: string } };
    return { status: answer.init.status, message: answer.data.message };
  }
  throw new Error('expected a refusal');
}

describe('readOrderConfirmFilters', () => {
  it('reads the completion filter and the completed month', () => {
    expect(readOrderConfirmFilters(new URLSearchParams('show=ongoing'))).toEqual({
      show: 'ongoing',
      completedIn: null,
    });
    expect(readOrderConfirmFilters(new URLSearchParams('completed=2026-12'))).toEqual({
      show: 'completed',
      completedIn: { first: '2026-12-01', next: '2027-01-01', label: 'December 2026' },
    });
    expect(readOrderConfirmFilters(new URLSearchParams(''))).toEqual({ show: null, completedIn: null });
  });

  it('refuses a value it does not know, saying what it takes', () => {
    expect(refusal(() => readOrderConfirmFilters(new URLSearchParams('show=open')))).toEqual({
      status: 400,
      message: 'show must be one of both, completed, ongoing; got "open"',
    });
    expect(refusal(() => readOrderConfirmFilters(new URLSearchParams('completed=2026-13')))).toEqual({
      status: 400,
      message: 'completed must be a month as YYYY-MM, e.g. 2026-11; got "2026-13"',
    });
  });
});

describe('readInspectionFilter', () => {
  it('reads due and overdue, and nothing when absent', () => {
    expect(readInspectionFilter(new URLSearchParams('inspection=due'))).toBe('due');
    expect(readInspectionFilter(new URLSearchParams('inspection=overdue'))).toBe('overdue');
    expect(readInspectionFilter(new URLSearchParams(''))).toBeNull();
  });

  it('refuses anything else', () => {
    expect(refusal(() => readInspectionFilter(new URLSearchParams('inspection=soon')))).toEqual({
      status: 400,
      message: 'inspection must be due or overdue; got "soon"',
    });
  });
});
