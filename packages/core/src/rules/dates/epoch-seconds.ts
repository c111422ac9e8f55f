import { type DateInput, toEpochMs } from './date-input.js';

/**
 * Turns a legacy epoch-seconds field into an ISO timestamp (UTC), once, where it enters; from there on the
 * value is a {@link DateInput} like any other.
 *
 * @throws RangeError when `seconds` is not a finite number.
 * @example
 * fromEpochSeconds(1709251200); // '2024-03-01T00:00:00.000Z'
 */
export function fromEpochSeconds(seconds: number): string {
  if (!Number.isFinite(seconds))
    throw new RangeError(`Epoch seconds must be a finite number, got ${seconds}`);
  return new Date(seconds * 1000).toISOString();
}

/**
 * The whole epoch seconds of a date or instant, for a legacy answer field that carries them (the admin
 * user list's `last_login.timestamp`); nothing inside the portal computes with them.
 *
 * @throws RangeError for a value that is not a date.
 * @example
 * toEpochSeconds('2026-01-01T00:00:00Z'); // 1767225600
 */
export function toEpochSeconds(input: DateInput): number {
  return Math.floor(toEpochMs(input) / 1000);
}
