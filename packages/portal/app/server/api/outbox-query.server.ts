import { z } from 'zod';
import { OUTBOX_PAGE_MAX } from '../outbox/read-outbox.server.js';

/** How many events a read answers when the caller gives no `limit`. */
export const OUTBOX_PAGE_DEFAULT = 100;

const wholeNumber = (name: string, max: number) =>
  z
    .string()
    .regex(/^\d{1,15}$/, `${name} must be a whole number of 0 or more`)
    .transform(Number)
    .refine((value) => value <= max, `${name} must be at most ${max}`);

/**
 * The query of `GET /api/outbox`: `after`, the cursor (the `seq` of the last event read, 0 to start),
 * and `limit`, how many events to answer (1 to {@link OUTBOX_PAGE_MAX}, {@link OUTBOX_PAGE_DEFAULT} when
 * absent). Anything else, a negative or broken number included, is refused naming the parameter.
 *
 * @example
 * OUTBOX_QUERY.parse({ after: '42' }); // { after: 42, limit: 100 }
 */
export const OUTBOX_QUERY = z.strictObject({
  after: wholeNumber('after', Number.MAX_SAFE_INTEGER).default(0),
  limit: wholeNumber('limit', OUTBOX_PAGE_MAX)
    .refine((value) => value >= 1, 'limit must be at least 1')
    .default(OUTBOX_PAGE_DEFAULT),
});
