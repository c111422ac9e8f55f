import { describe, expect, it } from 'vitest';
import { generatedDocumentNames } from '../../app/server/documents/names/generated-document-names.server.js';

describe('generated document names', () => {
  it('should name each generated document after its number', () => {
    expect(generatedDocumentNames.deliveryTicketPdf('NW-DT1')).toBe('DT NW-DT1.pdf');
    expect(generatedDocumentNames.deliveryTicketExcel('NW-DT1')).toBe('DT NW-DT1.xlsx');
    expect(generatedDocumentNames.orderConfirmationPdf('40211')).toBe('Order 40211 confirmation.pdf');
    expect(generatedDocumentNames.preInvoicePdf('NW-PI1')).toBe('Pre-invoice NW-PI1.pdf');
    expect(generatedDocumentNames.receivedNotePdf('NW-RC1')).toBe('Received NW-RC1.pdf');
    expect(generatedDocumentNames.inventoryReportPdf('Fleet Inventory')).toBe(
      'Inventory Fleet Inventory.pdf',
    );
    expect(generatedDocumentNames.orderTallyPdf('hw', '40212')).toBe('hw 40212.pdf');
    expect(generatedDocumentNames.orderTallyExcel('dc', 'machining', '7')).toBe('dc machining 7.xlsx');
    expect(generatedDocumentNames.serialsExcel('550DP.12', 'Rig_Ready')).toBe('550DP.12 Rig_Ready.xlsx');
  });

  it('should keep a number with a path in it from becoming a path', () => {
    expect(generatedDocumentNames.deliveryTicketPdf('../../DT/7')).toBe('7.pdf');
    expect(generatedDocumentNames.orderConfirmationPdf('40211\u0000')).toBe('Order 40211 confirmation.pdf');
  });
});
