/**
 * The server's clock as a loader hands it to the browser, so client components count ages from the
 * server's clock (PORTAL_NOW in tests and demos), never from the browser's.
 *
 * @example
 * const clock: ClockReading = { now: '2026-11-26T09:00:00.000Z', today: '2026-11-26' };
 */
export interface ClockReading {
  /** The instant, an ISO timestamp in UTC: what month-based colours are measured to. */
  now: string;
  /** The calendar day of `now` in the provider's time zone, `YYYY-MM-DD`: what day counts count to. */
  today: string;
}
