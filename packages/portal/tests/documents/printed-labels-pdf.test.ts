import { describe, expect, it } from 'vitest';
import {
  bhaDeliveryTicketDocument,
  deliveryTicketDocument,
} from '../../app/server/documents/content/document-delivery-ticket.server.js';
import { orderTallyDocument } from '../../app/server/documents/content/document-order-tally.server.js';
import {
  bhaOrderConfirmationDocument,
  bhaPreInvoiceDocument,
  orderConfirmationDocument,
  preInvoiceDocument,
  receivedNoteDocument,
} from '../../app/server/documents/content/document-orders.server.js';
import {
  renderBhaDeliveryTicketPdf,
  renderDeliveryTicketPdf,
} from '../../app/server/documents/render/pdf/delivery-ticket-pdf.server.js';
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

/** A PDF's text as one line, spaces and line breaks as one space. */
async function printedText(stream: NodeJS.ReadableStream & AsyncIterable<Uint8Array>): Promise<string> {
  return (await parsePdf(await readAll(stream))).text.join(' ').replace(/\s+/g, ' ');
}

// The labels every PDF prints, as customers hold them: the header block in sentence case, the narrow tally
// columns abbreviated, days as dd.mm.yyyy and measurements to two decimals.
describe('labels and values the generated PDFs print', () => {
  const database = useTestDatabase('sqlite');

  async function northwind() {
    await importDocumentFixtures(database());
    return createScopedDb(database().handle, actorFor(NORTHWIND));
  }

  it('should head the delivery ticket, its lines and its shipped serials', async () => {
    const scoped = await northwind();
    const ticket = present(await deliveryTicketDocument(scoped, 'NW-DT1', JOINT_CLASS_SETTINGS));
    const text = await printedText(renderDeliveryTicketPdf(ticket, TEST_CONTEXT));
    expect(text).toContain(
      'Customer: Northwind Drilling Date: 08.07.2025 DT No: NW-DT1 DT date: 07.07.2025 Sent to: Rig A Rig: Rig A Asset: Rig A Joints: 3',
    );
    expect(text).toContain('Item No Quantity Equipment Weight Grade Connection Ref');
    expect(text).toContain('Total 3');
    // NW-S903 is 9.3 m long and was shipped on 2025-07-07.
    expect(text).toContain(
      'Serial Number Item No String No Length (m) Shipped Class NW-S903 500HW.3 9.30 07.07.2025 Not classed',
    );

    const bha = await printedText(
      renderBhaDeliveryTicketPdf(present(await bhaDeliveryTicketDocument(scoped, 'NW-BDT1')), TEST_CONTEXT),
    );
    expect(bha).toContain('DT No: NW-BDT1');
    expect(bha).toContain('Receiver: Toolpusher');
    expect(bha).toContain('DT No Receiver Rig Total equipment NW-BDT1 Toolpusher 1');
  });

  it('should head the returned-pipe report and print the joint measurements to two decimals', async () => {
    const report = present(await orderTallyDocument(await northwind(), 'hw', '40212', JOINT_CLASS_SETTINGS));
    const text = await printedText(renderOrderTallyPdf(report, TEST_CONTEXT));
    expect(text).toContain('Order No: 40212 Returned from: Returned date: 01.07.2025 Inspection date: ');
    expect(text).toContain('Ref: PO: Spec: Joints: 1');
    expect(text).toContain('Item No Equipment Quantity Weight Grade Connection Spec String No');
    // NW-H001: inspected 2025-07-03, IPC 2, wall 88 %, tong space 10.2 and 13 in, box OD 6.5 in.
    expect(text).toContain(
      'Serial Number Item No Inspected IPC Wall % TS Pin TS Box OD Box Tube Tool joint Status Class NW-H001 500HW.3 03.07.2025 2 88.00 10.20 13.00 6.50 OK OK Accepted Premium',
    );
  });

  it('should head the order confirmations', async () => {
    const scoped = await northwind();
    const tubular = await printedText(
      renderOrderConfirmationPdf(present(await orderConfirmationDocument(scoped, '40211')), TEST_CONTEXT),
    );
    expect(tubular).toContain(
      'Order No: 40211 Return date: 01.06.2025 Returned from: Asset: Rig A PO: Ref: Completed: Yes Receive No:',
    );
    expect(tubular).toContain(
      'Item No Equipment Weight Grade Connection Inspection Scope of work String No QTY 550DP.12 Drill Pipe Rig Return 13 Total 13',
    );
    const bha = await printedText(
      renderBhaOrderConfirmationPdf(
        present(await bhaOrderConfirmationDocument(scoped, 'NW-B1')),
        TEST_CONTEXT,
      ),
    );
    expect(bha).toContain(
      'Order No: NW-B1 Return date: 04.04.2025 Returned from: Customer rep: Asset: Rig A Receive No:',
    );
    expect(bha).toContain('Order No PO Ref Completed QTY NW-B1 Yes 3');
  });

  it('should head the pre-invoices and the received note', async () => {
    const scoped = await northwind();
    const tubular = await printedText(
      renderPreInvoicePdf(present(await preInvoiceDocument(scoped, 'NW-PI1')), TEST_CONTEXT),
    );
    expect(tubular).toContain('Order No: NW-PI1 Return date: 02.05.2025 Returned from: Ref: Asset: Rig A');
    expect(tubular).toContain(
      'Item Number Equipment Weight Grade Connection Inspection specification 550DP.12',
    );
    const bha = await printedText(
      renderBhaPreInvoicePdf(present(await bhaPreInvoiceDocument(scoped, 'NW-BPI1')), TEST_CONTEXT),
    );
    expect(bha).toContain('Order No: NW-BPI1 Return date: 03.05.2025 Asset: Rig A');
    expect(bha).toContain('Order No Returned from PO Ref NW-BPI1');
    const note = await printedText(
      renderReceivedNotePdf(present(await receivedNoteDocument(scoped, 'NW-RC1')), TEST_CONTEXT),
    );
    expect(note).toContain(
      'Receive No: NW-RC1 Returned date: 01.05.2025 Returned from: Location: Tananger Asset: Rig A',
    );
    expect(note).toContain('Item No Equipment Quantity 550DP.12 4 Total 4');
  });
});
