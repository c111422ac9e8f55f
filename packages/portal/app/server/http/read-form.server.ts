import { data } from 'react-router';

/** What a client is told when its form body cannot be read. */
export const FORM_UNREADABLE_MESSAGE =
  'The form could not be read: send it as application/x-www-form-urlencoded or multipart/form-data';

/**
 * The form of a POST, or a 400 `{ message }` thrown when the body is not a form that can be read (no or
 * a wrong Content-Type, a multipart body without its boundary or cut short). A body over the limit is
 * answered 413 by the HTTP server, whatever this throws.
 *
 * @example
 * const form = await readForm(request);
 */
export async function readForm(request: Request): Promise<FormData> {
  try {
    return await request.formData();
  } catch {
    throw data({ message: FORM_UNREADABLE_MESSAGE }, { status: 400 });
  }
}
