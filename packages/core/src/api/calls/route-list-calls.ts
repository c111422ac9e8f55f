import { z } from 'zod';
import type { CallOptions } from '../client-options.js';
import {
  deliveryTicketBhaSchema,
  deliveryTicketSchema,
  preInvoiceBhaSchema,
  preInvoiceTubularSchema,
  receivedRowSchema,
} from '../schemas/delivery.js';
import type { Known } from '../schemas/known.js';
import {
  bhaOrderRowSchema,
  dashboardRowSchema,
  returnedPipeRowSchema,
  tubularOrderRowSchema,
} from '../schemas/orders.js';
import { chiksanRowSchema, tcpRowSchema } from '../schemas/reports.js';
import type { Transport } from '../transport.js';
import type { UsernameParams } from './params.js';

/**
 * The per-route list loads: a GET of the route's data path with `username`, answered by a JSON list of
 * rows, driving the table loading flag.
 *
 * @example
 * const { getdp } = createRouteListCalls(transport);
 * const rows = await getdp({ username: 'Acme Drilling' });
 */
export function createRouteListCalls(transport: Transport) {
  const list =
    <S extends z.ZodType>(call: string, row: S) =>
    (params: UsernameParams, options?: CallOptions): Promise<Known<z.output<S>>[]> =>
      transport.json(
        {
          call,
          method: 'get',
          path: `/${call}`,
          query: { ...params },
          required: ['username'],
          loading: 'table',
        },
        z.array(row),
        options,
      );
  return {
    /** GET /getdp: returned drill pipe lines. */
    getdp: list('getdp', returnedPipeRowSchema),
    /** GET /gethw: returned heavy weight lines. */
    gethw: list('gethw', returnedPipeRowSchema),
    /** GET /getdc: returned drill collar lines. */
    getdc: list('getdc', returnedPipeRowSchema),
    /** GET /getoctg: returned OCTG lines. */
    getoctg: list('getoctg', returnedPipeRowSchema),
    /** GET /getChiksan: chiksan report lines. */
    getChiksan: list('getChiksan', chiksanRowSchema),
    /** GET /getDashboard: orders with their priority. */
    getDashboard: list('getDashboard', dashboardRowSchema),
    /** GET /getTCP: TCP guns. */
    getTCP: list('getTCP', tcpRowSchema),
    /** GET /getPreinv: tubular pre-invoice lines. */
    getPreinv: list('getPreinv', preInvoiceTubularSchema),
    /** GET /getPreInvoiceBHA: BHA pre-invoices. */
    getPreInvoiceBHA: list('getPreInvoiceBHA', preInvoiceBhaSchema),
    /** GET /getDelivery: tubular delivery ticket lines. */
    getDelivery: list('getDelivery', deliveryTicketSchema),
    /** GET /getDeliveryBHA: BHA delivery tickets. */
    getDeliveryBHA: list('getDeliveryBHA', deliveryTicketBhaSchema),
    /** GET /getReceived: received-goods lines. */
    getReceived: list('getReceived', receivedRowSchema),
    /** GET /getOrderconfirm: tubular order lines. */
    getOrderconfirm: list('getOrderconfirm', tubularOrderRowSchema),
    /** GET /getOrderconfirmBHA: BHA orders. */
    getOrderconfirmBHA: list('getOrderconfirmBHA', bhaOrderRowSchema),
    /** GET /getOrderconfirmTubular: tubular order lines for the lead-time page (Return_Date may be epoch seconds). */
    getOrderconfirmTubular: list('getOrderconfirmTubular', tubularOrderRowSchema),
  };
}
