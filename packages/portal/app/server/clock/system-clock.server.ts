import type { PortalEnv } from '../config/env.server.js';

/**
 * The clock the runtime reads: fixed at PORTAL_NOW when it is set (tests and demos see the same ages
 * whatever day they run), else the system clock.
 *
 * @example
 * const now = systemClock({ fixedNow: new Date('2026-11-26T09:00:00Z') });
 * now().toISOString(); // '2026-11-26T09:00:00.000Z'
 */
export function systemClock(env: Pick<PortalEnv, 'fixedNow'>): () => Date {
  const fixed = env.fixedNow;
  return fixed ? () => new Date(fixed.getTime()) : () => new Date();
}
