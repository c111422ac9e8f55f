import type { z } from 'zod';
import { BodyTooLargeError, readBodyText } from '../http/body-limit.server.js';
import { apiJson } from '../security/api-answers.server.js';

/**
 * The raw parameters of a call: the query string of a GET (a parameter given twice is refused, since the
 * legacy clients never send lists that way and a second value must not slip past validation), or the JSON
 * object body of a POST (413 past the body limit).
 */
async function rawParams(request: Request, method: 'GET' | 'POST'): Promise<unknown> {
  if (method === 'GET') {
    const params: Record<string, string> = {};
    for (const [key, value] of new URL(request.url).searchParams) {
      if (key in params)
        throw apiJson({ message: `Parameter '${key}' is given more than once`, parameter: key }, 400);
      params[key] = value;
    }
    return params;
  }
  let text: string;
  try {
    text = await readBodyText(request);
  } catch (error) {
    if (error instanceof BodyTooLargeError) throw apiJson({ message: error.message }, 413);
    throw error;
  }
  if (text.trim() === '') return {};
  try {
    return JSON.parse(text);
  } catch {
    throw apiJson({ message: 'The request body is not valid JSON' }, 400);
  }
}

/**
 * Validates a call's parameters with its schema. A bad one answers 400 naming the parameter and what was
 * expected: `{ message, parameter, expected }`.
 *
 * @example
 * const params = await readCallParams(request, 'GET', z.object({ orderno: z.string().min(1) }));
 */
export async function readCallParams<Schema extends z.ZodType>(
  request: Request,
  method: 'GET' | 'POST',
  schema: Schema,
): Promise<z.infer<Schema>> {
  const result = schema.safeParse(await rawParams(request, method));
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const parameter = issue?.path.join('.') || null;
  const expected = issue?.message ?? 'a valid value';
  const message = parameter
    ? `Invalid parameter '${parameter}': ${expected}`
    : `Invalid parameters: ${expected}`;
  throw apiJson({ message, parameter, expected }, 400);
}
