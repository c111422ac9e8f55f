import {
  allCustomersAnswerSchema,
  allUsersAnswerSchema,
  createdCustomerAnswerSchema,
  createdUserAnswerSchema,
  okAnswerSchema,
} from '@rigready/core';
import { describe, expect, it } from 'vitest';
import * as apiCall from '../../app/routes/api/call.js';
import { POLAR } from '../helpers/actors.js';
import { PERSONAS, runRoute, signIn, testRequest, useTestPortal } from '../helpers/portal-harness.js';
import { DIALECTS } from '../helpers/test-database.js';

describe.each(DIALECTS)('given the admin calls on %s', (dialect) => {
  const portal = useTestPortal(dialect);

  async function call(path: string, json?: unknown, email: string = PERSONAS.admin) {
    const cookie = await signIn(email);
    const request = testRequest(path, { cookie, ...(json === undefined ? {} : { json }) });
    return runRoute(json === undefined ? apiCall.loader : apiCall.action, request);
  }

  async function audit(action: string) {
    return portal()
      .database.handle.db.selectFrom('audit_log')
      .selectAll()
      .where('action', '=', action)
      .execute();
  }

  it('should list users and customers to admins only, last sign-in first', async () => {
    // Time only moves forward, as the sign-in delay expects: Northwind's refused call, Polar's sign-in, then
    // the admin's (the call below) last.
    portal().clock.now = new Date('2026-11-26T07:00:00.000Z');
    expect((await call('/api/getAllUsers', undefined, PERSONAS.customerA)).status).toBe(403);
    portal().clock.now = new Date('2026-11-26T08:00:00.000Z');
    await signIn(PERSONAS.customerB);
    portal().clock.now = new Date('2026-11-26T09:00:00.250Z');
    const wire = await (await call('/api/getAllUsers')).json();
    // The legacy answer carries epoch seconds; the client turns them into an ISO timestamp.
    expect(wire.userList[0]?.last_login).toEqual({ timestamp: 1795683600, date: '2026-11-26' });
    const answer = allUsersAnswerSchema.parse(wire);
    expect(answer.userList.map((user) => user.email.toLowerCase())).toEqual(
      expect.arrayContaining(Object.values(PERSONAS)),
    );
    expect(answer.userList[0]?.email).toBe(PERSONAS.admin);
    expect(answer.userList[0]?.last_login?.timestamp).toBe('2026-11-26T09:00:00.000Z');
    expect(answer.customerList.map((customer) => customer.customer)).toEqual(['Northwind Drilling', POLAR]);
    const customers = allCustomersAnswerSchema.parse(await (await call('/api/getAllCustomers')).json());
    expect(customers.customerList[1]).toMatchObject({ customer_id: 'C200', assetList: ['Rig P'] });
  });

  it('should create, edit and delete a user for real, auditing each change', async () => {
    const created = await call('/api/createNewUser', {
      name: 'Ola Nordmann',
      email: 'Ola@Polar.test',
      phone: '+47 1',
      customer: POLAR,
      user_assets: ['Rig P'],
      user_assets_excluded: [],
      user_routes: ['dp', 'NCR'],
    });
    expect(created.status).toBe(200);
    const { userid, recordid } = createdUserAnswerSchema.parse(await created.json());
    const edited = await call('/api/editCurrentUser', {
      old_email: 'ola@polar.test',
      new_email: 'ola.n@polar.test',
      name: 'Ola N',
      phone: '+47 2',
      userid,
      recordid,
      customer: POLAR,
      user_removed_routes: ['NCR'],
      user_added_routes: ['octg'],
    });
    expect(okAnswerSchema.parse(await edited.json())).toEqual({ status: 'OK' });
    const users = allUsersAnswerSchema.parse(await (await call('/api/getAllUsers')).json()).userList;
    expect(users.find((user) => user.userid === userid)).toMatchObject({
      email: 'ola.n@polar.test',
      name: 'Ola N',
      routesList: ['dp', 'octg'],
      assets: ['Rig P'],
    });
    const deleted = await call('/api/deleteCurrentUser', { userid, recordid, email: 'ola.n@polar.test' });
    expect(await deleted.json()).toEqual({ status: 'OK' });
    expect((await audit('admin.user.create')).length).toBe(1);
    expect((await audit('admin.user.edit')).length).toBe(1);
    expect((await audit('admin.user.delete'))[0]?.Customer).toBe(POLAR);
  });

  it("should refuse invalid users with core's form messages, a taken e-mail, and the admin's own deletion", async () => {
    const invalid = await call('/api/createNewUser', {
      name: 'X',
      email: 'not-an-email',
      phone: '1',
      customer: POLAR,
    });
    expect(invalid.status).toBe(400);
    expect(await invalid.json()).toEqual({ message: 'Invalid email: E-mail must be valid' });
    const blank = await call('/api/createNewUser', {
      name: ' ',
      email: 'a@b.test',
      phone: '1',
      customer: POLAR,
    });
    expect(await blank.json()).toEqual({ message: 'Invalid name: This field is required' });
    const taken = await call('/api/createNewUser', {
      name: 'P',
      email: 'PIA@polar.test',
      phone: '1',
      customer: POLAR,
    });
    expect(taken.status).toBe(409);
    const unknown = await call('/api/createNewUser', {
      name: 'P',
      email: 'p@x.test',
      phone: '1',
      customer: 'Nobody',
    });
    expect(unknown.status).toBe(400);
    const users = allUsersAnswerSchema.parse(await (await call('/api/getAllUsers')).json()).userList;
    const admin = users.find((user) => user.email === PERSONAS.admin);
    const self = await call('/api/deleteCurrentUser', { userid: admin?.userid, email: PERSONAS.admin });
    expect(self.status).toBe(409);
    expect(await self.json()).toEqual({ message: 'An admin may not delete their own account' });
  });

  it('should create, edit and delete a customer, refusing to delete one with users or data', async () => {
    const created = await call('/api/createCustomer', {
      customer: 'Nordic Rigs',
      org_no: '912345678',
      assets: ['Rig N'],
    });
    const { customer_id } = createdCustomerAnswerSchema.parse(await created.json());
    expect((await call('/api/createCustomer', { customer: 'Nordic Rigs', org_no: '1' })).status).toBe(409);
    expect((await call('/api/createCustomer', { customer: 'Other', org_no: ' ' })).status).toBe(400);
    const edited = await call('/api/editCustomer', {
      customer: 'Nordic Rigs',
      customer_id,
      assets: ['Rig N', 'Rig M'],
    });
    expect(await edited.json()).toEqual({ status: 'OK' });
    const renamed = await call('/api/editCustomer', { customer: 'Renamed', customer_id, assets: [] });
    expect(renamed.status).toBe(400);
    const customers = allCustomersAnswerSchema.parse(
      await (await call('/api/getAllCustomers')).json(),
    ).customerList;
    expect(customers.find((customer) => customer.customer_id === customer_id)?.assetList).toEqual([
      'Rig N',
      'Rig M',
    ]);
    const polar = await call('/api/deleteCustomer', { customer_id: 'C200' });
    expect(polar.status).toBe(409);
    expect((await polar.json()) as { message: string }).toMatchObject({
      message: expect.stringMatching(/^Polar Energy still has 1 user\(s\) and \d+ data row\(s\)/),
    });
    expect(await (await call('/api/deleteCustomer', { customer_id })).json()).toEqual({ status: 'OK' });
    expect((await call('/api/deleteCustomer', { customer_id })).status).toBe(404);
    expect((await audit('admin.customer.delete')).length).toBe(1);
  });

  it('should refuse admin changes to non-admins and answer the liveness ping with 204', async () => {
    const refused = await call(
      '/api/createCustomer',
      { customer: 'Sneaky', org_no: '1' },
      PERSONAS.customerA,
    );
    expect(refused.status).toBe(403);
    const ping = await call('/api/usertest', undefined, PERSONAS.guestA);
    expect(ping.status).toBe(204);
  });
});
