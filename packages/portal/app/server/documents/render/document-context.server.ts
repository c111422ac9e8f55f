import { calendarDay, formatDate } from '@rigready/core';

/** The provider's name on every generated document when the configuration names none. */
export const DEFAULT_PROVIDER_NAME = 'rigready inspection services';

/**
 * What every generated document carries besides its rows: the provider's name (from the configuration),
 * the instant it is made (the file's metadata) and the day printed on it, that instant's date in the
 * provider's time zone. Both are passed in, never read from the clock inside a renderer, so a document is
 * reproducible and tests are deterministic.
 *
 * @example
 * const context: DocumentContext =
 *   { provider: DEFAULT_PROVIDER_NAME, date: new Date('2025-07-06T22:30:00Z'), day: '2025-07-07' };
 */
export interface DocumentContext {
  provider: string;
  date: Date;
  /** The printed date, `YYYY-MM-DD`: the day of `date` in the provider's time zone. */
  day: string;
}

/**
 * A generated document's context with the configured provider name, or {@link DEFAULT_PROVIDER_NAME}
 * when it is empty or absent, made at `date` and dated that day in `timeZone` (PORTAL_TIME_ZONE).
 *
 * @example
 * documentContext(undefined, new Date('2025-07-06T22:30:00Z'), 'Europe/Oslo');
 * // { provider: 'rigready inspection services', date, day: '2025-07-07' }
 */
export function documentContext(
  provider: string | null | undefined,
  date: Date,
  timeZone: string,
): DocumentContext {
  if (Number.isNaN(date.getTime())) throw new Error('Document date must be a valid date');
  const name = provider?.trim();
  return { provider: name ? name : DEFAULT_PROVIDER_NAME, date, day: calendarDay(date, timeZone) };
}

/**
 * A stored date (`YYYY-MM-DD`) or instant as the portal shows dates (`DD.MM.YYYY`); empty for none.
 *
 * @example
 * displayDate('2025-07-07'); // '07.07.2025'
 */
export function displayDate(value: string | Date | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  return formatDate(value);
}
