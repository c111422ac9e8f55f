import type { z } from 'zod';
import { ApiError } from './errors.js';
import type { Known } from './schemas/known.js';

/**
 * Writes a zod issue path the way a reader looks it up in the answer: `data[3].Rig_Ready`; the root is
 * `(root)`.
 *
 * @example
 * formatIssuePath(['data', 3, 'Rig_Ready']); // 'data[3].Rig_Ready'
 */
export function formatIssuePath(path: readonly PropertyKey[]): string {
  if (path.length === 0) return '(root)';
  return path
    .map((key, index) => {
      if (typeof key === 'number') return `[${key}]`;
      const name = String(key);
      return index === 0 ? name : `.${name}`;
    })
    .join('')
    .replace(/^\./, '');
}

/**
 * Validates an answer against its call's schema and returns the parsed value (typed by its known fields), or throws an ApiError with
 * code `schema` naming the call and the first mismatching field.
 *
 * @example
 * const rows = parseAnswer('getdp', z.array(returnedPipeRowSchema), await response.json());
 */
export function parseAnswer<S extends z.ZodType>(
  call: string,
  schema: S,
  answer: unknown,
): Known<z.output<S>> {
  const result = schema.safeParse(answer);
  // Known only drops the index signature of loose objects: the value is the parsed one.
  if (result.success) return result.data as Known<z.output<S>>;
  const issue = result.error.issues[0];
  const path = formatIssuePath(issue?.path ?? []);
  throw new ApiError(
    'schema',
    `${call}: the answer does not match its schema at ${path}: ${issue?.message}`,
    {
      call,
      path,
      cause: result.error,
    },
  );
}
