import { z } from 'zod';
import { dateValue, measure, reference, text } from './fields.js';
import type { Known } from './known.js';

/**
 * One tubular delivery ticket line (Shipping list, /showShippedList): the ticket, the item shipped and
 * where to; `Wiresling` and `Attachment` are the links of its wire-sling certificate and its attachment
 * when it has them.
 *
 * @example
 * deliveryTicketSchema.parse({ DT_No: 9001, Date: '2026-03-01', Item_No: '550DP.12', Quantity: 30 });
 */
export const deliveryTicketSchema = z.looseObject({
  DT_No: reference,
  Date: dateValue,
  DT_Date: dateValue,
  Date_Formatted: text,
  Sent_To: text,
  Item_No: text,
  Quantity: z.number().nonnegative().nullish(),
  Shipped: z.number().nonnegative().nullish(),
  Rig: text,
  Equipment: text,
  Weight: measure,
  Grade: text,
  DT_Connection: text,
  Ref: text,
  Customer_Name: text,
  Returned: z.boolean().nullish(),
  Offshore: z.boolean().nullish(),
  Wiresling: text,
  Attachment: text,
  Asset: text,
});

/**
 * A tubular delivery ticket line as parsed by {@link deliveryTicketSchema}.
 *
 * @example
 * const hasWiresling = (ticket: DeliveryTicket) => Boolean(ticket.Wiresling);
 */
export type DeliveryTicket = Known<z.infer<typeof deliveryTicketSchema>>;

/**
 * One BHA delivery ticket.
 *
 * @example
 * deliveryTicketBhaSchema.parse({ DT_No: 9002, Date: '2026-03-02', Receiver: 'Rig 7', Total_Equipment: 4 });
 */
export const deliveryTicketBhaSchema = z.looseObject({
  DT_No: reference,
  Date: dateValue,
  Receiver: text,
  Rig: text,
  Total_Equipment: z.number().int().nonnegative().nullish(),
  Asset: text,
});

/**
 * A BHA delivery ticket as parsed by {@link deliveryTicketBhaSchema}.
 *
 * @example
 * const tools = (ticket: DeliveryTicketBha) => ticket.Total_Equipment ?? 0;
 */
export type DeliveryTicketBha = Known<z.infer<typeof deliveryTicketBhaSchema>>;

/**
 * One received-goods line.
 *
 * @example
 * receivedRowSchema.parse({ Receive_No: 7001, Returned_Date: '2026-02-20', Quantity_Tubular: 60 });
 */
export const receivedRowSchema = z.looseObject({
  Receive_No: reference,
  Returned_Date: dateValue,
  Returned_From: text,
  Location: text,
  Item_No: text,
  Quantity_Tubular: z.number().nonnegative().nullish(),
  Equipment: text,
  Asset: text,
});

/**
 * A received-goods line as parsed by {@link receivedRowSchema}.
 *
 * @example
 * const qty = (row: ReceivedRow) => row.Quantity_Tubular ?? 0;
 */
export type ReceivedRow = Known<z.infer<typeof receivedRowSchema>>;

/**
 * One tubular pre-invoice line.
 *
 * @example
 * preInvoiceTubularSchema.parse({ Order_No: 40211, Item_Number: '550DP.12' });
 */
export const preInvoiceTubularSchema = z.looseObject({
  Order_No: reference,
  Returned_From: text,
  Return_Date: dateValue,
  Ref: text,
  Item_Number: text,
  Equipment: text,
  Weight: measure,
  Grade: text,
  Connection: text,
  Inspection_Specification: text,
  Asset: text,
});

/**
 * A tubular pre-invoice line as parsed by {@link preInvoiceTubularSchema}.
 *
 * @example
 * const order = (row: PreInvoiceTubular) => row.Order_No;
 */
export type PreInvoiceTubular = Known<z.infer<typeof preInvoiceTubularSchema>>;

/**
 * One BHA pre-invoice.
 *
 * @example
 * preInvoiceBhaSchema.parse({ Order_No: 5120, PO: 'PO-1', Ref: 'R-9' });
 */
export const preInvoiceBhaSchema = z.looseObject({
  Order_No: reference,
  Returned_From: text,
  Return_Date: dateValue,
  PO: text,
  Ref: text,
  Asset: text,
});

/**
 * A BHA pre-invoice as parsed by {@link preInvoiceBhaSchema}.
 *
 * @example
 * const po = (row: PreInvoiceBha) => row.PO ?? '';
 */
export type PreInvoiceBha = Known<z.infer<typeof preInvoiceBhaSchema>>;
