import type { RowOf } from './contract-fields.server.js';
import type { contractTables } from './contract-tables.server.js';

type Fields<T extends keyof typeof contractTables> = (typeof contractTables)[T]['fields'];

/** A tubular delivery-ticket line as stored (legacy names). */
export type DeliveryLineRow = RowOf<Fields<'deliveries'>>;
/** A BHA delivery ticket as stored. */
export type BhaDeliveryRow = RowOf<Fields<'bha_deliveries'>>;
/** A tubular order line as stored. */
export type OrderLineRow = RowOf<Fields<'orders'>>;
/** A BHA order as stored. */
export type BhaOrderRow = RowOf<Fields<'bha_orders'>>;
/** A tubular pre-invoice line as stored. */
export type PreInvoiceLineRow = RowOf<Fields<'preinvoices'>>;
/** A BHA pre-invoice as stored. */
export type BhaPreInvoiceRow = RowOf<Fields<'bha_preinvoices'>>;
/** A received-goods line as stored. */
export type ReceivedLineRow = RowOf<Fields<'received'>>;
/** A per-joint inspection result as stored. */
export type TallyRow = RowOf<Fields<'tallies'>>;
/** A tubular joint as stored. */
export type SerialRow = RowOf<Fields<'serials'>>;

/** A document's rows belong to more than one customer: only an admin viewing no customer can get there. */
export class AmbiguousDocumentError extends Error {
  override name = 'AmbiguousDocumentError';
  readonly status = 409;
}

/**
 * The one customer a document's rows belong to. Numbers are unique per customer only, so an admin who is
 * not viewing as a customer can match rows of two; that is refused with a message saying what to do.
 *
 * @example
 * const customer = singleCustomer(lines, 'Delivery ticket NW-DT1');
 */
export function singleCustomer(rows: readonly { Customer: string }[], what: string): string {
  const customers = [...new Set(rows.map((row) => row.Customer))];
  if (customers.length !== 1) {
    throw new AmbiguousDocumentError(
      `${what} exists for ${customers.length} customers (${customers.join(', ')}); view the portal as one of them`,
    );
  }
  return customers[0] as string;
}
