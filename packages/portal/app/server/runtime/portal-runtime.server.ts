import { join } from 'node:path';
import { systemClock } from '../clock/system-clock.server.js';
import { getEnv, type PortalEnv } from '../config/env.server.js';
import { getIdentityConfig, type IdentityConfig } from '../config/identity-config.server.js';
import { type DatabaseHandle, openDatabase } from '../db/database.server.js';
import { createMailer, type Mailer } from '../mail/mailer.server.js';
import { logger } from '../observability/logger.server.js';
import { loadTokenKey } from './token-key.server.js';

/**
 * What the identity and access code needs at request time: configuration, the database, the mailer, the
 * token key and the clock. One per process; tests install their own with {@link setPortalRuntime}. `now`
 * is the portal's one clock (PORTAL_NOW fixes it); today's date comes from it in `env.timeZone` (see
 * `readClock`).
 *
 * @example
 * const { handle, identity } = getPortalRuntime();
 */
export interface PortalRuntime {
  env: PortalEnv;
  identity: IdentityConfig;
  handle: DatabaseHandle;
  mailer: Mailer;
  tokenKey: Uint8Array;
  now(): Date;
  log(line: string, details?: unknown): void;
}

let current: PortalRuntime | undefined;

/**
 * The process's runtime, created from the configuration on first use (the database must have been
 * prepared at start-up, as server.ts does).
 *
 * @example
 * const runtime = getPortalRuntime();
 */
export function getPortalRuntime(): PortalRuntime {
  if (!current) {
    const env = getEnv();
    const identity = getIdentityConfig();
    current = {
      env,
      identity,
      handle: openDatabase(env.database),
      mailer: createMailer({
        smtpUrl: identity.smtpUrl,
        from: identity.mailFrom,
        outboxDir: join(env.dataDir, 'outbox'),
      }),
      tokenKey: loadTokenKey(identity.tokenSecret),
      now: systemClock(env),
      log: (line, details) => logger.error(details === undefined ? {} : { err: details }, line),
    };
  }
  return current;
}

/**
 * Installs the runtime (tests: a per-test database, a fixed clock); `undefined` goes back to the default.
 *
 * @example
 * setPortalRuntime({ ...runtime, now: () => new Date('2026-01-01T00:00:00Z') });
 */
export function setPortalRuntime(runtime: PortalRuntime | undefined): void {
  current = runtime;
}
