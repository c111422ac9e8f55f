import { calendarDay } from '@rigready/core';
import type { ClockReading } from '../../shared/clock-reading.js';
import { getPortalRuntime, type PortalRuntime } from './portal-runtime.server.js';

/**
 * Reads the runtime's clock once for a loader: the instant and today's date in the provider's time zone
 * (PORTAL_TIME_ZONE), both as ISO strings that travel to the browser unchanged.
 *
 * @example
 * return { racks, clock: readClock() }; // { now: '2026-11-26T09:00:00.000Z', today: '2026-11-26' }
 */
export function readClock(runtime: PortalRuntime = getPortalRuntime()): ClockReading {
  const now = runtime.now();
  return { now: now.toISOString(), today: calendarDay(now, runtime.env.timeZone) };
}
