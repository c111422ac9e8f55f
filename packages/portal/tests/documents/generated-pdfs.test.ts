import { describe, expect, it } from 'vitest';
import {
  renderBhaDeliveryTicketPdf,
  renderDeliveryTicketPdf,
} from '../../app/server/generated/delivery-ticket-pdf.server.js';
import {
  DEFAULT_PROVIDER_NAME,
  documentContext,
} from '../../app/server/generated/document-context.server.js';
import { renderInventoryReportPdf } from '../../app/server/generated/inventory-report-pdf.server.js';
import {
  renderBhaOrderConfirmationPdf,
  renderOrderConfirmationPdf,
} from '../../app/server/generated/order-confirmation-pdf.server.js';
import { renderOrderTallyPdf } from '../../app/server/generated/order-tally-pdf.server.js';
import {
  renderBhaPreInvoicePdf,
  renderPreInvoicePdf,
} from '../../app/server/generated/pre-invoice-pdf.server.js';
import { renderReceivedNotePdf } from '../../app/server/generated/received-note-pdf.server.js';
import { createScopedDb } from '../../app/server/scoping/scoped-db.server.js';
import {
  bhaDeliveryTicketDocument,
  deliveryTicketDocument,
} from '../../app/server/services/document-delivery-ticket.server.js';
import { inventoryReportDocument } from '../../app/server/services/document-inventory-report.server.js';
import { orderTallyDocument } from '../../app/server/services/document-order-tally.server.js';
import {
  bhaOrderConfirmationDocument,
  bhaPreInvoiceDocument,
  orderConfirmationDocument,
  preInvoiceDocument,
  receivedNoteDocument,
} from '../../app/server/services/document-orders.server.js';
import { actorFor, NORTHWIND } from '../helpers/actors.js';
import { useTestDatabase } from '../helpers/test-database.js';
import { importDocumentFixtures, parsePdf, readAll, TEST_CONTEXT } from './support/document-fixtures.js';

function present<T>(value: T | null): T {
  expect(value).not.toBeNull();
  return value as T;
}

async function pdfOf(stream: NodeJS.ReadableStream & AsyncIterable<Uint8Array>) {
  const parsed = await parsePdf(await readAll(stream));
  return { ...parsed, all: parsed.text.join('\n') };
}

function expectBranding(all: string) {
  expect(all).toContain(DEFAULT_PROVIDER_NAME);
  expect(all).toContain(NORTHWIND);
  expect(all).toContain('08.07.2025');
}

