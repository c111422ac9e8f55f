import { createApiClient } from '@rigready/core';
import { describe, expect, it } from 'vitest';
import * as apiSignIn from '../../app/routes/api/auth-sign-in.js';
import * as apiCall from '../../app/routes/api/call.js';
import { importFolder } from '../../app/server/importer/import-folder.server.js';
import { SHIPPED_AND_INSPECTED } from '../documents/support/document-fixtures.js';
import { NORTHWIND } from '../helpers/actors.js';
import {
  ORIGIN,
  PERSONAS,
  runRoute,
  TEST_PASSWORD,
  testRequest,
  useTestPortal,
} from '../helpers/portal-harness.js';
import { DIALECTS } from '../helpers/test-database.js';

/** A fetch that sends the client's requests through the /api route module in-process. */
async function portalFetch(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const request = new Request(input, init);
  if (request.method === 'POST') request.headers.set('Origin', ORIGIN);
  return runRoute(
    (request.method === 'GET' ? apiCall.loader : apiCall.action) as Parameters<typeof runRoute>[0],
    request,
  );
}

describe.each(DIALECTS)(
  "given core's API client against the order, report and admin calls on %s",
  (dialect) => {
    const portal = useTestPortal(dialect);

    async function client(email: string) {
      const signedIn = await runRoute(
        apiSignIn.action,
        testRequest('/api/auth/sign-in', { json: { email, password: TEST_PASSWORD } }),
      );
      const { token } = (await signedIn.json()) as { token: string };
      const opened: string[] = [];
      const api = createApiClient({
        baseUrl: `${ORIGIN}/api`,
        fetch: portalFetch,
        getAuth: () => ({ token, username: NORTHWIND, email }),
        onSignOut: () => {
          throw new Error('signed out');
        },
        refreshToken: async () => false,
        onNotFound: () => undefined,
        openDocument: (link) => opened.push(link),
        saveBlob: () => undefined,
        sleep: async () => undefined,
        timeout: false,
      });
      return { api, opened };
    }

    it("should answer every order, list, report and document call in the shape core's client validates", async () => {
      const { handle, store } = portal().database;
      expect(await importFolder(handle, store, SHIPPED_AND_INSPECTED)).toMatchObject({ ok: true });
      const { api, opened } = await client(PERSONAS.customerA);
      const username = NORTHWIND;
      expect((await api.getOrderconfirm({ username })).map((row) => row.Order_No)).toEqual(['40211']);
      expect(await api.getOrderconfirmBHA({ username })).toHaveLength(1);
      expect(await api.getOrderconfirmTubular({ username })).toHaveLength(1);
      expect(await api.getdp({ username })).toHaveLength(1);
      for (const rows of [
        await api.gethw({ username }),
        await api.getdc({ username }),
        await api.getoctg({ username }),
      ]) {
        expect(rows).toEqual([]);
      }
      expect(await api.getChiksan({ username })).toHaveLength(1);
      expect(await api.getDashboard({ username })).toEqual([]);
      expect((await api.inspectionBHA({ username })).multi_detail).toHaveLength(1);
      expect(await api.inspectionBHA_OLD({ username })).toEqual({ multi_detail: [], dim: [] });
      expect(await api.getQHSE({ username })).toHaveLength(1);
      expect(Object.keys(await api.getCertificates())).toEqual(['NTO', 'ISO', 'JQS']);
      expect(await api.getAllOrders({ username })).toHaveLength(1);
      const tallies = await api.getInspectionTallies({
        orderno: '40211',
        itemnr: '550DP.12',
        equipment: 'Drill Pipe',
      });
      expect(Object.keys(tallies.serials)).toHaveLength(2);
      const go = await api.statisticsEquipment({ itemNumber: '550DP.12', orders: ['40211'] });
      expect(go.equipment).toBe('DP');
      await api.usertest();
      const orderno = '40211';
      await api.getOrderPDF({ orderno });
      await api.getdpPDF({ orderno });
      await api.getdpExcel({ orderno });
      await api.getMachExcel({ orderno });
      await api.getHardExcel({ orderno });
      await api.QHSE_getPDF({ NCR_No: 'NW-NCR1', username });
      expect(opened).toHaveLength(6);
      expect(opened.every((link) => link.startsWith('/api/documents/'))).toBe(true);
      await expect(api.gethwPDF({ orderno: '50100' })).rejects.toMatchObject({ code: 'not-found' });
    });

    it('should serve the admin calls and the public serial history through the client', async () => {
      const { api } = await client(PERSONAS.admin);
      const { userList, customerList } = await api.getAllUsers();
      expect(userList.map((user) => user.email.toLowerCase())).toEqual(
        expect.arrayContaining(Object.values(PERSONAS)),
      );
      expect((await api.getAllCustomers()).customerList).toEqual(customerList);
      const { userid, recordid } = await api.createNewUser({
        name: 'Ola',
        email: 'ola@northwind.test',
        phone: '1',
        customer: NORTHWIND,
        user_assets: [],
        user_assets_excluded: [],
        user_routes: [],
      });
      expect(
        await api.editCurrentUser({
          old_email: 'ola@northwind.test',
          new_email: 'ola@northwind.test',
          name: 'Ola N',
          phone: '2',
          userid,
          recordid,
          user_removed_routes: [],
          user_added_routes: ['dp'],
          customer: NORTHWIND,
        }),
      ).toEqual({ status: 'OK' });
      expect(await api.deleteCurrentUser({ userid, recordid, email: 'ola@northwind.test' })).toEqual({
        status: 'OK',
      });
      const { customer_id } = await api.createCustomer({
        customer: 'Nordic Rigs',
        org_no: '912345678',
        assets: [],
      });
      expect(
        await api.editCustomer({
          customer: 'Nordic Rigs',
          customer_id: String(customer_id),
          assets: ['Rig N'],
        }),
      ).toEqual({
        status: 'OK',
      });
      expect(await api.deleteCustomer({ customer_id })).toEqual({ status: 'OK' });
      expect(Object.keys(await api.itemsAndOrders({ username: NORTHWIND }))).toContain('550DP.12');
      const stats = await api.statisticsItem({ itemNumber: '550DP.12', orders: ['40211'] });
      expect(stats.quantity_inspected).toBe(0);
      await portal()
        .database.handle.db.updateTable('customers')
        .set({ features: JSON.stringify({ publicSerialHistory: true }) })
        .where('customer', '=', NORTHWIND)
        .execute();
      expect(await api.keystone({ serial_no: 'NW-BHA1', customer: NORTHWIND })).toEqual([
        expect.objectContaining({ Serial_No: 'NW-BHA1', report_type: 'Multi' }),
      ]);
    });
  },
);
