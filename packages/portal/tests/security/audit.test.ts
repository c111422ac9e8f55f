import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import * as login from '../../app/routes/account/login.js';
import * as admin from '../../app/routes/admin/overview.js';
import * as apiSignIn from '../../app/routes/api/auth-sign-in.js';
import * as apiCall from '../../app/routes/api/call.js';
import * as apiDocuments from '../../app/routes/api/documents.js';
import { openDatabase } from '../../app/server/db/database.server.js';
import { NORTHWIND } from '../helpers/actors.js';
import {
  outbox,
  PERSONAS,
  resetTokenFrom,
  runRoute,
  signIn,
  TEST_PASSWORD,
  testRequest,
  useTestPortal,
} from '../helpers/portal-harness.js';
import { FIXTURES } from '../helpers/test-database.js';

const PORTAL_DIR = join(import.meta.dirname, '..', '..');
const UTC = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;
const WRONG_PASSWORD = 'Wrong-Password-Audit-1';

interface AuditRow {
  at: string;
  action: string;
  details: string | null;
}

describe('given the audit log on SQLite', () => {
  const portal = useTestPortal('sqlite');

  it('should record sign-ins, failures, admin changes, view-as and exports in UTC, with no secret', async () => {
    const secrets: string[] = [TEST_PASSWORD, WRONG_PASSWORD];
    const cookie = await signIn(PERSONAS.customerA);
    secrets.push(cookie.split('=')[1] ?? '');
    await runRoute(
      login.action,
      testRequest('/login', { form: { username: PERSONAS.customerA, password: WRONG_PASSWORD } }),
    );
    const api = await runRoute(
      apiSignIn.action,
      testRequest('/api/auth/sign-in', { json: { email: PERSONAS.customerA, password: TEST_PASSWORD } }),
    );
    secrets.push(((await api.json()) as { token: string }).token);
    await runRoute(
      login.action,
      testRequest('/login', { form: { intent: 'forgot', email: PERSONAS.customerA } }),
    );
    secrets.push(resetTokenFrom((await outbox(portal().database.dataDir, 1))[0] ?? ''));

    const adminCookie = await signIn(PERSONAS.admin);
    secrets.push(adminCookie.split('=')[1] ?? '');
    const created = await runRoute(
      apiCall.action,
      testRequest('/api/createNewUser', {
        cookie: adminCookie,
        json: {
          name: 'Audit Person',
          email: 'audit.person@rigready.test',
          phone: '+47 1',
          customer: NORTHWIND,
          user_assets: ['Rig A'],
          user_assets_excluded: [],
          user_routes: ['dp'],
        },
      }),
    );
    expect(created.status).toBe(200);
    await runRoute(
      admin.action,
      testRequest('/admin', { form: { intent: 'view-as', customer: NORTHWIND }, cookie: adminCookie }),
    );

    const link = await runRoute(apiCall.loader, testRequest('/api/getOrderPDF?orderno=40211', { cookie }));
    const { pdflink } = (await link.json()) as { pdflink: string };
    const download = await runRoute(
      apiDocuments.loader as Parameters<typeof runRoute>[0],
      testRequest(pdflink, { cookie }),
    );
    expect(download.status).toBe(200);
    await download.arrayBuffer();
    const data = await runRoute(apiCall.loader, testRequest('/api/dpjson', { cookie }));
    await data.arrayBuffer();

    const rows = (await portal()
      .database.handle.db.selectFrom('audit_log')
      .select(['at', 'action', 'details'])
      .execute()) as AuditRow[];
    const actions = new Set(rows.map((row) => row.action));
    for (const action of ['sign-in', 'sign-in.failed', 'password.reset-requested', 'view-as.started'])
      expect(actions, action).toContain(action);
    expect([...actions].some((action) => action.startsWith('admin.user'))).toBe(true);
    expect(rows.find((row) => row.action === 'export.document')?.details).toContain('order');
    expect(rows.find((row) => row.action === 'export.data')?.details).toContain('dp_oimr.json');
    for (const row of rows) {
      expect(row.at, row.action).toMatch(UTC);
      const text = JSON.stringify(row);
      for (const secret of secrets.filter((value) => value.length >= 8))
        expect(text.includes(secret), `${row.action} holds a secret`).toBe(false);
      expect(text).not.toContain('$argon2id');
    }
    console.info(
      `audit: ${rows.length} entries of ${actions.size} kinds, all UTC, no secret of ${secrets.length}`,
    );
  });

  it('should record an import run from the command line', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'rigready-audit-import-'));
    try {
      await promisify(execFile)(
        process.execPath,
        ['--import', 'tsx', 'scripts/import.ts', FIXTURES.twoCustomers],
        {
          cwd: PORTAL_DIR,
          env: {
            ...process.env,
            PORTAL_DATA_DIR: dataDir,
            DATABASE_URL: `file:${join(dataDir, 'rigready.sqlite')}`,
          },
          timeout: 120_000,
        },
      );
      const handle = openDatabase({ kind: 'sqlite', path: join(dataDir, 'rigready.sqlite') });
      const rows = (await handle.db
        .selectFrom('audit_log')
        .select(['at', 'action', 'details'])
        .execute()) as AuditRow[];
      await handle.close();
      const entry = rows.find((row) => row.action === 'data.import');
      expect(entry?.at).toMatch(UTC);
      expect(JSON.parse(entry?.details ?? '{}')).toMatchObject({ rows: { 'users.json': 5 }, documents: 13 });
      expect(entry?.details).not.toContain('rigready-demo');
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 150_000);
});
