import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { DatabaseHandle } from '../db/database.server.js';
import type { NotificationKindName } from '../db/schema.server.js';
import { shareSecret } from '../runtime/shared-secret.server.js';
import { isNotificationKind } from './notification-kinds.server.js';

/** The key's row in portal_secrets: used for unsubscribe links and nothing else. */
const KEY_NAME = 'notification-unsubscribe-key';
/** The path of the unsubscribe page and its one-click POST. */
export const UNSUBSCRIBE_PATH = '/notifications/unsubscribe';

/** What an unsubscribe link stops: one kind of event, or (the digest's link) every mail. */
export type UnsubscribeScope = NotificationKindName | 'all';

const keys = new WeakMap<DatabaseHandle, Promise<Buffer>>();

function unsubscribeKey(handle: DatabaseHandle): Promise<Buffer> {
  let key = keys.get(handle);
  if (!key) {
    key = shareSecret(handle, KEY_NAME, () => randomBytes(32));
    key.catch(() => keys.delete(handle));
    keys.set(handle, key);
  }
  return key;
}

function signature(key: Buffer, userId: string, scope: UnsubscribeScope): Buffer {
  return createHmac('sha256', key).update(`unsubscribe\n${userId}\n${scope}`).digest();
}

/**
 * The unsubscribe link of one user and one kind (or `'all'`), signed with the portal's unsubscribe key, so
 * it works without signing in and only for that user and that kind.
 *
 * @example
 * await unsubscribeLink(handle, 'https://portal.test', user.id, 'ncr-opened');
 * // 'https://portal.test/notifications/unsubscribe?u=…&k=ncr-opened&s=…'
 */
export async function unsubscribeLink(
  handle: DatabaseHandle,
  origin: string,
  userId: string,
  scope: UnsubscribeScope,
): Promise<string> {
  const mac = signature(await unsubscribeKey(handle), userId, scope).toString('base64url');
  const query = new URLSearchParams({ u: userId, k: scope, s: mac });
  return `${origin}${UNSUBSCRIBE_PATH}?${query}`;
}

/**
 * Checks an unsubscribe link's parameters: the user and kind it was signed for, or null when a part is
 * missing, the kind is unknown or the signature does not match (forged or altered).
 *
 * @example
 * const target = await verifyUnsubscribe(handle, new URL(request.url).searchParams);
 */
export async function verifyUnsubscribe(
  handle: DatabaseHandle,
  params: URLSearchParams,
): Promise<{ userId: string; scope: UnsubscribeScope } | null> {
  const userId = params.get('u') ?? '';
  const scope = params.get('k') ?? '';
  // The text is compared, not its decoded bytes: only the one encoding the link was made with is taken.
  const given = Buffer.from(params.get('s') ?? '');
  if (!userId || !(scope === 'all' || isNotificationKind(scope))) return null;
  const expected = Buffer.from(signature(await unsubscribeKey(handle), userId, scope).toString('base64url'));
  return given.length === expected.length && timingSafeEqual(given, expected) ? { userId, scope } : null;
}