describe("generated PDFs of Northwind's rows", () => {
  const database = useTestDatabase('sqlite');

  async function northwind() {
    await importDocumentFixtures(database());
    return createScopedDb(database().handle, actorFor(NORTHWIND));
  }

  it('should render the tubular delivery ticket with its header, lines, total and shipped serials', async () => {
    const ticket = present(await deliveryTicketDocument(await northwind(), 'NW-DT1'));
    const { pages, all } = await pdfOf(renderDeliveryTicketPdf(ticket, TEST_CONTEXT));
    expect(pages).toBe(1);
    expectBranding(all);
    for (const text of [
      'Delivery ticket',
      'NW-DT1',
      '07.07.2025',
      'Rig A',
      '550DP.12',
      '500HW.3',
      'S-135',
      'VX54',
      'NC50',
      'NW-REF-7',
    ]) {
      expect(all).toContain(text);
    }
    for (const serial of ['NW-S901', 'NW-S902', 'NW-S903']) expect(all).toContain(serial);
    expect(all).toMatch(/Total\s+3/);
    expect(all).toContain('Page 1');
  });

  it('should render the BHA delivery ticket with receiver, rig and total equipment', async () => {
    const ticket = present(await bhaDeliveryTicketDocument(await northwind(), 'NW-BDT1'));
    const { pages, all } = await pdfOf(renderBhaDeliveryTicketPdf(ticket, TEST_CONTEXT));
    expect(pages).toBe(1);
    expectBranding(all);
    for (const text of ['BHA delivery ticket', 'NW-BDT1', 'Toolpusher', 'Rig A']) expect(all).toContain(text);
  });

  it('should render the tubular and the BHA order confirmation', async () => {
    const scoped = await northwind();
    const tubular = await pdfOf(
      renderOrderConfirmationPdf(present(await orderConfirmationDocument(scoped, '40211')), TEST_CONTEXT),
    );
    expectBranding(tubular.all);
    for (const text of ['Order confirmation', '40211', '550DP.12', 'Drill Pipe', 'Rig Return', '13'])
      expect(tubular.all).toContain(text);
    const bha = await pdfOf(
      renderBhaOrderConfirmationPdf(
        present(await bhaOrderConfirmationDocument(scoped, 'NW-B1')),
        TEST_CONTEXT,
      ),
    );
    expectBranding(bha.all);
    expect(bha.all).toContain('BHA order confirmation');
    expect(bha.all).toContain('NW-B1');
  });

  it('should render the tubular and the BHA pre-invoice', async () => {
    const scoped = await northwind();
    const tubular = await pdfOf(
      renderPreInvoicePdf(present(await preInvoiceDocument(scoped, 'NW-PI1')), TEST_CONTEXT),
    );
    expectBranding(tubular.all);
    for (const text of ['Pre-invoice', 'NW-PI1', '550DP.12', '02.05.2025'])
      expect(tubular.all).toContain(text);
    const bha = await pdfOf(
      renderBhaPreInvoicePdf(present(await bhaPreInvoiceDocument(scoped, 'NW-BPI1')), TEST_CONTEXT),
    );
    expectBranding(bha.all);
    expect(bha.all).toContain('NW-BPI1');
  });

  it('should render the received note with its lines and total', async () => {
    const note = present(await receivedNoteDocument(await northwind(), 'NW-RC1'));
    const { all } = await pdfOf(renderReceivedNotePdf(note, TEST_CONTEXT));
    expectBranding(all);
    for (const text of ['Received note', 'NW-RC1', 'Tananger', '550DP.12', '01.05.2025'])
      expect(all).toContain(text);
    expect(all).toMatch(/Total\s+4/);
  });

  it('should render the inventory report of an asset with its counts and totals', async () => {
    await importDocumentFixtures(database());
    const scoped = createScopedDb(
      database().handle,
      actorFor(NORTHWIND, { selection: { kind: 'asset', asset: 'Rig A' } }),
    );
    const report = await inventoryReportDocument(scoped);
    expect(report.asset).toBe('Rig A');
    expect(report.rows.length).toBeGreaterThan(0);
    expect(report.rows.every((row) => row.Asset === 'Rig A')).toBe(true);
    expect(report.totals.Total_Item).toBe(report.rows.reduce((sum, row) => sum + row.Total_Item, 0));
    const { pages, all } = await pdfOf(renderInventoryReportPdf(report, TEST_CONTEXT));
    expect(pages).toBe(1);
    expectBranding(all);
    for (const text of ['Inventory report', 'Rig A', '550DP.12', 'Hardbanding', 'Inspection', 'Machining'])
      expect(all).toContain(text);
    expect(all).toMatch(/Total\s+Onshore/);
    expect(all).toContain(`Total ${report.totals.Rig_Ready}`);
  });

  it.each([
    ['dp', '40211', ['Drill pipe inspection report', 'NW-0001', 'NW-0002', 'Rejected', '91.20']],
    ['hw', '40212', ['Heavy weight inspection report', '500HW.3', 'NW-H001']],
  ] as const)(
    'should render the %s returned-pipe report of order %s with its joint tally',
    async (list, orderNo, texts) => {
      const report = present(await orderTallyDocument(await northwind(), list, orderNo));
      const { all } = await pdfOf(renderOrderTallyPdf(report, TEST_CONTEXT));
      expectBranding(all);
      expect(all).toContain(orderNo);
      for (const text of texts) expect(all).toContain(text);
    },
  );

  it('should find no drill collar or OCTG list for an order that has none of that equipment', async () => {
    const scoped = await northwind();
    expect(await orderTallyDocument(scoped, 'dc', '40211')).toBeNull();
    expect(await orderTallyDocument(scoped, 'octg', '40211')).toBeNull();
  });
});

