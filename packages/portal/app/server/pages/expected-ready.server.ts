import { daysBetween } from '@rigready/core';

/** An order line's expected ready date and, when that date has passed unmet, by how much. */
export interface ExpectedReadyText {
  /** `YYYY-MM-DD`: the estimate, or a completed line's job completion; empty without either. */
  Expected_Ready: string;
  /** `late by 12 days` when the estimate is before today and the line is not completed; else empty. */
  Ready_Late: string;
}

/**
 * When an order line is (or was) ready, as a date a table sorts as a date, and whether the estimate is
 * late: an estimate before today is late by the calendar days from it to today (today is the day in the
 * provider's time zone). A completed line's date is its completion and is never late.
 *
 * @example
 * expectedReady({ estimate: '2026-10-29', completed: null, today: '2026-11-10' });
 * // { Expected_Ready: '2026-10-29', Ready_Late: 'late by 12 days' }
 */
export function expectedReady({
  estimate,
  completed,
  today,
}: {
  estimate: string | null;
  completed: string | null;
  today: string;
}): ExpectedReadyText {
  if (estimate === null) return { Expected_Ready: completed ?? '', Ready_Late: '' };
  const late = daysBetween(estimate, today);
  return {
    Expected_Ready: estimate,
    Ready_Late: late > 0 ? `late by ${late === 1 ? '1 day' : `${late} days`}` : '',
  };
}
