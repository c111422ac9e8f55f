import { describe, expect, it } from 'vitest';
import * as apiImport from '../../app/routes/api/import.js';
import * as importKeys from '../../app/routes/imports/import-keys.js';
import { tarGzOf } from '../helpers/archives.js';
import { ORIGIN, PERSONAS, runRoute, signIn, testRequest, useTestPortal } from '../helpers/portal-harness.js';
import { DIALECTS } from '../helpers/test-database.js';

type RouteFn = Parameters<typeof runRoute>[0];
interface KeyRow {
  id: string;
  name: string;
  createdBy: string | null;
  createdAt: string | null;
  lastUsedAt: string | null;
  revokedAt: string | null;
}

describe.each(DIALECTS)('the import keys screen /imports/keys (%s)', (dialect) => {
  const portal = useTestPortal(dialect, { PORTAL_TIME_ZONE: 'UTC' });

  const keysOf = async (cookie: string) =>
    (
      (await (
        await runRoute(importKeys.loader as RouteFn, testRequest('/imports/keys', { cookie }))
      ).json()) as {
        keys: KeyRow[];
        importUrl: string;
      }
    ).keys;
  const post = (cookie: string, form: Record<string, string>) =>
    runRoute(importKeys.action as RouteFn, testRequest('/imports/keys', { cookie, form }));

  it('should let an admin create a key, shown once, list it without the key and revoke it', async () => {
    portal().clock.now = new Date('2026-11-26T09:00:00Z');
    const cookie = await signIn(PERSONAS.admin);
    const created = await post(cookie, { intent: 'create', name: '  FileMaker nightly ' });
    expect(created.status).toBe(200);
    const answer = (await created.json()) as {
      ok: boolean;
      message: string;
      created: { key: string; id: string };
    };
    expect(answer).toMatchObject({ ok: true, message: 'Import key FileMaker nightly created' });
    expect(answer.created.key).toMatch(/^rrik_[A-Za-z0-9_-]{43}$/);
    const listed = await keysOf(cookie);
    expect(listed).toEqual([
      {
        id: answer.created.id,
        name: 'FileMaker nightly',
        createdBy: 'admin@rigready.test',
        createdAt: '26.11.2026 09:00',
        lastUsedAt: null,
        revokedAt: null,
      },
    ]);
    expect(JSON.stringify(listed)).not.toContain(answer.created.key);
    const stored = await portal()
      .runtime.handle.db.selectFrom('import_keys')
      .select('key_hash')
      .executeTakeFirstOrThrow();
    expect(stored.key_hash).toMatch(/^[0-9a-f]{64}$/);

    const twice = await post(cookie, { intent: 'create', name: 'FileMaker nightly' });
    expect(twice.status).toBe(409);
    expect(await twice.json()).toMatchObject({
      ok: false,
      message: 'An import key named FileMaker nightly exists already',
    });
    const unnamed = await post(cookie, { intent: 'create', name: '   ' });
    expect(unnamed.status).toBe(400);

    portal().clock.now = new Date('2026-11-26T09:20:00Z');
    const revoked = await post(cookie, { intent: 'revoke', id: answer.created.id });
    expect(await revoked.json()).toMatchObject({ ok: true, message: 'Import key FileMaker nightly revoked' });
    expect((await keysOf(cookie))[0]).toMatchObject({ revokedAt: '26.11.2026 09:20' });
    const again = await post(cookie, { intent: 'revoke', id: answer.created.id });
    expect(again.status).toBe(409);

    const push = await runRoute(
      apiImport.action,
      new Request(`${ORIGIN}/api/import`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${answer.created.key}` },
        body: new Uint8Array(await tarGzOf([{ name: 'racks.json', body: '[]' }])),
      }),
    );
    expect(push.status).toBe(401);
    const actions = await portal()
      .runtime.handle.db.selectFrom('audit_log')
      .select('action')
      .orderBy('at')
      .execute();
    expect(actions.map((entry) => entry.action)).toEqual(
      expect.arrayContaining(['admin.import-key.create', 'admin.import-key.revoke', 'import-key.refused']),
    );
  });

  it('should send anyone but an admin away from the screen, changing nothing', async () => {
    const cookie = await signIn(PERSONAS.customerA);
    const page = await runRoute(importKeys.loader as RouteFn, testRequest('/imports/keys', { cookie }));
    expect(page.status).toBe(302);
    expect(page.headers.get('Location')).toBe('/home');
    const change = await post(cookie, { intent: 'create', name: 'Sneaky' });
    expect(change.status).toBe(302);
    const anonymous = await runRoute(importKeys.loader as RouteFn, testRequest('/imports/keys'));
    expect(anonymous.status).toBe(302);
    expect(anonymous.headers.get('Location')).toBe('/login');
    expect(await portal().runtime.handle.db.selectFrom('import_keys').select('id').execute()).toEqual([]);
  });
});
