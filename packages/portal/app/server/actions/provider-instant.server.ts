import { formatDateTime } from '../audit/audit-words.server.js';

/**
 * An instant as a decision record keeps it: on the provider's clock, naming its time zone.
 *
 * @example
 * providerInstant(new Date('2026-11-26T07:14:05Z'), 'Europe/Oslo'); // '26.11.2026 08:14 (Europe/Oslo)'
 */
export function providerInstant(instant: Date, timeZone: string): string {
  return `${formatDateTime(instant, timeZone)} (${timeZone})`;
}
