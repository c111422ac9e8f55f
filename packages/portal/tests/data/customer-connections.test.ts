// The customers' company sign-in connections as an admin keeps them: every bad input refused with what is
// wrong, a domain belonging to one connection only, the client secret sealed (never stored or shown in
// clear), each change audited without the secret; on SQLite and PostgreSQL.
import { describe, expect, it } from 'vitest';
import type { AdminChangeContext } from '../../app/server/admin/change-context.server.js';
import {
  type ConnectionInput,
  listConnections,
  removeConnection,
  saveConnection,
} from '../../app/server/admin/customer-connections.server.js';
import {
  connectionForEmail,
  connectionOidcConfig,
} from '../../app/server/auth/customer-connection.server.js';
import { importFolder } from '../../app/server/importer/import-folder.server.js';
import { DIALECTS, FIXTURES, useTestDatabase } from '../helpers/test-database.js';

const AT = new Date('2026-11-29T10:00:00.000Z');
const TOKEN_KEY = new Uint8Array(32).fill(7);
const KEYS = { tokenKey: TOKEN_KEY, production: false };
const SECRET = 'entra-client-secret-Ab3x';

const NORTHWIND: ConnectionInput = {
  customer: 'Northwind Drilling',
  issuer: 'https://login.microsoftonline.com/00000000-1111-2222-3333-444444444444/v2.0',
  clientId: 'portal-app',
  clientSecret: SECRET,
  domains: 'northwind.test, NW.example ;@northwind.test',
  allowHttp: false,
  createUsers: false,
  required: true,
  newUserRoutes: [],
};

