import { describe, expect, it } from 'vitest';
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
import { documentContext } from '../../app/server/documents/render/document-context.server.js';
import {
  renderBhaDeliveryTicketPdf,
  renderDeliveryTicketPdf,
} from '../../app/server/documents/render/pdf/delivery-ticket-pdf.server.js';
import { renderInventoryReportPdf } from '../../app/server/documents/render/pdf/inventory-report-pdf.server.js';
import {
  renderBhaOrderConfirmationPdf,
  renderOrderConfirmationPdf,
} from '../../app/server/documents/render/pdf/order-confirmation-pdf.server.js';
import { renderOrderTallyPdf } from '../../app/server/documents/render/pdf/order-tally-pdf.server.js';
import {
  renderBhaPreInvoicePdf,
  renderPreInvoicePdf,
} from '../../app/server/documents/render/pdf/pre-invoice-pdf.server.js';
import { renderReceivedNotePdf } from '../../app/server/documents/render/pdf/received-note-pdf.server.js';
import { createScopedDb } from '../../app/server/scoping/scoped-db.server.js';
import { actorFor, NORTHWIND } from '../helpers/actors.js';
import { useTestDatabase } from '../helpers/test-database.js';
import {
  importDocumentFixtures,
  JOINT_CLASS_SETTINGS,
  parsePdf,
  present,
  readAll,
  TEST_CONTEXT,
} from './support/document-fixtures.js';

async function pdfOf(stream: NodeJS.ReadableStream & AsyncIterable<Uint8Array>) {
  const parsed = await parsePdf(await readAll(stream));
  return { ...parsed, all: parsed.text.join('\n') };
}

