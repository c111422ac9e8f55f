import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { InventoryReportView } from '@rigready/core';
import { unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { AmbiguousDocumentError } from '../../app/server/db/contract-rows.server.js';
import {
  bhaDeliveryTicketDocument,
  deliveryTicketDocument,
} from '../../app/server/documents/content/document-delivery-ticket.server.js';
import { inventoryReportDocument } from '../../app/server/documents/content/document-inventory-report.server.js';
import { orderTallyDocument } from '../../app/server/documents/content/document-order-tally.server.js';
import {
  bhaOrderConfirmationDocument,
  bhaPreInvoiceDocument,
  orderConfirmationDocument,
  preInvoiceDocument,
  receivedNoteDocument,
} from '../../app/server/documents/content/document-orders.server.js';
import {
  serialsAtLocationDocument,
  shippedSerialsDocument,
} from '../../app/server/documents/content/document-serial-exports.server.js';
import {
  bhaSelection,
  type DocumentReference,
  DocumentSelectionError,
  resolveDocumentSelection,
  tubularSelection,
} from '../../app/server/documents/selection/document-selection.server.js';
import { streamZip } from '../../app/server/documents/zips/multi-download-zip.server.js';
import type { Actor } from '../../app/server/scoping/actor.server.js';
import { createScopedDb, type ScopedDb } from '../../app/server/scoping/scoped-db.server.js';
import { actorFor, adminActor, NORTHWIND, POLAR } from '../helpers/actors.js';
import { DIALECTS, FIXTURES, useTestDatabase } from '../helpers/test-database.js';
import { importDocumentFixtures, JOINT_CLASS_SETTINGS, readAll } from './support/document-fixtures.js';

/** Every document service, asked for one row by its number. */
const SERVICES: Record<string, (scoped: ScopedDb, id: string) => Promise<unknown>> = {
  deliveryTicket: (scoped, id) => deliveryTicketDocument(scoped, id, JOINT_CLASS_SETTINGS),
  bhaDeliveryTicket: bhaDeliveryTicketDocument,
  orderConfirmation: orderConfirmationDocument,
  bhaOrderConfirmation: bhaOrderConfirmationDocument,
  preInvoice: preInvoiceDocument,
  bhaPreInvoice: bhaPreInvoiceDocument,
  receivedNote: receivedNoteDocument,
  dpReport: (scoped, id) => orderTallyDocument(scoped, 'dp', id, JOINT_CLASS_SETTINGS),
};

/** For each service: Northwind's number and Polar's. */
const NUMBERS: Record<keyof typeof SERVICES, [string, string]> = {
  deliveryTicket: ['NW-DT1', 'PO-DT1'],
  bhaDeliveryTicket: ['NW-BDT1', 'PO-BDT1'],
  orderConfirmation: ['40211', '50100'],
  bhaOrderConfirmation: ['NW-B1', 'PO-B1'],
  preInvoice: ['NW-PI1', 'PO-PI1'],
  bhaPreInvoice: ['NW-BPI1', 'PO-BPI1'],
  receivedNote: ['NW-RC1', 'PO-RC1'],
  dpReport: ['40211', '50100'],
};

describe.each(DIALECTS)('documents across tenants on %s', (dialect) => {
  const database = useTestDatabase(dialect);

  async function scopedAs(actor: Actor) {
    await importDocumentFixtures(database());
    return createScopedDb(database().handle, actor);
  }

  it("should give each customer its own documents and never the other customer's", async () => {
    await importDocumentFixtures(database());
    const northwind = createScopedDb(database().handle, actorFor(NORTHWIND));
    const polar = createScopedDb(database().handle, actorFor(POLAR));
    let tried = 0;
    for (const [name, service] of Object.entries(SERVICES)) {
      const [own, theirs] = NUMBERS[name] as [string, string];
      expect(await service(northwind, own), `${name} ${own} for Northwind`).toMatchObject({
        Customer: NORTHWIND,
      });
      expect(await service(polar, theirs), `${name} ${theirs} for Polar`).toMatchObject({ Customer: POLAR });
      expect(await service(northwind, theirs), `${name} ${theirs} for Northwind`).toBeNull();
      expect(await service(polar, own), `${name} ${own} for Polar`).toBeNull();
      tried += 2;
    }
    expect(tried).toBe(16);
  });

  it("should not reveal Polar's serials, even for an item number both customers use", async () => {
    const northwind = await scopedAs(actorFor(NORTHWIND));
    const shipped = await shippedSerialsDocument(northwind, '550DP.12', JOINT_CLASS_SETTINGS);
    const serials = shipped?.serials.map((serial) => serial.Serial_Number) ?? [];
    expect(serials).toEqual(expect.arrayContaining(['NW-S901', 'NW-S902']));
    expect(serials.filter((serial) => !serial.startsWith('NW-'))).toEqual([]);
    const all = await serialsAtLocationDocument(northwind, '550DP.12', 'Total_Item', JOINT_CLASS_SETTINGS);
    expect(all?.serials.every((serial) => serial.Customer === NORTHWIND)).toBe(true);
    expect(
      await serialsAtLocationDocument(northwind, 'NOPE.1', 'Total_Item', JOINT_CLASS_SETTINGS),
    ).toBeNull();
  });

  it("should keep a delivery ticket's serials to its customer when both use the same item", async () => {
    const polar = await scopedAs(actorFor(POLAR));
    const ticket = await deliveryTicketDocument(polar, 'PO-DT1', JOINT_CLASS_SETTINGS);
    expect(ticket?.serials.map((serial) => serial.Serial_Number)).toEqual(['PO-S901']);
  });

  it('should hide the documents of assets the user may not see, tallies included', async () => {
    const fieldOnly = await scopedAs(actorFor(NORTHWIND, { allowedAssets: ['Field C'] }));
    expect(await deliveryTicketDocument(fieldOnly, 'NW-DT1', JOINT_CLASS_SETTINGS)).toBeNull();
    expect(await orderTallyDocument(fieldOnly, 'dp', '40211', JOINT_CLASS_SETTINGS)).toBeNull();
    expect(await orderTallyDocument(fieldOnly, 'hw', '40212', JOINT_CLASS_SETTINGS)).toMatchObject({
      Order_No: '40212',
    });
    const excluded = createScopedDb(database().handle, actorFor(NORTHWIND, { excludedAssets: ['Rig A'] }));
    expect(await orderConfirmationDocument(excluded, '40211')).toBeNull();
  });

  it("should report the inventory of the chosen asset only, whatever the view names of another customer's", async () => {
    const polar = await scopedAs(actorFor(POLAR, { selection: { kind: 'asset', asset: 'Rig P' } }));
    const report = (view: Partial<InventoryReportView>) =>
      inventoryReportDocument(polar, {
        columns: { rangeColumn: false, stringNumberLabel: null, inspectionDateColouring: false, fleet: true },
        now: '2025-07-08T00:00:00.000Z',
        view: {
          site: null,
          query: '',
          filters: {},
          sorting: [],
          columns: ['Item_No', 'Asset', 'Site', 'Rig_Ready', 'Total_Item'],
          ...view,
        },
      });
    const own = await report({});
    expect(own.Customer).toBe(POLAR);
    expect(own.rows).toEqual([['550DP.12', 'Rig P', 'Tananger', '3', '6']]);
    expect((await report({ filters: { Asset: ['Rig A', 'Rig B'] } })).rows).toEqual([]);
    expect((await report({ site: 'Dusavik' })).rows).toEqual([]);
    expect((await report({ query: 'Northwind' })).rows).toEqual([]);
  });

  it("should give an admin viewing as Polar Polar's documents only", async () => {
    const admin = await scopedAs(adminActor(POLAR));
    expect(await deliveryTicketDocument(admin, 'PO-DT1', JOINT_CLASS_SETTINGS)).toMatchObject({
      Customer: POLAR,
    });
    expect(await deliveryTicketDocument(admin, 'NW-DT1', JOINT_CLASS_SETTINGS)).toBeNull();
  });

  it("should refuse to merge two customers' rows that share a number for an admin viewing no one", async () => {
    const admin = await scopedAs(adminActor());
    await expect(orderTallyDocument(admin, 'dp', '40211', JOINT_CLASS_SETTINGS)).resolves.toMatchObject({
      Customer: NORTHWIND,
    });
    await expect(orderConfirmationDocument(admin, '40211')).resolves.toMatchObject({ Customer: NORTHWIND });
    await expect(
      serialsAtLocationDocument(admin, '550DP.12', 'Total_Item', JOINT_CLASS_SETTINGS),
    ).rejects.toThrow(AmbiguousDocumentError);
  });
});

describe.each(DIALECTS)('multi-download selections on %s', (dialect) => {
  const database = useTestDatabase(dialect);
  const own: DocumentReference[] = [
    { kind: 'order', Order_No: '40211', document: 'report' },
    { kind: 'bha_report', Report_ID: 'NW-R1' },
    { kind: 'ncr', NCR_No: 'NW-NCR1' },
    { kind: 'chiksan', Order_No: 'NW-CH', Serial_Number: 'NW-CH1' },
    { kind: 'item_certificate', Item_No: '550DP.12', index: 2 },
  ];

  async function northwind() {
    await importDocumentFixtures(database());
    return createScopedDb(database().handle, actorFor(NORTHWIND));
  }

  it("should resolve the actor's own documents and zip them byte for byte", async () => {
    const scoped = await northwind();
    const documents = await resolveDocumentSelection(scoped, own);
    expect(documents.map((document) => document.name)).toEqual([
      'Order 40211 report.pdf',
      'BHA report NW-R1.pdf',
      'NCR NW-NCR1.pdf',
      'Chiksan NW-CH NW-CH1.pdf',
      'Certificate 550DP.12 2.pdf',
    ]);
    const { store } = database();
    const zip = await readAll(
      streamZip(
        documents.map((document) => ({
          name: document.name,
          open: async () => {
            const stream = await store.open(document.key);
            if (!stream) throw new Error(`missing ${document.key}`);
            return stream;
          },
        })),
      ),
    );
    const entries = unzipSync(new Uint8Array(zip));
    expect(Object.keys(entries)).toEqual(documents.map((document) => document.name));
    for (const document of documents) {
      const original = readFileSync(join(FIXTURES.twoCustomers, document.key));
      expect(Buffer.from(entries[document.name] as Uint8Array).equals(original), document.name).toBe(true);
    }
  });

  it("should refuse the whole selection when one reference is another customer's", async () => {
    const scoped = await northwind();
    const mixed = [...own, { kind: 'bha_report', Report_ID: 'PO-R1' } as const];
    await expect(resolveDocumentSelection(scoped, mixed)).rejects.toThrow(DocumentSelectionError);
    await expect(resolveDocumentSelection(scoped, mixed)).rejects.toThrow(
      '1 of the 6 selected documents cannot be downloaded; nothing was sent',
    );
    await expect(
      resolveDocumentSelection(scoped, tubularSelection(['40211', '50100'])),
    ).rejects.toMatchObject({ status: 403 });
  });

  it('should refuse a reference to a document that does not exist, the same way', async () => {
    const scoped = await northwind();
    await expect(
      resolveDocumentSelection(scoped, [{ kind: 'order', Order_No: '40212', document: 'report' }]),
    ).rejects.toThrow(DocumentSelectionError);
    await expect(
      resolveDocumentSelection(scoped, [{ kind: 'item_certificate', Item_No: '550DP.12', index: 3 }]),
    ).rejects.toThrow(DocumentSelectionError);
  });

  it("should refuse an empty selection with the spec's message", async () => {
    await expect(resolveDocumentSelection(await northwind(), [])).rejects.toThrow(
      'Please select PDFs to download first.',
    );
  });

  it('should read the legacy selections: order numbers and BHA parameter sets', async () => {
    const scoped = await northwind();
    await expect(resolveDocumentSelection(scoped, tubularSelection([40211]))).resolves.toHaveLength(1);
    await expect(
      resolveDocumentSelection(scoped, bhaSelection([{ report_id: 'NW-R1' }])),
    ).resolves.toHaveLength(1);
    expect(() => bhaSelection([{ report_id: 'NW-R1' }, {}])).toThrow('selected[1] has no report_id');
  });
});
