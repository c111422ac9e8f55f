import type { z } from 'zod';
import type { DatabaseHandle } from '../db/database.server.js';

/**
 * A refused admin change, with the HTTP status it answers (400 invalid, 404 unknown, 409 conflict) and,
 * for a form refused field by field, each wrong field's problem (by the field's posted name).
 */
export class AdminChangeError extends Error {
  override name = 'AdminChangeError';
  constructor(
    readonly status: 400 | 404 | 409,
    message: string,
    readonly fields?: Readonly<Record<string, string>>,
  ) {
    super(message);
  }
}

/** Who makes an admin change and when: every change is written to the audit log with them. */
export interface AdminChangeContext {
  handle: DatabaseHandle;
  adminUserId: string;
  now: Date;
}

/**
 * A JSON column's value, or `fallback` when it is empty or not JSON.
 *
 * @example
 * jsonColumn<string[]>(row.assets, []); // ['Rig A', 'Rig B']
 */
export function jsonColumn<T>(text: string | null | undefined, fallback: T): T {
  try {
    return text ? (JSON.parse(text) as T) : fallback;
  } catch {
    return fallback;
  }
}

/**
 * Refuses a change whose input failed its form schema: a 400 naming the first field that is wrong.
 *
 * @throws AdminChangeError 400, always.
 * @example
 * if (!parsed.success) refuseInvalid(parsed);
 */
export function refuseInvalid(result: z.ZodSafeParseResult<unknown>): never {
  const issue = result.success ? undefined : result.error.issues[0];
  const field = issue?.path.join('.') || 'body';
  throw new AdminChangeError(400, `Invalid ${field}: ${issue?.message ?? 'a valid value'}`);
}
