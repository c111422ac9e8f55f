import { describe, expect, it } from 'vitest';
import * as apiCall from '../../app/routes/api/call.js';
import { PERSONAS, runRoute, signIn, testRequest, useTestPortal } from '../helpers/portal-harness.js';
import { DIALECTS } from '../helpers/test-database.js';

describe.each(DIALECTS)('given the /api/<call> dispatcher on %s', (dialect) => {
  const portal = useTestPortal(dialect);
  const get = (path: string, cookie: string | null) =>
    runRoute(apiCall.loader, testRequest(path, { cookie }));

  it('should answer a known call with its handler over the caller scope', async () => {
    const cookie = await signIn(PERSONAS.customerA);
    const response = await get('/api/getAllRacks', cookie);
    expect(response.status).toBe(200);
    const racks = (await response.json()) as { Rack_ID: string }[];
    // racks.json: the provider's two racks at Tananger.
    expect(racks.map((rack) => rack.Rack_ID)).toEqual(['R1', 'R2']);
  });

  it('should answer 404 for an unknown call and 405 for the wrong method', async () => {
    const cookie = await signIn(PERSONAS.customerA);
    const unknown = await get('/api/dropTables', cookie);
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ message: "Unknown call 'dropTables'" });
    const wrongMethod = await runRoute(apiCall.action, testRequest('/api/getAllRacks', { cookie, json: {} }));
    expect(wrongMethod.status).toBe(405);
    expect(wrongMethod.headers.get('Allow')).toBe('GET');
  });

  it('should answer 401 FAIL without a credential, whatever USER and USERNAME say', async () => {
    const response = await runRoute(
      apiCall.loader,
      testRequest('/api/getAllRacks', {
        headers: { USER: 'Northwind Drilling', USERNAME: PERSONAS.customerA },
      }),
    );
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ status: 'FAIL' });
  });

  it('should answer 403 when the call belongs to a screen outside the guest route list', async () => {
    const cookie = await signIn(PERSONAS.guestA);
    const response = await get('/api/getAllRacks', cookie);
    expect(response.status).toBe(403);
  });

  it('should answer 400 naming the parameter for a bad or repeated parameter', async () => {
    const cookie = await signIn(PERSONAS.customerA);
    const empty = await get('/api/getAllRacks?site=', cookie);
    expect(empty.status).toBe(400);
    expect(await empty.json()).toMatchObject({ parameter: 'site' });
    const twice = await get('/api/getAllRacks?site=A&site=B', cookie);
    expect(twice.status).toBe(400);
    expect(await twice.json()).toEqual({
      message: "Parameter 'site' is given more than once",
      parameter: 'site',
    });
  });

  it('should serve a public call without a credential, validating its parameters first', async () => {
    const unpublished = await get('/api/keystone?serial_no=NW-BHA1&customer=Northwind%20Drilling', null);
    expect(unpublished.status).toBe(404);
    const missing = await get('/api/keystone?serial_no=NW-BHA1', null);
    expect(missing.status).toBe(400);
    expect(await missing.json()).toMatchObject({ parameter: 'customer' });
  });

  it('should answer an error that carries a client status with that status and its message', async () => {
    const cookie = await signIn(PERSONAS.customerA);
    const unknownItem = await runRoute(
      apiCall.action,
      testRequest('/api/statistics/equipment', { cookie, json: { itemNumber: '999XX.1', orders: ['1'] } }),
    );
    expect(unknownItem.status).toBe(404);
    expect(await unknownItem.json()).toEqual({
      message: 'Item 999XX.1 has no orders of a statistics equipment type for you',
    });
  });

  it('should log a failing handler with the request id and answer a generic 500', async () => {
    const cookie = await signIn(PERSONAS.customerA);
    await portal().database.handle.db.schema.dropTable('racks').execute();
    const response = await get('/api/getAllRacks', cookie);
    expect(response.status).toBe(500);
    const answer = (await response.json()) as { message: string; requestId: string };
    expect(answer.message).toBe('The server could not answer this call');
    expect(answer.requestId).toMatch(/^[0-9a-f-]{36}$/);
    expect(
      portal().logs.some((line) => line.includes(answer.requestId) && line.includes('getAllRacks')),
    ).toBe(true);
  });
});
