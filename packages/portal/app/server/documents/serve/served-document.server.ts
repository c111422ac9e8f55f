import type { DocumentKind, ServedDocument } from '../../document-access/record-document-access.server.js';
import type { DocumentReference } from '../selection/document-selection.server.js';
import type { DocumentTarget } from './document-target.server.js';

/** The kind and the reference of a stored document, by the row it belongs to. */
function storedKind(reference: DocumentReference): { kind: DocumentKind; reference: string } {
  switch (reference.kind) {
    case 'order':
      return {
        kind: reference.document === 'report' ? 'inspection-report' : 'order',
        reference: `${reference.Order_No} ${reference.document}`,
      };
    case 'delivery':
      return { kind: 'delivery', reference: `${reference.DT_No} ${reference.Item_No} ${reference.document}` };
    case 'received':
      return { kind: 'delivery', reference: `${reference.Receive_No} ${reference.document}` };
    case 'bha_report':
      return { kind: 'inspection-report', reference: reference.Report_ID };
    case 'ncr':
      return { kind: 'ncr', reference: reference.NCR_No };
    case 'chiksan':
      return { kind: 'certificate', reference: `${reference.Order_No} ${reference.Serial_Number}` };
    case 'item_certificate':
      return { kind: 'certificate', reference: `${reference.Item_No} ${reference.index}` };
  }
}

function targetKind(target: DocumentTarget): { kind: DocumentKind; reference: string } {
  switch (target.kind) {
    case 'stored':
      return storedKind(target.reference);
    case 'delivery-ticket-pdf':
    case 'delivery-ticket-xlsx':
      return { kind: 'delivery', reference: target.DT_No };
    case 'received-note-pdf':
      return { kind: 'delivery', reference: target.Receive_No };
    case 'pre-invoice-pdf':
      return { kind: 'pre-invoice', reference: target.Order_No };
    case 'order-confirmation-pdf':
    case 'order-tally-pdf':
    case 'order-tally-xlsx':
      return { kind: 'order', reference: target.Order_No };
    case 'inventory-report-pdf':
      return { kind: 'inventory', reference: target.asset };
    case 'serials-xlsx':
      return { kind: 'inventory', reference: `${target.Item_No} ${target.location}` };
    case 'order-upload':
      return { kind: 'order', reference: target.id };
  }
}

/**
 * A served document as the access log records it: its kind and reference from the download target, and
 * the file name it went out under.
 *
 * @example
 * servedDocument({ kind: 'stored', reference: { kind: 'ncr', NCR_No: 'NW-NCR1' } }, 'NCR NW-NCR1.pdf');
 * // { kind: 'ncr', reference: 'NW-NCR1', fileName: 'NCR NW-NCR1.pdf' }
 */
export function servedDocument(target: DocumentTarget, fileName: string): ServedDocument {
  return { ...targetKind(target), fileName };
}