describe.each(DIALECTS)('customer connections, on %s', (dialect) => {
  const database = useTestDatabase(dialect);

  async function change(): Promise<AdminChangeContext> {
    const { handle, store } = database();
    expect((await importFolder(handle, store, FIXTURES.twoCustomers)).ok).toBe(true);
    const admin = await handle.db
      .selectFrom('users')
      .select('id')
      .where('email_key', '=', 'admin@rigready.test')
      .executeTakeFirstOrThrow();
    return { handle, adminUserId: admin.id, now: AT };
  }

  const refusal = (promise: Promise<unknown>) =>
    promise.then(
      () => null,
      (error: { status: number; message: string; fields?: Record<string, string> }) => ({
        status: error.status,
        message: error.message,
        fields: error.fields,
      }),
    );

  it('should store a connection with its domains in lower case, once each, and the secret sealed', async () => {
    const context = await change();
    const { id } = await saveConnection(context, KEYS, NORTHWIND);
    expect(await listConnections(context.handle)).toEqual([
      {
        id,
        customer: 'Northwind Drilling',
        customerId: 'C100',
        issuer: NORTHWIND.issuer,
        clientId: 'portal-app',
        secretHint: '••••Ab3x',
        domains: ['northwind.test', 'nw.example'],
        allowHttp: false,
        createUsers: false,
        required: true,
        newUserRoutes: [],
      },
    ]);
    const row = await context.handle.db
      .selectFrom('customer_connections')
      .selectAll()
      .executeTakeFirstOrThrow();
    expect(row.client_secret_sealed).not.toContain(SECRET);
    // 12-byte IV, the 24-byte secret, 16-byte tag: 52 bytes, 70 characters of base64url.
    expect(row.client_secret_sealed).toMatch(/^[A-Za-z0-9_-]{70}$/);
    const connection = await connectionForEmail(context.handle, 'Ola@NW.example');
    expect(connection?.customer).toBe('Northwind Drilling');
    expect(connectionOidcConfig(TOKEN_KEY, connection as NonNullable<typeof connection>).clientSecret).toBe(
      SECRET,
    );
    expect(() =>
      connectionOidcConfig(new Uint8Array(32).fill(8), connection as NonNullable<typeof connection>),
    ).toThrow(`the client secret of connection ${id} does not open with this token key`);
    const [audit] = await context.handle.db.selectFrom('audit_log').selectAll().execute();
    expect(audit?.action).toBe('admin.connection.create');
    expect(audit?.Customer).toBe('Northwind Drilling');
    expect(JSON.parse(audit?.details ?? '{}')).toEqual({
      connectionId: id,
      issuer: NORTHWIND.issuer,
      domains: ['northwind.test', 'nw.example'],
      createUsers: false,
      required: true,
      secretChanged: true,
    });
    expect(audit?.details).not.toContain(SECRET);
  });

  it('should refuse bad input with a message that says what is wrong', async () => {
    const context = await change();
    const cases: [Partial<ConnectionInput>, string, string][] = [
      [
        { issuer: 'login.example' },
        'issuer',
        'Invalid issuer: not a URL (e.g. https://login.microsoftonline.com/<tenant-id>/v2.0)',
      ],
      [
        { issuer: 'http://idp.lab.test' },
        'issuer',
        'Invalid issuer: must be an https URL; tick "Allow plain http" only for a test or lab provider',
      ],
      [
        { issuer: 'ftp://idp.test' },
        'issuer',
        'Invalid issuer: must be an https URL (e.g. https://login.microsoftonline.com/<tenant-id>/v2.0)',
      ],
      [
        { issuer: 'https://idp.test/?tenant=1' },
        'issuer',
        'Invalid issuer: the issuer URL has no query, fragment or user name',
      ],
      [
        { clientId: ' ' },
        'clientId',
        'Invalid client id: give the application (client) id of the registration',
      ],
      [{ clientSecret: '' }, 'clientSecret', 'Invalid client secret: give the secret of the registration'],
      [{ domains: '' }, 'domains', 'Invalid domains: give at least one e-mail domain (e.g. contoso.com)'],
      [
        { domains: 'northwind.test, ola@northwind' },
        'domains',
        "Invalid domains: 'ola@northwind' is not an e-mail domain (e.g. contoso.com)",
      ],
      [{ customer: 'Nobody Inc' }, 'customer', 'Invalid customer: there is no customer named Nobody Inc'],
      [
        { newUserRoutes: ['admin'] },
        'newUserRoutes',
        "Invalid routes for new users: 'admin' is not one of dp, heavy, dcollar, octg, inspectionBHA, NCR",
      ],
    ];
    for (const [input, field, message] of cases) {
      expect(await refusal(saveConnection(context, KEYS, { ...NORTHWIND, ...input }))).toEqual({
        status: 400,
        message,
        fields: { [field]: message },
      });
    }
    expect(
      await refusal(
        saveConnection(
          context,
          { ...KEYS, production: true },
          { ...NORTHWIND, issuer: 'http://idp.lab.test', allowHttp: true },
        ),
      ),
    ).toMatchObject({
      status: 400,
      message: 'Invalid issuer: plain http is not allowed in production; use the https URL',
    });
    expect(await context.handle.db.selectFrom('customer_connections').selectAll().execute()).toEqual([]);
    expect(await context.handle.db.selectFrom('audit_log').selectAll().execute()).toEqual([]);
  });

  it('should give a domain to one connection only, naming the customer that has it, and one connection per customer', async () => {
    const context = await change();
    await saveConnection(context, KEYS, NORTHWIND);
    expect(
      await refusal(
        saveConnection(context, KEYS, {
          ...NORTHWIND,
          customer: 'Polar Energy',
          domains: 'polar.test, NW.example',
        }),
      ),
    ).toEqual({
      status: 409,
      message: 'Invalid domains: nw.example is used already by the connection of Northwind Drilling',
      fields: {
        domains: 'Invalid domains: nw.example is used already by the connection of Northwind Drilling',
      },
    });
    expect(await refusal(saveConnection(context, KEYS, NORTHWIND))).toMatchObject({
      status: 409,
      message: 'Northwind Drilling has a connection already: edit it instead',
    });
  });

  it('should save one of two connections that claim the same domain at once, and refuse the other with 409', async () => {
    const context = await change();
    const outcomes = await Promise.allSettled([
      saveConnection(context, KEYS, { ...NORTHWIND, domains: 'shared.test' }),
      saveConnection(context, KEYS, { ...NORTHWIND, customer: 'Polar Energy', domains: 'shared.test' }),
    ]);
    expect(outcomes.map((outcome) => outcome.status).sort()).toEqual(['fulfilled', 'rejected']);
    const saved = (await listConnections(context.handle)).map((row) => row.customer);
    expect(saved).toHaveLength(1);
    const refused = outcomes.find((outcome) => outcome.status === 'rejected');
    expect(refused?.status === 'rejected' ? refused.reason : null).toMatchObject({
      status: 409,
      message: `Invalid domains: shared.test is used already by the connection of ${saved[0]}`,
    });
  });

  it('should keep the stored secret on an edit without one, replace the domains, and remove the connection with them', async () => {
    const context = await change();
    const { id } = await saveConnection(context, KEYS, NORTHWIND);
    await saveConnection(context, KEYS, {
      ...NORTHWIND,
      id,
      clientSecret: '',
      domains: 'northwind.no',
      required: false,
    });
    const [edited] = await listConnections(context.handle);
    expect(edited).toMatchObject({ secretHint: '••••Ab3x', domains: ['northwind.no'], required: false });
    const connection = await connectionForEmail(context.handle, 'ola@northwind.no');
    expect(connectionOidcConfig(TOKEN_KEY, connection as NonNullable<typeof connection>).clientSecret).toBe(
      SECRET,
    );
    expect(await connectionForEmail(context.handle, 'ola@northwind.test')).toBeNull();
    await removeConnection(context, { id });
    expect(await listConnections(context.handle)).toEqual([]);
    expect(await context.handle.db.selectFrom('customer_connection_domains').selectAll().execute()).toEqual(
      [],
    );
    expect(await refusal(removeConnection(context, { id }))).toMatchObject({
      status: 404,
      message: `No connection with id ${id}`,
    });
    const actions = await context.handle.db.selectFrom('audit_log').select('action').orderBy('at').execute();
    expect(actions.map((row) => row.action).sort()).toEqual([
      'admin.connection.create',
      'admin.connection.delete',
      'admin.connection.edit',
    ]);
  });
});
