import type { Kysely } from 'kysely';
import type { Database, NotificationEmail, NotificationKindName } from '../db/schema.server.js';
import { isNotificationKind, NOTIFICATION_KINDS } from './notification-kinds.server.js';

/** What a user hears of and how: the user's own choice, else the customer's defaults, else the portal's. */
export interface NotificationPreferences {
  kinds: NotificationKindName[];
  /** The assets the user hears of; null: every asset the user may see. */
  assets: string[] | null;
  email: NotificationEmail;
  /** 0-23, the provider's time zone. */
  digestHour: number;
  /** Where the values come from. */
  source: 'user' | 'customer' | 'portal';
}

/**
 * The portal's defaults, before an admin sets a customer's: every kind in the bell, nothing by mail, so
 * nobody is mailed before they or their admin chose to be.
 *
 * @example
 * PORTAL_DEFAULTS.email; // 'none'
 */
export const PORTAL_DEFAULTS: NotificationPreferences = {
  kinds: NOTIFICATION_KINDS.map((kind) => kind.name),
  assets: null,
  email: 'none',
  digestHour: 7,
  source: 'portal',
};

function kindsOf(text: string): NotificationKindName[] {
  const value: unknown = JSON.parse(text);
  return Array.isArray(value)
    ? value.filter((name) => typeof name === 'string' && isNotificationKind(name))
    : [];
}

function assetsOf(text: string | null): string[] | null {
  if (text === null) return null;
  const value: unknown = JSON.parse(text);
  return Array.isArray(value) ? value.filter((asset): asset is string => typeof asset === 'string') : null;
}

/**
 * The defaults an admin set for a customer's users, or the portal's.
 *
 * @example
 * const defaults = await customerNotificationDefaults(db, 'Northwind Drilling');
 */
export async function customerNotificationDefaults(
  db: Kysely<Database>,
  customer: string,
): Promise<NotificationPreferences> {
  const row = await db
    .selectFrom('notification_defaults')
    .selectAll()
    .where('customer', '=', customer)
    .executeTakeFirst();
  if (!row) return PORTAL_DEFAULTS;
  return {
    kinds: kindsOf(row.kinds),
    assets: null,
    email: row.email,
    digestHour: Number(row.digest_hour),
    source: 'customer',
  };
}

/**
 * The preferences in force for a user: the user's own, else the customer's defaults, else the portal's.
 *
 * @example
 * const preferences = await notificationPreferences(db, user.id, 'Northwind Drilling');
 */
export async function notificationPreferences(
  db: Kysely<Database>,
  userId: string,
  customer: string | null,
): Promise<NotificationPreferences> {
  const row = await db
    .selectFrom('notification_settings')
    .selectAll()
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (row) {
    return {
      kinds: kindsOf(row.kinds),
      assets: assetsOf(row.assets),
      email: row.email,
      digestHour: Number(row.digest_hour),
      source: 'user',
    };
  }
  return customer ? customerNotificationDefaults(db, customer) : PORTAL_DEFAULTS;
}

/**
 * Stores a user's own preferences (replacing the customer's defaults for that user).
 *
 * @example
 * await saveNotificationPreferences(db, user.id, { kinds: ['ncr-opened'], assets: null, email: 'digest', digestHour: 7 }, now);
 */
export async function saveNotificationPreferences(
  db: Kysely<Database>,
  userId: string,
  preferences: Omit<NotificationPreferences, 'source'>,
  now: Date,
): Promise<void> {
  const values = {
    kinds: JSON.stringify(preferences.kinds),
    assets: preferences.assets === null ? null : JSON.stringify(preferences.assets),
    email: preferences.email,
    digest_hour: preferences.digestHour,
    updated_at: now.toISOString(),
  };
  await db
    .insertInto('notification_settings')
    .values({ user_id: userId, ...values })
    .onConflict((conflict) => conflict.column('user_id').doUpdateSet(values))
    .execute();
}

/**
 * Stores a customer's defaults, which apply to its users who did not choose their own.
 *
 * @example
 * await saveCustomerNotificationDefaults(db, 'Northwind Drilling', { kinds: ['ncr-opened'], email: 'immediate', digestHour: 7 }, now);
 */
export async function saveCustomerNotificationDefaults(
  db: Kysely<Database>,
  customer: string,
  defaults: Pick<NotificationPreferences, 'kinds' | 'email' | 'digestHour'>,
  now: Date,
): Promise<void> {
  const values = {
    kinds: JSON.stringify(defaults.kinds),
    email: defaults.email,
    digest_hour: defaults.digestHour,
    updated_at: now.toISOString(),
  };
  await db
    .insertInto('notification_defaults')
    .values({ customer, ...values })
    .onConflict((conflict) => conflict.column('customer').doUpdateSet(values))
    .execute();
}

/**
 * What an unsubscribe link does: one kind of event is no longer sent to the user (mail and bell), or,
 * with `'all'` (the digest's link), no mail is sent at all and the bell stays. The user's preferences in
 * force become the user's own.
 *
 * @example
 * await unsubscribeFromMail(db, user.id, 'Northwind Drilling', 'ncr-opened', now);
 */
export async function unsubscribeFromMail(
  db: Kysely<Database>,
  userId: string,
  customer: string | null,
  kind: NotificationKindName | 'all',
  now: Date,
): Promise<void> {
  const current = await notificationPreferences(db, userId, customer);
  const kinds = kind === 'all' ? current.kinds : current.kinds.filter((name) => name !== kind);
  const email = kind === 'all' ? 'none' : current.email;
  await saveNotificationPreferences(db, userId, { ...current, kinds, email }, now);
}
