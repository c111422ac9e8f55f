import { randomInt } from 'node:crypto';
import type { Kysely } from 'kysely';
import { writeAudit } from '../audit/audit-log.server.js';
import { hashToken } from '../auth/token-hash.server.js';
import type { DatabaseHandle } from '../db/database.server.js';
import type { Database } from '../db/schema.server.js';
import type { Actor } from '../scoping/actor.server.js';
import { createScopedDb } from '../scoping/scoped-db.server.js';

/** How long an upload code may be used after it was issued. */
export const UPLOAD_CODE_TTL_MS = 30 * 60_000;

// No 0/O, 1/I: the code is read off a screen and may be typed on a phone.
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const CODE_LENGTH = 12;

/** A newly issued code: the only time the code itself exists outside the admin's screen. */
export interface IssuedUploadCode {
  code: string;
  customer: string;
  orderNo: string;
  expiresAt: string;
}

/** Why a code cannot be used; `missing` is no code at all. */
export type UploadCodeProblem = 'missing' | 'unknown' | 'expired' | 'used';

/** What a code allows: uploads to one order of one customer. */
export type UploadCodeCheck =
  | { ok: true; codeHash: string; customer: string; orderNo: string; expiresAt: string }
  | { ok: false; problem: UploadCodeProblem };

/** The admin named a customer or order that does not exist. */
export class UnknownUploadOrderError extends Error {
  override name = 'UnknownUploadOrderError';
}

/**
 * The stored form of a code: the hash of its letters without dashes or spaces, in capitals, so a code
 * typed in lower case or without its dashes still matches.
 *
 * @example
 * uploadCodeHash('abcd-efgh-jkmn') === uploadCodeHash('ABCDEFGHJKMN'); // true
 */
export function uploadCodeHash(code: string): string {
  return hashToken(`upload-code:${code.replace(/[\s-]/g, '').toUpperCase()}`);
}

function newCode(): string {
  const letters = Array.from({ length: CODE_LENGTH }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
  return letters.replace(/(.{4})(?=.)/g, '$1-');
}

/**
 * Issues a one-time code for uploads to one order (tubular or BHA) of a customer: valid for 30 minutes,
 * stored hashed, audit-logged with the order (never the code). The order is looked up through a scoped db
 * bound to that customer, so a code can only ever name an order of the customer it is issued for.
 *
 * @example
 * const { code } = await issueUploadCode(handle, identity.actor, 'Northwind Drilling', '40211', now);
 */
export async function issueUploadCode(
  handle: DatabaseHandle,
  admin: Actor,
  customer: string,
  orderNo: string,
  now: Date,
): Promise<IssuedUploadCode> {
  if (!admin.isAdmin) throw new Error('Only admins issue upload codes');
  const scoped = createScopedDb(handle, {
    ...admin,
    actingCustomer: customer,
    allowedAssets: [],
    excludedAssets: [],
    selection: { kind: 'fleet' },
  });
  const [tubular, bha] = await Promise.all([
    scoped
      .selectFrom('orders')
      .select('Customer')
      .where('Order_No', '=', orderNo)
      .limit(1)
      .executeTakeFirst(),
    scoped
      .selectFrom('bha_orders')
      .select('Customer')
      .where('Order_No', '=', orderNo)
      .limit(1)
      .executeTakeFirst(),
  ]);
  const owner = tubular?.Customer ?? bha?.Customer;
  if (!owner || owner !== customer) {
    throw new UnknownUploadOrderError(`${customer} has no order ${orderNo}`);
  }
  const code = newCode();
  const expiresAt = new Date(now.getTime() + UPLOAD_CODE_TTL_MS).toISOString();
  await handle.db
    .insertInto('upload_codes')
    .values({
      code_hash: uploadCodeHash(code),
      Customer: customer,
      Order_No: orderNo,
      created_by: admin.userId,
      created_at: now.toISOString(),
      expires_at: expiresAt,
      used_at: null,
    })
    .execute();
  await writeAudit(
    handle,
    {
      action: 'admin.upload-code.issue',
      actorUserId: admin.userId,
      customer,
      details: { orderNo, expiresAt },
    },
    now,
  );
  return { code, customer, orderNo, expiresAt };
}

/**
 * Whether a code may be used now, and for which order. Nothing is changed.
 *
 * @example
 * const check = await checkUploadCode(handle, url.searchParams.get('code'), now);
 * if (!check.ok) return { problem: check.problem };
 */
export async function checkUploadCode(
  handle: DatabaseHandle,
  code: string | null | undefined,
  now: Date,
): Promise<UploadCodeCheck> {
  if (!code?.trim()) return { ok: false, problem: 'missing' };
  const codeHash = uploadCodeHash(code);
  const row = await handle.db
    .selectFrom('upload_codes')
    .select(['Customer', 'Order_No', 'expires_at', 'used_at'])
    .where('code_hash', '=', codeHash)
    .executeTakeFirst();
  if (!row) return { ok: false, problem: 'unknown' };
  if (row.used_at !== null) return { ok: false, problem: 'used' };
  if (row.expires_at <= now.toISOString()) return { ok: false, problem: 'expired' };
  return { ok: true, codeHash, customer: row.Customer, orderNo: row.Order_No, expiresAt: row.expires_at };
}

/**
 * Marks a code used, if it still is unused and unexpired: true for the one caller that wins, false for
 * every other (two phones racing with one code store one upload). Takes the db or a transaction, so the
 * code is used up in the same transaction that records the upload's files.
 *
 * @example
 * if (!(await consumeUploadCode(trx, check.codeHash, now))) throw new UploadCodeUsedError();
 */
export async function consumeUploadCode(db: Kysely<Database>, codeHash: string, now: Date): Promise<boolean> {
  const result = await db
    .updateTable('upload_codes')
    .set({ used_at: now.toISOString() })
    .where('code_hash', '=', codeHash)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now.toISOString())
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
