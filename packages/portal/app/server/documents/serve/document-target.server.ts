import type { Readable } from 'node:stream';
import type { InventoryReportView } from '@rigready/core';
import type { ReturnedPipeList } from '../../../shared/returned-pipe-lists.js';
import { AmbiguousDocumentError } from '../../db/contract-rows.server.js';
import type { DocumentStore } from '../../document-store/document-store.server.js';
import { getPortalRuntime } from '../../runtime/portal-runtime.server.js';
import type { ScopedDb } from '../../scoping/scoped-db.server.js';
import { findOrderUpload } from '../../uploads/order-uploads.server.js';
import {
  bhaDeliveryTicketDocument,
  deliveryTicketDocument,
} from '../content/document-delivery-ticket.server.js';
import {
  type InventoryReportColumnOptions,
  inventoryReportDocument,
} from '../content/document-inventory-report.server.js';
import { orderTallyDocument } from '../content/document-order-tally.server.js';
import {
  bhaOrderConfirmationDocument,
  bhaPreInvoiceDocument,
  orderConfirmationDocument,
  preInvoiceDocument,
  receivedNoteDocument,
} from '../content/document-orders.server.js';
import { serialsAtLocationDocument } from '../content/document-serial-exports.server.js';
import { generatedDocumentNames } from '../names/generated-document-names.server.js';
import type { DocumentContext } from '../render/document-context.server.js';
import {
  renderBhaDeliveryTicketPdf,
  renderDeliveryTicketPdf,
} from '../render/pdf/delivery-ticket-pdf.server.js';
import { renderInventoryReportPdf } from '../render/pdf/inventory-report-pdf.server.js';
import {
  renderBhaOrderConfirmationPdf,
  renderOrderConfirmationPdf,
} from '../render/pdf/order-confirmation-pdf.server.js';
import { renderOrderTallyPdf } from '../render/pdf/order-tally-pdf.server.js';
import { renderBhaPreInvoicePdf, renderPreInvoicePdf } from '../render/pdf/pre-invoice-pdf.server.js';
import { renderReceivedNotePdf } from '../render/pdf/received-note-pdf.server.js';
import {
  type OrderTallyExport,
  renderDeliveryTicketExcel,
  renderOrderTallyExcel,
  renderSerialsExcel,
} from '../render/xlsx/excel-exports.server.js';
import {
  type DocumentReference,
  DocumentSelectionError,
  resolveDocumentSelection,
} from '../selection/document-selection.server.js';

/**
 * What a download link names: a stored document by the row it belongs to, or a document generated from
 * rows. Never a path: every target is resolved again through the requesting actor's scoped db.
 */
export type DocumentTarget =
  | { kind: 'stored'; reference: DocumentReference }
  | { kind: 'delivery-ticket-pdf'; DT_No: string }
  | { kind: 'delivery-ticket-xlsx'; DT_No: string }
  /**
   * The inventory report of the scoped db's selection (the link's asset is checked by the route), printed
   * as the screen showed it: its view, and the column options the server read from the actor's customer.
   */
  | {
      kind: 'inventory-report-pdf';
      asset: string;
      view?: InventoryReportView;
      columns: InventoryReportColumnOptions;
    }
  | { kind: 'received-note-pdf'; Receive_No: string }
  | { kind: 'pre-invoice-pdf'; Order_No: string }
  | { kind: 'order-confirmation-pdf'; Order_No: string }
  | { kind: 'order-tally-pdf'; list: ReturnedPipeList; Order_No: string }
  | { kind: 'order-tally-xlsx'; list: ReturnedPipeList; sheet: OrderTallyExport; Order_No: string }
  | { kind: 'serials-xlsx'; Item_No: string; location: string }
  /** A document a technician uploaded to an order with an upload code (order_uploads.id). */
  | { kind: 'order-upload'; id: string };

/** A document the actor may read: its download name and how to read its bytes (opened only on demand). */
export interface ResolvedTarget {
  name: string;
  open(): Promise<Readable>;
}

/** The document's file was named by a row but is missing from the store. */
export class MissingStoredDocumentError extends Error {
  override name = 'MissingStoredDocumentError';
  readonly status = 404;
}

/**
 * The one stored document a reference names in the actor's scope, or null: none, or no file in the store.
 * An admin viewing no customer whose reference matches two customers' files must choose one first.
 *
 * @throws AmbiguousDocumentError when the reference names several different files.
 * @example
 * const stored = await resolveStored(scoped, store, { kind: 'bha_report', Report_ID: 'NW-R1' });
 */
export async function resolveStored(
  scoped: ScopedDb,
  store: DocumentStore,
  reference: DocumentReference,
): Promise<ResolvedTarget | null> {
  let resolved: Awaited<ReturnType<typeof resolveDocumentSelection>>;
  try {
    resolved = await resolveDocumentSelection(scoped, [reference]);
  } catch (error) {
    if (error instanceof DocumentSelectionError) return null;
    throw error;
  }
  const keys = [...new Set(resolved.map((document) => document.key))];
  if (keys.length > 1)
    throw new AmbiguousDocumentError(
      'This document exists for several customers; view the portal as one of them',
    );
  const [document] = resolved;
  if (!document || !(await store.exists(document.key))) return null;
  return {
    name: document.name,
    open: async () => {
      const stream = await store.open(document.key);
      if (!stream) throw new MissingStoredDocumentError(`${document.name} is no longer in the store`);
      return stream;
    },
  };
}

