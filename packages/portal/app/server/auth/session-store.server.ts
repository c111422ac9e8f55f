import type { IdentityConfig } from '../config/identity-config.server.js';
import type { DatabaseHandle } from '../db/database.server.js';
import { sessionRow } from './session-row.server.js';
import { hashToken, newToken } from './token-hash.server.js';

/** A live server-side session, as read from the sessions table. */
export interface StoredSession {
  idHash: string;
  userId: string;
  createdAt: string;
  expiresAt: string;
  absoluteExpiresAt: string;
  actingCustomer: string | null;
  /** The asset or 'Fleet Inventory' chosen on this session, or null before the first choice. */
  currentAsset: string | null;
  /** The pipe type chosen on this session, or null for the default. */
  pipeType: string | null;
}

/** The device a session was started on: its User-Agent and its address (as rate limits count it). */
export interface SessionDevice {
  userAgent: string | null;
  address: string | null;
}

type Lifetimes = Pick<IdentityConfig, 'sessionIdleMs' | 'sessionAbsoluteMs'>;

const later = (now: Date, ms: number) => new Date(now.getTime() + ms).toISOString();
const earlier = (a: string, b: string) => (a < b ? a : b);

const UNKNOWN_DEVICE: SessionDevice = { userAgent: null, address: null };

/** Longer User-Agents are cut: the column is for people to recognise a device, not a store for any header. */
const USER_AGENT_MAX = 512;

/**
 * Starts a session for a user: a fresh random id (the cookie value or the bearer token's subject), stored
 * hashed, with the idle and the absolute expiry and the device it was started on.
 *
 * @example
 * const { token, session } = await createSession(handle, user.id, config, new Date(), { userAgent, address });
 */
export async function createSession(
  handle: DatabaseHandle,
  userId: string,
  lifetimes: Lifetimes,
  now: Date,
  device: SessionDevice = UNKNOWN_DEVICE,
): Promise<{ token: string; session: StoredSession }> {
  const token = newToken();
  const absoluteExpiresAt = later(now, lifetimes.sessionAbsoluteMs);
  const session: StoredSession = {
    idHash: hashToken(token),
    userId,
    createdAt: now.toISOString(),
    expiresAt: earlier(later(now, lifetimes.sessionIdleMs), absoluteExpiresAt),
    absoluteExpiresAt,
    actingCustomer: null,
    currentAsset: null,
    pipeType: null,
  };
  await handle.db
    .insertInto('sessions')
    .values({
      id_hash: session.idHash,
      user_id: userId,
      created_at: session.createdAt,
      last_seen_at: session.createdAt,
      expires_at: session.expiresAt,
      absolute_expires_at: absoluteExpiresAt,
      acting_customer: null,
      user_agent: device.userAgent?.slice(0, USER_AGENT_MAX) ?? null,
      address: device.address,
    })
    .execute();
  return { token, session };
}

/**
 * The live session with this id hash, or null. An expired one (idle or absolute) is deleted on sight.
 *
 * @example
 * const session = await findSession(handle, hashToken(cookieValue), new Date());
 */
export async function findSession(
  handle: DatabaseHandle,
  idHash: string,
  now: Date,
): Promise<StoredSession | null> {
  const row = await sessionRow(handle, idHash);
  if (!row) return null;
  const at = now.toISOString();
  if (row.expires_at <= at || row.absolute_expires_at <= at) {
    await revokeSession(handle, idHash);
    return null;
  }
  return {
    idHash: row.id_hash,
    userId: row.user_id,
    createdAt: row.created_at,
    expiresAt: row.expires_at,
    absoluteExpiresAt: row.absolute_expires_at,
    actingCustomer: row.acting_customer,
    currentAsset: row.current_asset,
    pipeType: row.pipe_type,
  };
}

/**
 * The idle expiry is written only when it moves by at least this much: otherwise every request would be a
 * database write (on SQLite, one writer at a time across all server processes). A session may so end up to
 * a minute before its full idle time.
 */
const TOUCH_GRANULARITY_MS = 60_000;

/**
 * Rolls the idle expiry forward (never past the absolute one), as on every navigation; within
 * {@link TOUCH_GRANULARITY_MS} of the stored expiry the session is left as it is.
 *
 * @example
 * const rolled = await touchSession(handle, session, config, new Date());
 */
export async function touchSession(
  handle: DatabaseHandle,
  session: StoredSession,
  lifetimes: Lifetimes,
  now: Date,
): Promise<StoredSession> {
  const expiresAt = earlier(later(now, lifetimes.sessionIdleMs), session.absoluteExpiresAt);
  if (Date.parse(expiresAt) - Date.parse(session.expiresAt) < TOUCH_GRANULARITY_MS) return session;
  await handle.db
    .updateTable('sessions')
    .set({ last_seen_at: now.toISOString(), expires_at: expiresAt })
    .where('id_hash', '=', session.idHash)
    .execute();
  return { ...session, expiresAt };
}

/**
 * Ends one session (sign-out). Unknown ids are ignored.
 *
 * @example
 * await revokeSession(handle, session.idHash);
 */
export async function revokeSession(handle: DatabaseHandle, idHash: string): Promise<void> {
  await handle.db.deleteFrom('sessions').where('id_hash', '=', idHash).execute();
}

/**
 * Ends every session of a user, except `keepIdHash` when given (after a password change, the session that
 * changed it stays). Answers how many ended.
 *
 * @example
 * await revokeUserSessions(handle, user.id); // after a password reset
 */
export async function revokeUserSessions(
  handle: DatabaseHandle,
  userId: string,
  keepIdHash?: string,
): Promise<number> {
  let query = handle.db.deleteFrom('sessions').where('user_id', '=', userId);
  if (keepIdHash) query = query.where('id_hash', '!=', keepIdHash);
  const result = await query.executeTakeFirst();
  return Number(result.numDeletedRows);
}

/**
 * Sets or clears the customer an admin views the portal as, for this session only.
 *
 * @example
 * await setActingCustomer(handle, session.idHash, 'Northwind Drilling');
 */
export async function setActingCustomer(
  handle: DatabaseHandle,
  idHash: string,
  customer: string | null,
): Promise<void> {
  await handle.db
    .updateTable('sessions')
    .set({ acting_customer: customer })
    .where('id_hash', '=', idHash)
    .execute();
}
