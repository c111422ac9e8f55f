import {
  bhaInspectionAnswerSchema,
  bhaInspectionOldAnswerSchema,
  bhaOrderRowSchema,
  certificatesAnswerSchema,
  chiksanRowSchema,
  dashboardRowSchema,
  excelLinkAnswerSchema,
  ncrRowSchema,
  orderListItemSchema,
  pdfLinkAnswerSchema,
  returnedPipeRowSchema,
  tcpRowSchema,
  tubularOrderRowSchema,
} from '@rigready/core';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import * as apiCall from '../../app/routes/api/call.js';
import { PERSONAS, runRoute, signIn, testRequest, useTestPortal } from '../helpers/portal-harness.js';
import { DIALECTS } from '../helpers/test-database.js';

describe.each(DIALECTS)('given the order and report calls on %s', (dialect) => {
  const portal = useTestPortal(dialect);

  async function get(path: string, email: string) {
    return runRoute(apiCall.loader, testRequest(path, { cookie: await signIn(email) }));
  }

  async function answer<S extends z.ZodType>(path: string, email: string, schema: S): Promise<z.infer<S>> {
    const response = await get(path, email);
    expect(response.status, path).toBe(200);
    return schema.parse(await response.json());
  }

  async function setAssets(email: string, assets: string[], excluded: string[]) {
    await portal()
      .database.handle.db.updateTable('users')
      .set({ assets: JSON.stringify(assets), excluded_assets: JSON.stringify(excluded) })
      .where('email_key', '=', email)
      .execute();
  }

  it('should answer the tubular orders of the caller only, within its assets and without excluded ones', async () => {
    const rows = await answer(
      '/api/getOrderconfirm?username=Polar%20Energy',
      PERSONAS.customerA,
      z.array(tubularOrderRowSchema),
    );
    expect(rows.map((row) => row.Order_No)).toEqual(['40211']);
    expect(rows[0]?.Priority).toEqual({ value: 1, name: 'High', color: '#d32f2f' });
    await setAssets(PERSONAS.customerA, [], ['Rig A']);
    const narrowed = await answer(
      '/api/getOrderconfirmTubular',
      PERSONAS.customerA,
      z.array(tubularOrderRowSchema),
    );
    expect(narrowed.map((row) => row.Order_No)).toEqual(['40212']);
  });

  it('should answer the BHA orders and the history order list of the caller only', async () => {
    const bha = await answer('/api/getOrderconfirmBHA', PERSONAS.customerB, z.array(bhaOrderRowSchema));
    expect(bha.map((row) => row.Order_No)).toEqual(['PO-B1']);
    const orders = await answer('/api/getAllOrders', PERSONAS.customerB, z.array(orderListItemSchema));
    expect(orders).toEqual([
      { scope: null, spec: null, orderno: '50100', itemno: '550DP.12', equipment: 'Drill Pipe' },
    ]);
  });

  it('should map order lines to the returned-pipe lists by equipment', async () => {
    const dp = await answer('/api/getdp', PERSONAS.customerA, z.array(returnedPipeRowSchema));
    expect(dp).toEqual([
      expect.objectContaining({
        Order_No: '40211',
        Returned_Date: '2025-06-01',
        Inspection_Date: '2025-06-20',
        Quantity: 13,
        Item_No: '550DP.12',
        Equipment: 'Drill Pipe',
      }),
    ]);
    expect(await answer('/api/gethw', PERSONAS.customerA, z.array(returnedPipeRowSchema))).toEqual([]);
    await setAssets(PERSONAS.customerA, [], []);
    const hw = await answer('/api/gethw', PERSONAS.customerA, z.array(returnedPipeRowSchema));
    expect(hw.map((row) => row.Order_No)).toEqual(['40212']);
    expect(await answer('/api/getdc', PERSONAS.customerA, z.array(returnedPipeRowSchema))).toEqual([]);
    expect(await answer('/api/getoctg', PERSONAS.customerA, z.array(returnedPipeRowSchema))).toEqual([]);
  });

  it('should refuse a list whose screen is outside the guest route list', async () => {
    expect((await get('/api/getdp', PERSONAS.guestA)).status).toBe(200);
    expect((await get('/api/gethw', PERSONAS.guestA)).status).toBe(403);
    expect((await get('/api/inspectionBHA', PERSONAS.guestA)).status).toBe(403);
  });

  it('should serve the dashboard and TCP guns only to customers with the feature', async () => {
    expect(await answer('/api/getDashboard', PERSONAS.customerA, z.array(dashboardRowSchema))).toEqual([]);
    await setAssets(PERSONAS.customerA, [], []);
    const dashboard = await answer('/api/getDashboard', PERSONAS.customerA, z.array(dashboardRowSchema));
    expect(dashboard).toEqual([
      expect.objectContaining({
        Order_No: '40212',
        Priority: null,
        Return_Date: { value: '2025-07-01', name: '2025-07-01' },
      }),
    ]);
    expect((await get('/api/getDashboard', PERSONAS.customerB)).status).toBe(403);
    const guns = await answer('/api/getTCP', PERSONAS.customerB, z.array(tcpRowSchema));
    expect(guns).toEqual([
      {
        serial_number: 'PO-TCP1',
        equipment_description: 'TCP gun',
        inspection_result: 'OK',
        times_used: { count: 3, color: '#ff9800' },
      },
    ]);
    expect((await get('/api/getTCP', PERSONAS.customerA)).status).toBe(403);
  });

  it('should answer chiksan, NCR and BHA report lists of the caller only, without storage paths', async () => {
    const chiksan = await answer('/api/getChiksan', PERSONAS.customerA, z.array(chiksanRowSchema));
    expect(chiksan.map((row) => row.Serial_Number)).toEqual(['NW-CH1']);
    const ncr = await answer('/api/getQHSE', PERSONAS.customerA, z.array(ncrRowSchema));
    expect(ncr.map((row) => row.NCR_No)).toEqual(['NW-NCR1']);
    expect(JSON.stringify(ncr)).not.toContain('documents/');
    const bha = await answer('/api/inspectionBHA', PERSONAS.customerA, bhaInspectionAnswerSchema);
    expect(bha.multi_detail.map((row) => row.Serial_No)).toEqual(['NW-BHA1']);
    expect([bha.dim, bha.misc, bha.elevator]).toEqual([[], [], []]);
    const old = await answer('/api/inspectionBHA_OLD', PERSONAS.customerA, bhaInspectionOldAnswerSchema);
    expect(old).toEqual({ multi_detail: [], dim: [] });
  });

  it("should answer the provider's certificates as base64 PDF text in the legacy wrapping", async () => {
    const certificates = await answer('/api/getCertificates', PERSONAS.guestA, certificatesAnswerSchema);
    for (const name of ['NTO', 'ISO', 'JQS'] as const) {
      const text = certificates[name];
      expect(text.slice(0, 2)).toBe("b'");
      expect(Buffer.from(text.slice(2, -1), 'base64').subarray(0, 5).toString()).toBe('%PDF-');
    }
  });

  it('should answer a download link for an order document in scope and 404 for another customer’s', async () => {
    const order = await answer('/api/getOrderPDF?orderno=40211', PERSONAS.customerA, pdfLinkAnswerSchema);
    expect(order.pdflink).toMatch(/^\/api\/documents\/[\w-]+\.[\w-]{43}$/);
    expect((await get('/api/getOrderPDF?orderno=50100', PERSONAS.customerA)).status).toBe(404);
    const report = await answer('/api/getdpPDF?orderno=40211', PERSONAS.customerA, pdfLinkAnswerSchema);
    expect(report.pdflink).toMatch(/^\/api\/documents\//);
    const chiksan = await answer('/api/getdpPDF?orderno=NW-CH', PERSONAS.customerA, pdfLinkAnswerSchema);
    expect(chiksan.pdflink).toMatch(/^\/api\/documents\//);
    expect((await get('/api/getdpPDF?orderno=PO-CH', PERSONAS.customerA)).status).toBe(404);
    const excel = await answer('/api/getMachExcel?orderno=40211', PERSONAS.customerA, excelLinkAnswerSchema);
    expect(excel.excellink).toMatch(/^\/api\/documents\//);
    expect((await get('/api/getHardExcelHW?orderno=40211', PERSONAS.customerA)).status).toBe(404);
    const ncr = await answer('/api/QHSE_getPDF?NCR_No=NW-NCR1', PERSONAS.customerA, pdfLinkAnswerSchema);
    expect(ncr.pdflink).toMatch(/^\/api\/documents\//);
    expect((await get('/api/QHSE_getPDF?NCR_No=PO-NCR1', PERSONAS.customerA)).status).toBe(404);
  });

  it('should answer 400 naming the parameter for a missing or blank order number', async () => {
    const missing = await get('/api/getOrderPDF', PERSONAS.customerA);
    expect(missing.status).toBe(400);
    expect(await missing.json()).toMatchObject({ parameter: 'orderno' });
    const blank = await get('/api/getdpExcel?orderno=%20', PERSONAS.customerA);
    expect(blank.status).toBe(400);
    expect(await blank.json()).toMatchObject({ parameter: 'orderno', expected: 'an order number' });
  });
});
