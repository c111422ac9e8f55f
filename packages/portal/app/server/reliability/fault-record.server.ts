import { AsyncLocalStorage } from 'node:async_hooks';
import { isDatabaseUnavailable } from './database-unavailable.server.js';

/** What went wrong with the database while one request was being answered. */
export interface FaultRecord {
  /** The first database-unavailable error the request met, or null. */
  databaseFault: unknown;
}

// The HTTP server (server.ts) and the React Router build load this module separately, so the one store
// both see lives on globalThis.
const STORE_KEY = Symbol.for('rigready.reliability.faultRecord');
const shared = globalThis as { [STORE_KEY]?: AsyncLocalStorage<FaultRecord> };
shared[STORE_KEY] ??= new AsyncLocalStorage<FaultRecord>();
const store = shared[STORE_KEY];

/**
 * Runs `answer` (one request) with a fresh fault record that the database layer writes to; resolves to
 * its result and the record.
 *
 * @example
 * const { result: response, record } = await withFaultRecord(() => handler(request, context));
 * if (record.databaseFault) return unavailableAnswer(request, requestId);
 */
export async function withFaultRecord<T>(
  answer: () => Promise<T>,
): Promise<{ result: T; record: FaultRecord }> {
  const record: FaultRecord = { databaseFault: null };
  const result = await store.run(record, answer);
  return { result, record };
}

/**
 * Notes `error` on the current request's record when it means the database is unavailable (outside a
 * request, e.g. in a script, it does nothing). Answers whether it noted it, i.e. whether the HTTP server
 * will answer 503 and log it.
 *
 * @example
 * try { await query(); } catch (error) { noteDatabaseFault(error); throw error; }
 */
export function noteDatabaseFault(error: unknown): boolean {
  if (!isDatabaseUnavailable(error)) return false;
  const record = store.getStore();
  if (!record) return false;
  record.databaseFault ??= error;
  return true;
}