describe('PDF pagination', () => {
  const lines = Array.from({ length: 1000 }, (_, index) => ({
    Customer: NORTHWIND,
    DT_No: 'BIG-1',
    Date: '2025-07-07',
    Sent_To: 'Rig A',
    Item_No: `ITEM-${String(index).padStart(4, '0')}`,
    Quantity: 1,
    Rig: 'Rig A',
    Equipment: 'Drill Pipe',
    Weight: '21.9',
    Grade: 'S-135',
    DT_Connection: 'VX54 with a connection name far too long for its column',
    Ref: `REF-${index}`,
    Asset: 'Rig A',
    Returned: 0,
    Offshore: 1,
    documents: null,
  }));

  it('should spread a 1,000-line delivery ticket over numbered pages, each repeating the table header', async () => {
    const ticket = {
      Customer: NORTHWIND,
      DT_No: 'BIG-1',
      Date: '2025-07-07',
      Sent_To: 'Rig A',
      Rig: 'Rig A',
      Asset: 'Rig A',
      lines,
      serials: [],
      totalQuantity: 1000,
    };
    const { pages, text, all } = await pdfOf(
      renderDeliveryTicketPdf(
        ticket,
        documentContext('Acme Inspection AS', new Date('2025-07-08T00:00:00Z'), 'Europe/Oslo'),
      ),
    );
    expect(pages).toBeGreaterThan(15);
    text.forEach((page, index) => {
      expect(page, `page ${index + 1}`).toContain('Acme Inspection AS');
      expect(page, `page ${index + 1}`).toContain(`Page ${index + 1}`);
      if (index < pages - 1) expect(page, `page ${index + 1}`).toMatch(/Item No\s+Quantity\s+Equipment/);
    });
    for (const item of ['ITEM-0000', 'ITEM-0500', 'ITEM-0999']) expect(all).toContain(item);
    expect(all).toMatch(/Total\s+1000/);
    expect(all).toContain('VX54 with a con…');
  });

  it('should show the document date it was given, never the clock', async () => {
    const ticket = {
      Customer: NORTHWIND,
      DT_No: 'D',
      Date: null,
      Sent_To: null,
      Rig: null,
      Asset: null,
      lines: lines.slice(0, 1),
      serials: [],
      totalQuantity: 1,
    };
    const { all } = await pdfOf(
      renderDeliveryTicketPdf(ticket, documentContext('', new Date('1999-12-31T00:00:00Z'), 'Europe/Oslo')),
    );
    expect(all).toContain('31.12.1999');
    expect(all).toContain(DEFAULT_PROVIDER_NAME);
  });

  it("should print the day in the provider's time zone: 22:30 UTC on 6 July is 7 July in Oslo", async () => {
    const ticket = {
      Customer: NORTHWIND,
      DT_No: 'D',
      Date: null,
      Sent_To: null,
      Rig: null,
      Asset: null,
      lines: lines.slice(0, 1),
      serials: [],
      totalQuantity: 1,
    };
    const { all } = await pdfOf(
      renderDeliveryTicketPdf(ticket, documentContext('', new Date('2025-07-06T22:30:00Z'), 'Europe/Oslo')),
    );
    expect(all).toContain('07.07.2025');
    expect(all).not.toContain('06.07.2025');
  });

  it('should refuse an invalid document date', () => {
    expect(() => documentContext(null, new Date('not a date'), 'Europe/Oslo')).toThrow(
      'Document date must be a valid date',
    );
  });

  it('should fail the stream when the rows cannot be read', async () => {
    const { renderTablePdf } = await import('../../app/server/generated/pdf-table-document.server.js');
    async function* failing() {
      yield { a: 1 };
      throw new Error('database went away');
    }
    const pdf = renderTablePdf(
      {
        title: 'T',
        reference: 'R',
        customer: 'C',
        fields: [],
        tables: [
          { columns: [{ label: 'A', width: 1, value: (row: { a: number }) => row.a }], rows: failing() },
        ],
      },
      TEST_CONTEXT,
    );
    await expect(readAll(pdf)).rejects.toThrow('database went away');
  });
});
