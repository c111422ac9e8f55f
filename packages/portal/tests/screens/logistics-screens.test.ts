import { unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import * as asset from '../../app/routes/account/asset.js';
import * as pipeType from '../../app/routes/account/pipe-type.js';
import * as bhainventory from '../../app/routes/inventory/bha-inventory.js';
import * as delivery from '../../app/routes/logistics/delivery.js';
import * as deliveryZip from '../../app/routes/logistics/delivery-zip.js';
import * as preinvoice from '../../app/routes/logistics/pre-invoice.js';
import * as preinvoiceZip from '../../app/routes/logistics/pre-invoice-zip.js';
import * as received from '../../app/routes/logistics/received.js';
import * as racklocation from '../../app/routes/racks/rack-location.js';
import * as racks from '../../app/routes/racks/racks.js';
import { PERSONAS, runRoute, signIn, testRequest, useTestPortal } from '../helpers/portal-harness.js';
import { DIALECTS } from '../helpers/test-database.js';

type Loader = Parameters<typeof runRoute>[0];
type Json = Record<string, unknown>;

async function load(module: { loader: unknown }, path: string, cookie: string) {
  const response = await runRoute(module.loader as Loader, testRequest(path, { cookie }));
  return {
    status: response.status,
    body: response.status === 200 ? ((await response.json()) as Json) : ({} as Json),
  };
}

/** Core's route rules send a signed-in user away from an admin page or a page their flag hides. */
async function expectSentHome(
  module: { loader?: unknown; action?: unknown },
  request: Request,
  home = '/home',
) {
  const response = await runRoute((module.loader ?? module.action) as Loader, request);
  expect([response.status, response.headers.get('Location')]).toEqual([302, home]);
}

async function chooseBha(cookie: string) {
  await runRoute(pipeType.action, testRequest('/pipe-type', { cookie, form: { pipeType: 'BHA' } }));
}

const numbers = (rows: unknown, field: string) => (rows as Json[]).map((row) => row[field]);

describe.each(DIALECTS)('shipping, received, pre-invoice and rack screens (%s)', (dialect) => {
  const portal = useTestPortal(dialect);

  describe('/delivery', () => {
    it("should list only the customer's own tubular lines, in fleet mode, with wire-sling and attachment links", async () => {
      const cookie = await signIn(PERSONAS.customerA);
      const { status, body } = await load(delivery, '/delivery', cookie);
      expect(status).toBe(200);
      expect(body.pipeType).toBe('Tubular');
      expect(body.fleet).toBe(true);
      expect(numbers(body.tubular, 'DT_No')).toEqual(['NW-DT1']);
      const [line] = body.tubular as Json[];
      expect(Object.keys(line as Json)).toEqual(expect.arrayContaining(['Wiresling', 'Attachment', 'Asset']));
      expect(line).not.toHaveProperty('documents');
    });

    it('should list the BHA tickets after the switch, and only the own ones for the other customer', async () => {
      const cookie = await signIn(PERSONAS.customerA);
      await chooseBha(cookie);
      expect(numbers((await load(delivery, '/delivery', cookie)).body.bha, 'DT_No')).toEqual(['NW-BDT1']);
      const polar = await signIn(PERSONAS.customerB);
      expect(numbers((await load(delivery, '/delivery', polar)).body.tubular, 'DT_No')).toEqual(['PO-DT1']);
    });

    it('should show one asset only its rows, and never an excluded asset', async () => {
      const cookie = await signIn(PERSONAS.customerA);
      await runRoute(asset.action, testRequest('/asset', { cookie, form: { asset: 'Rig B' } }));
      const single = await load(delivery, '/delivery', cookie);
      expect([single.body.fleet, single.body.tubular]).toEqual([false, []]);
      const rita = await signIn('rita@rigready.test');
      expect((await load(received, '/received', rita)).body.rows).toEqual([]);
      await portal()
        .database.handle.db.updateTable('users')
        .set({ excluded_assets: JSON.stringify(['Rig A']) })
        .where('email_key', '=', PERSONAS.customerA)
        .execute();
      const excluded = await signIn(PERSONAS.customerA);
      expect((await load(delivery, '/delivery', excluded)).body.tubular).toEqual([]);
      expect((await load(preinvoice, '/preinvoice', excluded)).body.tubular).toEqual([]);
    });

    it("should zip the selected BHA tickets and refuse a selection holding another customer's ticket", async () => {
      const cookie = await signIn(PERSONAS.customerA);
      const zip = await runRoute(
        deliveryZip.action as Loader,
        testRequest('/delivery/zip', { cookie, form: { intent: 'zip', selected: '["NW-BDT1"]' } }),
      );
      expect(zip.status).toBe(200);
      expect(zip.headers.get('Content-Type')).toBe('application/zip');
      // What the browser's own download of the submitted form gets: a streamed attachment.
      expect(zip.headers.get('Content-Disposition')).toMatch(/^attachment; filename="delivery_tickets\.zip"/);
      expect(zip.headers.get('Content-Length')).toBeNull();
      const entries = unzipSync(new Uint8Array(await zip.arrayBuffer()));
      const names = Object.keys(entries);
      expect(names).toHaveLength(1);
      expect(new TextDecoder().decode(entries[names[0] as string]?.slice(0, 5))).toBe('%PDF-');
      for (const selected of ['["NW-BDT1","PO-BDT1"]', '[]', 'NW-BDT1']) {
        const refused = await runRoute(
          deliveryZip.action as Loader,
          testRequest('/delivery/zip', { cookie, form: { intent: 'zip', selected } }),
        );
        expect(refused.status).toBe(403);
      }
    });
  });

  describe('/received and /preinvoice', () => {
    it("should list only the customer's own receipts and pre-invoices, tubular and BHA", async () => {
      const cookie = await signIn(PERSONAS.customerA);
      const receipts = (await load(received, '/received', cookie)).body.rows as Json[];
      expect(numbers(receipts, 'Receive_No')).toEqual(['NW-RC1']);
      expect(typeof receipts[0]?.hasFreightPapers).toBe('boolean');
      expect(numbers((await load(preinvoice, '/preinvoice', cookie)).body.tubular, 'Order_No')).toEqual([
        'NW-PI1',
      ]);
      await chooseBha(cookie);
      expect(numbers((await load(preinvoice, '/preinvoice', cookie)).body.bha, 'Order_No')).toEqual([
        'NW-BPI1',
      ]);
    });

    it('should send a user flagged hidePreInvoice away from the pre-invoice page and its zip', async () => {
      const polar = await signIn(PERSONAS.customerB);
      await expectSentHome(preinvoice, testRequest('/preinvoice', { cookie: polar }));
      await expectSentHome(
        { action: preinvoiceZip.action },
        testRequest('/preinvoice/zip', { cookie: polar, form: { intent: 'zip', selected: '["PO-BPI1"]' } }),
      );
    });
  });

  describe('rack screens', () => {
    it("should show the customer's joints in their racks and other customers' only as occupied positions", async () => {
      const cookie = await signIn(PERSONAS.customerA);
      const { body } = await load(racklocation, '/racklocation?rack=R1&site=Tananger', cookie);
      const rack = body.open as Json;
      const serials = (rack.pipes as Json[]).map((pipe) => pipe.Serial_Number as string);
      // serials.ndjson: Northwind's NW-0001..NW-0004 lie at R1 positions 1-4; Polar's PO-0001 and PO-0002
      // at 6 and 7.
      expect((rack.rackinfo as Json).Rack_ID).toBe('R1');
      expect(serials).toEqual(['NW-0001', 'NW-0002', 'NW-0003', 'NW-0004']);
      expect(rack.occupiedPositions).toEqual([6, 7]);
      expect(JSON.stringify(body)).not.toContain('PO-000');
    });

    it("should count each rack's joints of the customer alone in its tab, and carry the open rack's joints only", async () => {
      const cookie = await signIn(PERSONAS.customerA);
      const { body } = await load(racklocation, '/racklocation', cookie);
      const tabs = (body.tabs as Json[]).map((tab) => [(tab.rackinfo as Json).Rack_ID, tab.jointCount]);
      // serials.ndjson: Northwind's NW-0001..NW-0004 at Tananger R1; Polar's two there are not counted, nor
      // NW-0022 at R2, which has no asset and so lies outside Carl's (users.json: Rig A, Rig B, Fleet Inventory).
      expect(tabs).toEqual([['R1', 4]]);
      expect(((body.open as Json).rackinfo as Json).Rack_ID).toBe('R1');
      const polar = await load(racklocation, '/racklocation?rack=R1', await signIn(PERSONAS.customerB));
      expect(((polar.body.open as Json).pipes as Json[]).map((pipe) => pipe.Serial_Number)).toEqual([
        'PO-0001',
        'PO-0002',
      ]);
      expect((polar.body.open as Json).occupiedPositions).toEqual([1, 2, 3, 4]);
      expect(JSON.stringify(polar.body)).not.toContain('NW-0002');
    });

    it("should open the first rack when the one asked for holds none of the customer's joints", async () => {
      const cookie = await signIn(PERSONAS.customerA);
      for (const asked of ['?rack=R2&site=Tananger', '?rack=R1&site=Nowhere', '?rack=%00']) {
        const { status, body } = await load(racklocation, `/racklocation${asked}`, cookie);
        expect([asked, status, ((body.open as Json).rackinfo as Json).Rack_ID]).toEqual([asked, 200, 'R1']);
        expect(JSON.stringify(body)).not.toContain('NW-0022');
      }
    });

    it("should lay out only the customer's BHA tools per rack", async () => {
      const cookie = await signIn(PERSONAS.customerA);
      const { status, body } = await load(bhainventory, '/bhainventory', cookie);
      expect(status).toBe(200);
      const tools = Object.values(body.racks as Record<string, Record<string, Json[]>>).flatMap((slots) =>
        Object.values(slots).flat(),
      );
      // bha_items.json: Northwind's NW-BHA1 in rack B1, slot 12C (Polar's PO-BHA1 shares the slot).
      expect(tools.map((tool) => tool.Serial_No)).toEqual(['NW-BHA1']);
      expect(Object.keys((body.racks as Record<string, Record<string, Json[]>>).B1 ?? {})).toEqual(['12C']);
      expect(JSON.stringify(body)).not.toContain('Polar');
    });

    it('should give the rack browser to the admin only, every stored rack included', async () => {
      const admin = await signIn(PERSONAS.admin);
      const { status, body } = await load(racks, '/racks', admin);
      expect(status).toBe(200);
      expect((body.racks as Json[]).map((entry) => (entry.rackinfo as Json).Rack_ID)).toEqual(
        expect.arrayContaining(['R1', 'R2']),
      );
      await expectSentHome(racks, testRequest('/racks', { cookie: await signIn(PERSONAS.customerA) }));
    });
  });

  it('should refuse every one of these screens to the guest (the admin rack browser sends them home)', async () => {
    const guest = await signIn(PERSONAS.guestA);
    // A guest's home is the first route of their list.
    await expectSentHome(racks, testRequest('/racks', { cookie: guest }), '/dp');
    for (const [module, path] of [
      [delivery, '/delivery'],
      [received, '/received'],
      [preinvoice, '/preinvoice'],
      [racklocation, '/racklocation'],
      [bhainventory, '/bhainventory'],
    ] as const) {
      expect([path, (await load(module, path, guest)).status]).toEqual([path, 403]);
    }
  });
});
