import { data } from 'react-router';
import { requireAdminPage } from '../access/require-page.server.js';
import { type AdminChangeContext, AdminChangeError } from '../admin/change-context.server.js';
import { readForm } from '../http/read-form.server.js';
import { getPortalRuntime } from '../runtime/portal-runtime.server.js';

/** What an action of the admin screens answers: the outcome and a message the page shows as it is. */
export interface AdminChangeAnswer {
  ok: boolean;
  message: string;
  /** A form refused field by field: each wrong field's problem, by the field's posted name. */
  fields?: Record<string, string>;
}

/**
 * Runs one admin change posted to an admin page (/users, /customers): the route guard and the admin check
 * first (a cross-site post never gets here: the root middleware refuses it), then `change` with the posted
 * form and who changes what when. The services' refusals (400, 404, 409) come back as `{ ok: false,
 * message, fields? }` with their status, so the page can say exactly why (and next to which field);
 * anything else is a real failure and is thrown.
 *
 * @example
 * export const action = ({ request }: Route.ActionArgs) =>
 *   runAdminChange(request, async (form, change) => {
 *     await deleteUser(change, { userid: text(form, 'userid'), email: text(form, 'email') });
 *     return 'User deleted';
 *   });
 */
export async function runAdminChange(request: Request, change: AdminChangeFn) {
  const identity = await requireAdminPage(request);
  const runtime = getPortalRuntime();
  const form = await readForm(request);
  try {
    const message = await change(form, {
      handle: runtime.handle,
      adminUserId: identity.user.id,
      now: runtime.now(),
    });
    return data<AdminChangeAnswer>({ ok: true, message });
  } catch (failure) {
    if (!(failure instanceof AdminChangeError)) throw failure;
    const fields = failure.fields ? { fields: { ...failure.fields } } : {};
    return data<AdminChangeAnswer>({ ok: false, message: failure.message, ...fields }, failure.status);
  }
}

/** What an admin overview's form posts as `intent`. */
export type AdminIntent = 'create' | 'edit' | 'delete';

type AdminChangeFn = (form: FormData, context: AdminChangeContext) => Promise<string>;

/** A list of names in words: 'create, edit or delete'. */
function oneOf(names: readonly string[]): string {
  return names.length < 2 ? names.join('') : `${names.slice(0, -1).join(', ')} or ${names.at(-1)}`;
}

/**
 * {@link runAdminChange} for an overview page: runs the change named by the posted `intent` (create, edit,
 * delete, and any more the page has, such as the users' permissions) and refuses any other intent with 400.
 *
 * @example
 * export const action = ({ request }: Route.ActionArgs) =>
 *   runAdminIntents(request, { create: ..., edit: ..., delete: async (form, change) => 'User deleted' });
 */
export function runAdminIntents<More extends string = never>(
  request: Request,
  changes: Record<AdminIntent | More, AdminChangeFn>,
) {
  return runAdminChange(request, (form, context) => {
    const intent = formText(form, 'intent');
    const known: Record<string, AdminChangeFn> = changes;
    const change = Object.hasOwn(known, intent) ? known[intent] : undefined;
    if (!change)
      throw new AdminChangeError(400, `Invalid intent: ${oneOf(Object.keys(known))}, not '${intent}'`);
    return change(form, context);
  });
}

/**
 * A posted text field ('' when absent).
 *
 * @example
 * formText(form, 'email'); // 'ola@northwind.test'
 */
export function formText(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
}

/**
 * A posted yes-or-no field, `true` or `false`.
 *
 * @throws AdminChangeError 400 for anything else.
 * @example
 * formFlag(form, 'mayApprove'); // true
 */
export function formFlag(form: FormData, name: string): boolean {
  const value = formText(form, name);
  if (value !== 'true' && value !== 'false')
    throw new AdminChangeError(400, `Invalid ${name}: true or false, not '${value}'`);
  return value === 'true';
}

/**
 * A posted list: the admin screens post lists (assets, routes) as one JSON array field. An absent field
 * is an empty list; anything but an array of texts is refused as invalid input.
 *
 * @example
 * formList(form, 'assets'); // ['Rig A', 'Rig B']
 */
export function formList(form: FormData, name: string): string[] {
  const text = formText(form, name);
  if (text === '') return [];
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new AdminChangeError(400, `Invalid ${name}: a JSON list of names`);
  }
  if (!Array.isArray(value) || !value.every((item) => typeof item === 'string'))
    throw new AdminChangeError(400, `Invalid ${name}: a JSON list of names`);
  return value;
}

/**
 * A posted JSON object field (the customer's features); undefined when absent.
 *
 * @example
 * formObject(form, 'features'); // { dashboard: true }
 */
export function formObject(form: FormData, name: string): Record<string, unknown> | undefined {
  const text = formText(form, name);
  if (text === '') return undefined;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new AdminChangeError(400, `Invalid ${name}: a JSON object`);
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    throw new AdminChangeError(400, `Invalid ${name}: a JSON object`);
  return value as Record<string, unknown>;
}
