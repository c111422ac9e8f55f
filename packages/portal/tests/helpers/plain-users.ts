import type { DatabaseHandle } from '../../app/server/db/database.server.js';

/**
 * Inserts users with nothing but an id (`<id>@b.test`, no customer, no password), for tests of what hangs
 * off a user: sessions, tokens.
 *
 * @example
 * await insertPlainUsers(handle, ['u1', 'u2']);
 */
export async function insertPlainUsers(handle: DatabaseHandle, ids: string[]): Promise<void> {
  await handle.db
    .insertInto('users')
    .values(
      ids.map((id) => ({
        id,
        email: `${id}@b.test`,
        email_key: `${id}@b.test`,
        name: null,
        phone: null,
        Customer: null,
        is_admin: 0,
        routes_list: '[]',
        assets: '[]',
        excluded_assets: '[]',
        flags: '{}',
        password_hash: null,
        created_at: '2026-01-01T00:00:00Z',
      })),
    )
    .execute();
}
