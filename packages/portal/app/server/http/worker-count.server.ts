import { availableParallelism } from 'node:os';
import { z } from 'zod';
import { EnvError } from '../config/env.server.js';

const workersSchema = z.coerce
  .number({ message: 'must be a number' })
  .int('must be a whole number')
  .min(1, 'must be at least 1')
  .max(64, 'must be at most 64')
  .optional();

/**
 * How many server processes `npm start` runs: PORTAL_WORKERS, else one per core the machine offers.
 * One means a single process and no cluster (what profiling wants).
 *
 * @example
 * workerCount({ PORTAL_WORKERS: '1' }); // 1
 * workerCount({});                      // os.availableParallelism(), e.g. 2
 */
export function workerCount(source: Record<string, string | undefined>): number {
  const parsed = workersSchema.safeParse(source.PORTAL_WORKERS?.trim() || undefined);
  if (!parsed.success) {
    throw new EnvError(`Invalid configuration: PORTAL_WORKERS ${parsed.error.issues[0]?.message ?? ''}`);
  }
  return parsed.data ?? availableParallelism();
}