function generated(name: string, render: () => Readable): ResolvedTarget {
  return { name, open: async () => render() };
}

/**
 * Resolves a target for the actor: its rows are read through `scoped` now (so an out-of-scope number
 * gives null), the document is rendered or read only when `open` is called. Tubular documents fall back
 * to the BHA document of the same number, as the legacy calls did.
 *
 * @example
 * const target = await resolveTarget(scoped, store, { kind: 'delivery-ticket-pdf', DT_No: 'NW-DT1' }, context);
 * if (!target) return notFound();
 */
export async function resolveTarget(
  scoped: ScopedDb,
  store: DocumentStore,
  target: DocumentTarget,
  context: DocumentContext,
): Promise<ResolvedTarget | null> {
  const names = generatedDocumentNames;
  switch (target.kind) {
    case 'stored':
      return resolveStored(scoped, store, target.reference);
    case 'delivery-ticket-pdf': {
      const ticket = await deliveryTicketDocument(scoped, target.DT_No, getPortalRuntime().env.jointClass);
      if (ticket)
        return generated(names.deliveryTicketPdf(target.DT_No), () =>
          renderDeliveryTicketPdf(ticket, context),
        );
      const bha = await bhaDeliveryTicketDocument(scoped, target.DT_No);
      return bha
        ? generated(names.deliveryTicketPdf(target.DT_No), () => renderBhaDeliveryTicketPdf(bha, context))
        : null;
    }
    case 'delivery-ticket-xlsx': {
      const ticket = await deliveryTicketDocument(scoped, target.DT_No, getPortalRuntime().env.jointClass);
      return ticket
        ? generated(names.deliveryTicketExcel(target.DT_No), () => renderDeliveryTicketExcel(ticket, context))
        : null;
    }
    case 'inventory-report-pdf': {
      const report = await inventoryReportDocument(scoped, {
        columns: target.columns,
        now: context.date.toISOString(),
        ...(target.view ? { view: target.view } : {}),
      });
      return generated(names.inventoryReportPdf(report.asset), () =>
        renderInventoryReportPdf(report, context),
      );
    }
    case 'received-note-pdf': {
      const note = await receivedNoteDocument(scoped, target.Receive_No);
      return note
        ? generated(names.receivedNotePdf(target.Receive_No), () => renderReceivedNotePdf(note, context))
        : null;
    }
    case 'pre-invoice-pdf': {
      const stored = await resolveStored(scoped, store, {
        kind: 'order',
        Order_No: target.Order_No,
        document: 'pre_invoice',
      });
      if (stored) return { ...stored, name: names.preInvoicePdf(target.Order_No) };
      const tubular = await preInvoiceDocument(scoped, target.Order_No);
      if (tubular)
        return generated(names.preInvoicePdf(target.Order_No), () => renderPreInvoicePdf(tubular, context));
      const bha = await bhaPreInvoiceDocument(scoped, target.Order_No);
      return bha
        ? generated(names.preInvoicePdf(target.Order_No), () => renderBhaPreInvoicePdf(bha, context))
        : null;
    }
    case 'order-confirmation-pdf': {
      const stored = await resolveStored(scoped, store, {
        kind: 'order',
        Order_No: target.Order_No,
        document: 'order_confirmation',
      });
      if (stored) return { ...stored, name: names.orderConfirmationPdf(target.Order_No) };
      const tubular = await orderConfirmationDocument(scoped, target.Order_No);
      if (tubular) {
        return generated(names.orderConfirmationPdf(target.Order_No), () =>
          renderOrderConfirmationPdf(tubular, context),
        );
      }
      const bha = await bhaOrderConfirmationDocument(scoped, target.Order_No);
      return bha
        ? generated(names.orderConfirmationPdf(target.Order_No), () =>
            renderBhaOrderConfirmationPdf(bha, context),
          )
        : null;
    }
    case 'order-tally-pdf': {
      const stored = await resolveStored(scoped, store, {
        kind: 'order',
        Order_No: target.Order_No,
        document: 'report',
      });
      if (stored) return { ...stored, name: names.orderTallyPdf(target.list, target.Order_No) };
      const report = await orderTallyDocument(
        scoped,
        target.list,
        target.Order_No,
        getPortalRuntime().env.jointClass,
      );
      return report
        ? generated(names.orderTallyPdf(target.list, target.Order_No), () =>
            renderOrderTallyPdf(report, context),
          )
        : null;
    }
    case 'order-tally-xlsx': {
      const report = await orderTallyDocument(
        scoped,
        target.list,
        target.Order_No,
        getPortalRuntime().env.jointClass,
      );
      return report
        ? generated(names.orderTallyExcel(target.list, target.sheet, target.Order_No), () =>
            renderOrderTallyExcel(report, target.sheet, context),
          )
        : null;
    }
    case 'order-upload': {
      const upload = await findOrderUpload(getPortalRuntime().handle, scoped, target.id);
      if (!upload || !(await store.exists(upload.key))) return null;
      return {
        name: upload.name,
        open: async () => {
          const stream = await store.open(upload.key);
          if (!stream) throw new MissingStoredDocumentError(`${upload.name} is no longer in the store`);
          return stream;
        },
      };
    }
    case 'serials-xlsx': {
      const exported = await serialsAtLocationDocument(
        scoped,
        target.Item_No,
        target.location,
        getPortalRuntime().env.jointClass,
      );
      return exported
        ? generated(names.serialsExcel(target.Item_No, target.location), () =>
            renderSerialsExcel(exported, context),
          )
        : null;
    }
  }
}
