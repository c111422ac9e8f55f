import { HttpResponse, http } from 'msw';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient } from './client.js';
import { createRecordingHost, startFakeServer } from './test-support/fake-host.js';

const server = startFakeServer();
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const SPEC_CALLS = [
  // session
  'fetchUserName',
  'usertest',
  // racks and inventory
  'getPipesAndRacks',
  'getAllRacks',
  'getInventory',
  'setUserInventoryHeader',
  'getInventoryBHA',
  'getInventoryPDF',
  'getPipes',
  // drill-downs and exports
  'showPipelist',
  'showVTIlist',
  'showOtherlist',
  'showBookedList',
  'showShippedList',
  'showShippedSerials',
  'showShippedDT',
  'createExcel',
  'createExcelShippedSerials',
  // delivery documents
  'getDTattachmentPDF',
  'generateDeliveryPDF',
  'getDeliveryPDF',
  'getDTExcel',
  // per-route lists
  'getdp',
  'gethw',
  'getdc',
  'getoctg',
  'getChiksan',
  'getDashboard',
  'getTCP',
  'getPreinv',
  'getPreInvoiceBHA',
  'getDelivery',
  'getDeliveryBHA',
  'getReceived',
  'getOrderconfirm',
  'getOrderconfirmBHA',
  'getOrderconfirmTubular',
  // BHA certificates
  'getBHACertificate',
  'getPDF',
  'getPDFmultiple',
  'getPDFmultipleBHA',
  // other documents
  'getReceivedPDF',
  'getReceivedFreightpapers',
  'getOrderPDF',
  'getPreinvPDF',
  'getdpPDF',
  'gethwPDF',
  'getdcPDF',
  'getoctgPDF',
  'getdpExcel',
  'gethwExcel',
  'getdcExcel',
  'getoctgExcel',
  'getMachExcel',
  'getMachExcelHW',
  'getMachExcelDC',
  'getHardExcel',
  'getHardExcelHW',
  // orders and reports
  'inspectionBHA',
  'inspectionBHA_OLD',
  'keystone',
  'getQHSE',
  'QHSE_getPDF',
  'getCertificates',
  'getAllOrders',
  'getInspectionTallies',
  'itemsAndOrders',
  // statistics
  'statisticsItem',
  'statisticsEquipment',
  // admin
  'getAllUsers',
  'createNewUser',
  'editCurrentUser',
  'deleteCurrentUser',
  'getAllCustomers',
  'editCustomer',
  'createCustomer',
  'deleteCustomer',
  // data download
  'dpjson',
  'dcjson',
  'hwjson',
];

describe('createApiClient', () => {
  it('should offer exactly one function per call of the spec', () => {
    const api = createApiClient({
      baseUrl: '/api',
      getAuth: () => null,
      onSignOut: () => undefined,
      refreshToken: async () => false,
      onNotFound: () => undefined,
      openDocument: () => undefined,
      saveBlob: () => undefined,
    });
    expect(Object.keys(api).sort()).toEqual([...SPEC_CALLS].sort());
    expect(SPEC_CALLS).toHaveLength(80);
    for (const call of Object.values(api)) expect(typeof call).toBe('function');
  });

  it('should serve the calls under a base URL with a path, like the portal /api', async () => {
    let path = '';
    server.use(
      http.get('http://portal.test/portal/api/getdp', ({ request }) => {
        path = new URL(request.url).pathname;
        return HttpResponse.json([]);
      }),
    );
    const { api } = createRecordingHost({ baseUrl: 'http://portal.test/portal/api/' });
    await api.getdp({ username: 'Acme Drilling' });
    expect(path).toBe('/portal/api/getdp');
  });
});