function expectBranding(all: string) {
  expect(all).toContain('rigready inspection services');
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
    const ticket = present(await deliveryTicketDocument(await northwind(), 'NW-DT1', JOINT_CLASS_SETTINGS));
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

  const NORTHWIND_COLUMNS = {
    rangeColumn: true,
    stringNumberLabel: null,
    inspectionDateColouring: false,
    fleet: true,
  } as const;

  // One line of the report as the text extractor gives it back, spaces and line breaks as one space.
  const printed = (all: string) => all.replace(/\s+/g, ' ');

  it('should print the inventory rows and columns of the screen as it opens (item, site, the counts a customer plans with, the certificate), with the totals', async () => {
    await importDocumentFixtures(database());
    const scoped = createScopedDb(
      database().handle,
      actorFor(NORTHWIND, { selection: { kind: 'asset', asset: 'Rig A' } }),
    );
    const report = await inventoryReportDocument(scoped, {
      columns: { ...NORTHWIND_COLUMNS, fleet: false },
      now: TEST_CONTEXT.date.toISOString(),
    });
    const { pages, all } = await pdfOf(renderInventoryReportPdf(report, TEST_CONTEXT));
    expect(pages).toBe(1);
    expectBranding(all);
    const text = printed(all);
    // The fixture's counts per location: 550DP.12 has 3 Rig Ready, 1 in Inspection, 3 Shipped, 11 onshore and
    // 16 in all; 500HW.3 has 1 Shipped and 1 in all. The screen opens without Asset here (fleet: false).
    expect(text).toContain('Item No Site Rig Ready Inspection Shipped Total Onshore Total Items Certificate');
    expect(text).toContain('550DP.12 Tananger 3 1 3 11 16 Certificate');
    expect(text).toContain('500HW.3 Tananger 0 0 1 0 1 No Certificate');
    expect(text).toContain('Total 3 1 4 11 17');
  });

  it('should print only the rows and columns of the screen’s view: site, search, filters, sort, columns in order', async () => {
    await importDocumentFixtures(database());
    const scoped = createScopedDb(database().handle, actorFor(NORTHWIND));
    const view = {
      site: 'Tananger',
      query: '',
      filters: { Asset: ['Rig A', 'Rig B'] },
      sorting: [{ id: 'Total_Item', desc: true }],
      columns: ['Asset', 'Item_No', 'Description', 'Rig_Ready', 'Shipped'],
    };
    const report = await inventoryReportDocument(scoped, {
      columns: NORTHWIND_COLUMNS,
      now: TEST_CONTEXT.date.toISOString(),
      view,
    });
    const text = printed((await pdfOf(renderInventoryReportPdf(report, TEST_CONTEXT))).all);
    expect(text).toContain('Asset Item No Description Rig Ready Shipped');
    expect(text).toContain(
      'Rig A 550DP.12 5 1/2in DP 21.9ppf S-135 3 3 Rig B 550DP.12 5 1/2in DP 21.9ppf S-135 1 1 Rig A 500HW.3 5in HWDP 0 1 Total 4 5',
    );
    expect(text).toContain('Site: Tananger');
    expect(text).toContain('Filters: Asset: Rig A, Rig B');
    for (const absent of ['Field C', 'Dusavik', 'Polar', 'Equipment', 'Connection'])
      expect(text).not.toContain(absent);

    const searched = await inventoryReportDocument(scoped, {
      columns: NORTHWIND_COLUMNS,
      now: TEST_CONTEXT.date.toISOString(),
      view: { ...view, query: 'hw-dp', sorting: [{ id: 'Item_No', desc: false }] },
    });
    expect(searched.rows).toEqual([['Rig A', '500HW.3', '5in HWDP', '0', '1']]);
    expect(searched.totals).toEqual({ Rig_Ready: 0, Shipped: 1 });
  });

  it('should refuse a view naming a column the screen does not have', async () => {
    await importDocumentFixtures(database());
    const scoped = createScopedDb(database().handle, actorFor(NORTHWIND));
    await expect(
      inventoryReportDocument(scoped, {
        columns: NORTHWIND_COLUMNS,
        now: TEST_CONTEXT.date.toISOString(),
        view: {
          site: null,
          query: '',
          filters: { Customer: ['Polar Energy'] },
          sorting: [],
          columns: ['Item_No'],
        },
      }),
    ).rejects.toThrow(
      /^Unknown inventory column Customer; the columns are Item_No, Asset, Site, Rig_Ready, /,
    );
  });

  it('should print every character of long texts, wrapped, on a landscape page', async () => {
    const report = {
      Customer: NORTHWIND,
      asset: 'Fleet Inventory',
      view: {
        site: null,
        query: '',
        filters: {},
        sorting: [],
        columns: ['Item_No', 'Site', 'Asset', 'Rig_Ready'],
      },
      columns: [
        { id: 'Item_No', label: 'Item No', count: false },
        { id: 'Site', label: 'Site', count: false },
        { id: 'Asset', label: 'Asset', count: false },
        { id: 'Rig_Ready', label: 'Rig Ready', count: true },
      ],
      rows: [
        [
          '1338OCTG.10-EXTENDED-ITEM-NUMBER',
          'Kristiansund Yard North Quay Extension Area Seven',
          'Skarvheim Endurance Semi-Submersible Drilling Unit',
          '40',
        ],
      ],
      totals: { Rig_Ready: 40 },
    };
    const { pages, all } = await pdfOf(renderInventoryReportPdf(report, TEST_CONTEXT));
    expect(pages).toBe(1);
    const text = printed(all);
    expect(text).toContain('1338OCTG.10-EXTENDED-ITEM-NUMBER');
    expect(text).toContain('Kristiansund Yard North Quay Extension Area Seven');
    expect(text).toContain('Skarvheim Endurance Semi-Submersible Drilling Unit');
    expect(text).not.toContain('…');
  });

  it.each([
    ['dp', '40211', ['Drill pipe inspection report', 'NW-0001', 'NW-0002', 'Rejected', '91.20']],
    ['hw', '40212', ['Heavy weight inspection report', '500HW.3', 'NW-H001']],
  ] as const)(
    'should render the %s returned-pipe report of order %s with its joint tally',
    async (list, orderNo, texts) => {
      const report = present(
        await orderTallyDocument(await northwind(), list, orderNo, JOINT_CLASS_SETTINGS),
      );
      const { all } = await pdfOf(renderOrderTallyPdf(report, TEST_CONTEXT));
      expectBranding(all);
      expect(all).toContain(orderNo);
      for (const text of texts) expect(all).toContain(text);
    },
  );

  it('should find no drill collar or OCTG list for an order that has none of that equipment', async () => {
    const scoped = await northwind();
    expect(await orderTallyDocument(scoped, 'dc', '40211', JOINT_CLASS_SETTINGS)).toBeNull();
    expect(await orderTallyDocument(scoped, 'octg', '40211', JOINT_CLASS_SETTINGS)).toBeNull();
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
    expect(all).toContain('rigready inspection services');
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
    const { renderTablePdf } = await import(
      '../../app/server/documents/render/pdf/pdf-table-document.server.js'
    );
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
