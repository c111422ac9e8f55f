import { createApiClient } from '@rigready/core';
import { describe, expect, it } from 'vitest';
import * as apiSignIn from '../../app/routes/api/auth-sign-in.js';
import * as apiCall from '../../app/routes/api/call.js';
import * as apiDocuments from '../../app/routes/api/documents.js';
import {
  ORIGIN,
  PERSONAS,
  runRoute,
  TEST_PASSWORD,
  testRequest,
  useTestPortal,
} from '../helpers/portal-harness.js';
import { DIALECTS } from '../helpers/test-database.js';

/** A fetch that sends the client's requests through the portal's route modules in-process. */
async function portalFetch(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const request = new Request(input, init);
  if (request.method === 'POST') request.headers.set('Origin', ORIGIN);
  const path = new URL(request.url).pathname;
  const module = path.startsWith('/api/documents/') ? apiDocuments : apiCall;
  const fn = request.method === 'GET' ? module.loader : apiCall.action;
  return runRoute(fn as unknown as Parameters<typeof runRoute>[0], request);
}

describe.each(DIALECTS)("given core's API client against the portal on %s", (dialect) => {
  useTestPortal(dialect);

  async function client() {
    const signedIn = await runRoute(
      apiSignIn.action,
      testRequest('/api/auth/sign-in', { json: { email: PERSONAS.customerA, password: TEST_PASSWORD } }),
    );
    const { token } = (await signedIn.json()) as { token: string };
    const opened: string[] = [];
    const saved: { blob: Blob; name: string }[] = [];
    const api = createApiClient({
      baseUrl: `${ORIGIN}/api`,
      fetch: portalFetch,
      getAuth: () => ({ token, username: 'Northwind Drilling', email: PERSONAS.customerA }),
      onSignOut: () => {
        throw new Error('signed out');
      },
      refreshToken: async () => false,
      onNotFound: () => undefined,
      openDocument: (link) => opened.push(link),
      saveBlob: (blob, name) => saved.push({ blob, name }),
      timeout: false,
    });
    return { api, opened, saved, token };
  }

  it('should answer every rack, inventory and drill-down call in the shape core validates', async () => {
    const { api } = await client();
    const username = 'Northwind Drilling';
    // Carl's joints in racks lie in R1 only (NW-0022 in R2 is on no asset of his).
    expect((await api.getPipesAndRacks({ username })).racks.map((rack) => rack.rackinfo.Rack_ID)).toEqual([
      'R1',
    ]);
    expect((await api.getAllRacks({ username })).length).toBe(2);
    expect((await api.getPipes({ rackname: 'R1' })).rackinfo.Rack_ID).toBe('R1');
    // 550DP.12 on Rig A and on Rig B, Carl's two assets.
    expect((await api.getInventory({ username, user_email: PERSONAS.customerA })).data).toHaveLength(2);
    expect(
      await api.setUserInventoryHeader({ user_email: PERSONAS.customerA, header: [{ value: 'Item_No' }] }),
    ).toEqual({
      status: 'OK',
    });
    expect((await api.getInventoryBHA({ username })).data).toHaveLength(1);
    const itemnr = '550DP.12';
    for (const rows of [
      await api.showPipelist({ itemnr }),
      await api.showVTIlist({ itemnr }),
      await api.showOtherlist({ itemnr, location: 'Total_Yard' }),
      await api.showBookedList({ itemnr }),
      await api.showShippedSerials({ itemnr }),
      await api.showShippedDT({ dt_no: 'NW-DT1' }),
      await api.createExcel({ itemnr, location: 'Total_Item' }),
      await api.createExcelShippedSerials({ itemnr }),
    ]) {
      expect(Array.isArray(rows)).toBe(true);
    }
    expect((await api.showShippedList({ itemnr })).map((line) => line.DT_No)).toEqual(['NW-DT1']);
  });

  it('should answer every list and document call, open the links and save the zips', async () => {
    const { api, opened, saved, token } = await client();
    const username = 'Northwind Drilling';
    expect(await api.getDelivery({ username })).toHaveLength(1);
    expect(await api.getDeliveryBHA({ username })).toHaveLength(1);
    expect(await api.getReceived({ username })).toHaveLength(1);
    expect(await api.getPreinv({ username })).toHaveLength(1);
    expect(await api.getPreInvoiceBHA({ username })).toHaveLength(1);
    await api.getInventoryPDF({ username, asset: 'Rig A' });
    await api.generateDeliveryPDF({ id_no: 'NW-DT1' });
    await api.getDeliveryPDF({ id_no: 'NW-BDT1' });
    await api.getDTExcel({ id_no: 'NW-DT1' });
    await api.getReceivedPDF({ receivednr: 'NW-RC1' });
    await api.getPreinvPDF({ orderno: 'NW-PI1' });
    await api.getPDF({ type: 'Multi', report_id: 'NW-R1' });
    await api.getBHACertificate({ type: 'Multi', serial_no: 'NW-BHA1' });
    await expect(api.getDTattachmentPDF({ dt_no: 'NW-DT1', item_no: '550DP.12' })).rejects.toMatchObject({
      code: 'not-found',
    });
    await expect(api.getReceivedFreightpapers({ receivednr: 'NW-RC1' })).rejects.toMatchObject({
      code: 'not-found',
    });
    expect(opened).toHaveLength(8);
    for (const link of opened) {
      const response = await portalFetch(`${ORIGIN}${link}`, { headers: { AUTHORIZATION: token } });
      expect(response.status, link).toBe(200);
    }
    await api.getPDFmultiple({ selected: ['40211'] });
    await api.getPDFmultipleBHA({ selected: [{ type: 'Multi', report_id: 'NW-R1' }] });
    await api.dpjson();
    expect(saved.map((file) => file.name)).toEqual([
      'pdf_files.zip',
      'rigready_bha_reports.zip',
      'dp_oimr.json',
    ]);
  });
});
