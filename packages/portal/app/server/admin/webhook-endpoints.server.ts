import { randomBytes, randomUUID } from 'node:crypto';
import { writeAudit } from '../audit/audit-log.server.js';
import type { DatabaseHandle } from '../db/database.server.js';
import { outboxEnd } from '../outbox/outbox-end.server.js';
import { type AdminChangeContext, AdminChangeError } from './change-context.server.js';

/** The longest name of an endpoint: the receiving system, e.g. "ERP order intake". */
const NAME_MAX = 80;
/** The longest URL taken. */
const URL_MAX = 2000;
/** Hosts a webhook may reach over plain http: a receiver on the portal's own machine. */
const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/** A webhook endpoint as the admin screen lists it: never its secret, which is shown once at creation. */
export interface WebhookEndpointListing {
  id: string;
  name: string;
  url: string;
  createdBy: string | null;
  createdAt: string;
  disabledAt: string | null;
}

/**
 * Every webhook endpoint, newest first (then by name), with the e-mail of the admin who added it; disabled ones stay listed.
 *
 * @example
 * const endpoints = await listWebhookEndpoints(handle); // [{ name: 'ERP', url: 'https://...', ... }]
 */
export async function listWebhookEndpoints(handle: DatabaseHandle): Promise<WebhookEndpointListing[]> {
  const rows = await handle.db
    .selectFrom('webhook_endpoints')
    .leftJoin('users', 'users.id', 'webhook_endpoints.created_by')
    .select([
      'webhook_endpoints.id',
      'webhook_endpoints.name',
      'webhook_endpoints.url',
      'users.email',
      'webhook_endpoints.created_at',
      'webhook_endpoints.disabled_at',
    ])
    .orderBy('webhook_endpoints.created_at', 'desc')
    .orderBy('webhook_endpoints.name')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    url: row.url,
    createdBy: row.email ?? null,
    createdAt: row.created_at,
    disabledAt: row.disabled_at,
  }));
}

/**
 * The URL a webhook is sent to, checked: absolute, https (http only to this machine, for a local
 * receiver), no user or password in it.
 *
 * @throws AdminChangeError 400 naming what is wrong.
 * @example
 * webhookUrl(' https://erp.example.com/hooks/rigready '); // 'https://erp.example.com/hooks/rigready'
 * webhookUrl('http://erp.example.com/hooks'); // throws: the URL must start with https://
 */
export function webhookUrl(text: string): string {
  const trimmed = text.trim();
  if (trimmed === '') throw new AdminChangeError(400, 'Invalid URL: give the address the events are sent to');
  if (trimmed.length > URL_MAX) throw new AdminChangeError(400, `Invalid URL: at most ${URL_MAX} characters`);
  let url: URL;
  try {
    url = new URL(trimmed);
  } catch {
    throw new AdminChangeError(400, `Invalid URL: ${trimmed} is not an absolute address`);
  }
  const local = url.protocol === 'http:' && LOCAL_HOSTS.has(url.hostname);
  if (url.protocol !== 'https:' && !local)
    throw new AdminChangeError(
      400,
      'Invalid URL: it must start with https:// (http:// only to localhost or 127.0.0.1)',
    );
  if (url.username !== '' || url.password !== '')
    throw new AdminChangeError(
      400,
      'Invalid URL: no user name or password in it; the signature proves the sender',
    );
  return url.href;
}

/**
 * Adds a webhook endpoint: events appended from now on are delivered to it (it starts at the outbox's
 * end), signed with a new Standard Webhooks secret, `whsec_` and 24 random bytes in base64, answered
 * this once for the receiver to keep.
 *
 * @throws AdminChangeError 400 for an empty or overlong name or a refused URL, 409 for a name a live
 * endpoint has (a form sent twice adds one endpoint).
 * @example
 * const { secret } = await createWebhookEndpoint(change, { name: 'ERP', url: 'https://erp.example.com/hooks' });
 */
export async function createWebhookEndpoint(
  change: AdminChangeContext,
  input: { name: string; url: string },
): Promise<{ id: string; name: string; url: string; secret: string }> {
  const name = input.name.trim();
  if (name === '') throw new AdminChangeError(400, 'Invalid name: give the endpoint a name');
  if (name.length > NAME_MAX) throw new AdminChangeError(400, `Invalid name: at most ${NAME_MAX} characters`);
  const url = webhookUrl(input.url);
  const live = await change.handle.db
    .selectFrom('webhook_endpoints')
    .select('id')
    .where('name', '=', name)
    .where('disabled_at', 'is', null)
    .executeTakeFirst();
  if (live) throw new AdminChangeError(409, `A webhook named ${name} exists already`);
  const id = randomUUID();
  const secret = `whsec_${randomBytes(24).toString('base64')}`;
  await change.handle.db
    .insertInto('webhook_endpoints')
    .values({
      id,
      name,
      url,
      secret,
      after_seq: await outboxEnd(change.handle),
      created_by: change.adminUserId,
      created_at: change.now.toISOString(),
      disabled_at: null,
    })
    .execute();
  await writeAudit(
    change.handle,
    { action: 'admin.webhook.create', actorUserId: change.adminUserId, details: { name, url } },
    change.now,
  );
  return { id, name, url, secret };
}

/**
 * Disables a webhook endpoint: nothing more is sent to it, and its deliveries still waiting are given up
 * (`failed`, saying why); it stays listed with its log.
 *
 * @throws AdminChangeError 404 for an unknown endpoint, 409 for one disabled already.
 * @example
 * await disableWebhookEndpoint(change, endpointId);
 */
export async function disableWebhookEndpoint(
  change: AdminChangeContext,
  id: string,
): Promise<{ name: string }> {
  const row = await change.handle.db
    .selectFrom('webhook_endpoints')
    .select(['name', 'disabled_at'])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) throw new AdminChangeError(404, 'No such webhook endpoint');
  if (row.disabled_at !== null)
    throw new AdminChangeError(409, `The webhook endpoint ${row.name} is disabled already`);
  // Conditional, so of two disables at once one writes and audits, the other is told it came second.
  const disabled = await change.handle.db
    .updateTable('webhook_endpoints')
    .set({ disabled_at: change.now.toISOString() })
    .where('id', '=', id)
    .where('disabled_at', 'is', null)
    .executeTakeFirst();
  if (Number(disabled.numUpdatedRows) !== 1)
    throw new AdminChangeError(409, `The webhook endpoint ${row.name} is disabled already`);
  await change.handle.db
    .updateTable('webhook_deliveries')
    .set({ status: 'failed', last_error: 'The endpoint was disabled' })
    .where('endpoint_id', '=', id)
    .where('status', '=', 'pending')
    .execute();
  await writeAudit(
    change.handle,
    { action: 'admin.webhook.disable', actorUserId: change.adminUserId, details: { name: row.name } },
    change.now,
  );
  return { name: row.name };
}
